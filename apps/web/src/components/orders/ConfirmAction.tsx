// Close / cancel buttons with their confirmation dialog, on the order pages and beside the chart. The Idempotency-Key is made when the
// dialog opens: a retry from the same dialog (after a timeout, say) is the same action to the
// server, so a position is never closed twice.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ContractOrder } from "@tradewind/api/trading";
import type { SpotOrder } from "@tradewind/api/spot";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { Modal } from "../Modal.tsx";
import { ModalActions } from "../ModalActions.tsx";
import { useToast } from "../Toast.tsx";
import { useLocale } from "../../i18n/format.ts";
import { useOrderAction, type OrderAction } from "../../lib/orders/hooks.ts";
import { contractAction, formatQuantity } from "../../lib/orders/display.ts";
import "./ConfirmAction.css";

interface ConfirmProps {
  title: string;
  body: string;
  confirmLabel: string;
  doneMessage: string;
  action: Omit<OrderAction, "idempotencyKey">;
  onClose: () => void;
}

function ConfirmDialog({ title, body, confirmLabel, doneMessage, action, onClose }: ConfirmProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const mutation = useOrderAction();

  function confirm() {
    mutation.mutate(
      { ...action, idempotencyKey },
      {
        onSuccess: () => {
          toast(doneMessage);
          onClose();
        },
        onError: (error) => toast(errorMessage(error), "error"),
      },
    );
  }

  return (
    <Modal title={title} onClose={onClose} testId="order-confirm">
      <p className="orders-confirm__body">{body}</p>
      <ModalActions confirmLabel={confirmLabel} cancelLabel={t("orders.confirm.keep")} onConfirm={confirm} onCancel={onClose} pending={mutation.isPending} testId="order-confirm-yes" />
    </Modal>
  );
}

/** Close on an open position, Cancel on a waiting limit order, nothing once it ended. */
export function ContractActionButton({ order }: { order: ContractOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const action = contractAction(order.status);
  if (action === null) return null;
  const closing = action === "close";
  return (
    <>
      <button type="button" className="button button--danger button--small" onClick={() => setOpen(true)} data-testid={closing ? "order-close" : "order-cancel"}>
        {closing ? t("orders.actions.close") : t("orders.actions.cancel")}
      </button>
      {open && (
        <ConfirmDialog
          title={closing ? t("orders.confirm.closeTitle") : t("orders.confirm.cancelTitle")}
          body={
            closing
              ? t("orders.confirm.closeBody", { direction: t(`orders.direction.${order.direction}`), lots: formatQuantity(order.lots, locale), name: order.name })
              : t("orders.confirm.cancelBody", { name: order.name })
          }
          confirmLabel={closing ? t("orders.confirm.confirmClose") : t("orders.confirm.confirmCancel")}
          doneMessage={closing ? t("orders.confirm.closed") : t("orders.confirm.cancelled")}
          action={{ kind: "contract", id: order.id }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** Withdraws a coin order still waiting for the deal. */
export function SpotCancelButton({ order }: { order: SpotOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  if (order.status !== "waiting") return null;
  return (
    <>
      <button type="button" className="button button--danger button--small" onClick={() => setOpen(true)} data-testid="order-cancel">
        {t("orders.actions.cancel")}
      </button>
      {open && (
        <ConfirmDialog
          title={t("orders.confirm.cancelTitle")}
          body={t("orders.confirm.withdrawBody", { side: t(`orders.side.${order.side}`), quantity: formatQuantity(order.quantity, locale), base: order.base })}
          confirmLabel={t("orders.confirm.confirmCancel")}
          doneMessage={t("orders.confirm.cancelled")}
          action={{ kind: "coin", id: order.id }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
