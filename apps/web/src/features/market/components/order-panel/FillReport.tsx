// After a contract order is placed: the price it filled at beside the price the confirmation
// expected, and the difference, so a fill that moved with the market is never a surprise.
import { useTranslation } from "react-i18next";
import { decimal, toPlain } from "@tradewind/domain/money";
import { useContractOrder } from "../../../../lib/orders/hooks.ts";
import { PlacedNotice } from "./OrderFooter.tsx";
import { useFormat } from "../../hooks/use-format.ts";

export function FillReport({ id, expected }: { id: string; expected: string | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const order = useContractOrder(id);
  const fill = order.data?.openPrice ?? null;
  if (fill === null) return <PlacedNotice>{order.data?.status === "waiting" ? t("orderPanel.fill.waiting") : null}</PlacedNotice>;
  const difference = expected === null ? null : decimal(fill).minus(expected);
  return (
    <PlacedNotice>
      <span data-testid="fill-report" data-fill={fill} data-expected={expected ?? ""}>
        {t("orderPanel.fill.at", { price: format.price(fill) })}
        {expected !== null && difference !== null && (
          <>
            {" "}
            {difference.isZero()
              ? t("orderPanel.fill.asExpected", { expected: format.price(expected) })
              : t("orderPanel.fill.versusExpected", { expected: format.price(expected), difference: `${difference.isPositive() ? "+" : "−"}${format.price(toPlain(difference.abs()))}` })}
          </>
        )}
      </span>
    </PlacedNotice>
  );
}
