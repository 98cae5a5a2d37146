// Approve and reject buttons of a request under dual control (an adjustment, a factor reset):
// the requester sees no approve button on their own (the server refuses it too) and rejects it
// as "withdraw"; nothing shows once it left pending.
import { useTranslation } from "react-i18next";
import { useMe } from "../lib/operator.ts";

export type Decision = "approve" | "reject";

interface DualControlled {
  status: string;
  requestedBy: { id: string };
}

export function DualControlButtons<Item extends DualControlled>({ item, onDecide }: { item: Item; onDecide: (item: Item, action: Decision) => void }) {
  const { t } = useTranslation();
  const meId = useMe().data?.id;
  if (item.status !== "pending") return null;
  const own = item.requestedBy.id === meId;
  return (
    <>
      {!own && (
        <button type="button" className="button button--small" data-testid="approve" onClick={() => onDecide(item, "approve")}>
          {t("adjust.approve")}
        </button>
      )}
      <button type="button" className="button button--secondary button--small" data-testid="reject" onClick={() => onDecide(item, "reject")}>
        {own ? t("adjust.withdraw") : t("adjust.reject")}
      </button>
    </>
  );
}
