// Where the order form goes: the trading release fills this area; until then it says so.
import { useTranslation } from "react-i18next";

export function OrderPanelPlaceholder({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <section className="order-placeholder card card--padded" data-testid="order-panel" data-code={code} aria-labelledby="order-placeholder-title">
      <h3 id="order-placeholder-title" className="order-placeholder__title">
        {t("marketPage.orderTitle")}
      </h3>
      <p className="order-placeholder__body">{t("marketPage.orderSoon")}</p>
    </section>
  );
}
