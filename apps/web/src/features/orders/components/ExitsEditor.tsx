// The exits of an open position or a waiting limit order (issue 25): stop loss and take profit
// as one-cancels-other, and a trailing stop by price distance or percent. Saving replaces all
// of them; an empty field removes that exit. The server checks every level (10128, 10129, 10285).
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ContractOrder } from "@tradewind/api/trading";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { Choice } from "../../../components/Choice.tsx";
import { Field } from "../../../components/Field.tsx";
import { useToast } from "../../../components/Toast.tsx";
import { useSetExits } from "../../../lib/orders/hooks.ts";

const trailChoices = ["none", "price", "percent"] as const;
type TrailChoice = (typeof trailChoices)[number];

export function ExitsEditor({ order }: { order: ContractOrder }) {
  const { t } = useTranslation();
  const toast = useToast();
  const mutation = useSetExits();
  const [stopLoss, setStopLoss] = useState(order.stopLoss ?? "");
  const [takeProfit, setTakeProfit] = useState(order.takeProfit ?? "");
  const [trail, setTrail] = useState<TrailChoice>(order.trailingStop?.kind ?? "none");
  const [trailValue, setTrailValue] = useState(order.trailingStop?.value ?? "");
  const trailLabels: Record<TrailChoice, string> = { none: t("orders.exits.none"), price: t("orders.exits.byPrice"), percent: t("orders.exits.byPercent") };

  function save(event: FormEvent) {
    event.preventDefault();
    const body = {
      id: order.id,
      stopLoss: stopLoss.trim() || undefined,
      takeProfit: takeProfit.trim() || undefined,
      trailingStop: trail === "none" ? undefined : { kind: trail, value: trailValue.trim() },
    };
    mutation.mutate(body, { onSuccess: () => toast(t("orders.exits.saved")), onError: (error) => toast(errorMessage(error), "error") });
  }

  return (
    <section className="card card--padded orders-detail__section orders-exits" data-testid="order-exits">
      <h2>{t("orders.exits.title")}</h2>
      <p className="orders-hint">{t("orders.exits.hint")}</p>
      <form className="orders-exits__form" onSubmit={save}>
        <Field label={t("orders.fields.stopLoss")} inputMode="decimal" dir="ltr" value={stopLoss} onChange={(event) => setStopLoss(event.target.value)} data-testid="exits-stop-loss" />
        <Field label={t("orders.fields.takeProfit")} inputMode="decimal" dir="ltr" value={takeProfit} onChange={(event) => setTakeProfit(event.target.value)} data-testid="exits-take-profit" />
        <div className="field">
          <span className="field__label">{t("orders.exits.trailingKind")}</span>
          <Choice look="segments" options={trailChoices} value={trail} onChange={setTrail} labelOf={(choice) => trailLabels[choice]} label={t("orders.exits.trailingKind")} testIdPrefix="exits-trail" />
        </div>
        {trail !== "none" && (
          <Field
            label={t("orders.exits.trailingValue")}
            inputMode="decimal"
            dir="ltr"
            value={trailValue}
            onChange={(event) => setTrailValue(event.target.value)}
            trailing={trail === "percent" ? <span className="field__suffix">%</span> : undefined}
            data-testid="exits-trail-value"
          />
        )}
        <button type="submit" className="button button--primary" disabled={mutation.isPending} data-testid="exits-save">
          {t("orders.exits.save")}
        </button>
      </form>
    </section>
  );
}
