// A user's price alerts with the form that creates or edits one: on the instrument page for its
// code (the form fixed to it), on /profile/alerts for every instrument. Each alert can be paused
// or resumed, edited and deleted; the count against the per-user limit is shown.
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { PriceAlert } from "@tradewind/api/price-alerts";
import { moveWindowsSeconds } from "@tradewind/domain/price-alerts";
import { Field } from "../Field.tsx";
import { QueryFallback } from "../QueryFallback.tsx";
import { EmptyState } from "../States.tsx";
import { formatDateTime, useLocale } from "../../i18n/format.ts";
import { hasErrors, schemaErrors, serverErrors, useErrorText, type FieldErrors } from "../../lib/form-errors.ts";
import { usePriceAlerts, useCreateAlert, useDeleteAlert, useUpdateAlert } from "../../lib/price-alerts.ts";
import "./alerts.css";

type Condition = PriceAlert["condition"];
const fields = ["code", "level", "percent", "windowSeconds", "condition"] as const;

interface Draft {
  code: string;
  condition: Condition;
  level: string;
  percent: string;
  windowSeconds: number;
  repeating: boolean;
}

/** The alert's window as one of the offered ones (the server stores only those). */
function windowOf(alert: PriceAlert): (typeof moveWindowsSeconds)[number] {
  return moveWindowsSeconds.find((seconds) => seconds === alert.windowSeconds) ?? 3600;
}

const emptyDraft = (code: string): Draft => ({ code, condition: "above", level: "", percent: "", windowSeconds: 3600, repeating: false });

/** The request body of a draft: only the fields its condition has. */
function bodyOf(draft: Draft) {
  const common = { code: draft.code.trim().toUpperCase(), repeating: draft.repeating };
  return draft.condition === "move" ? { ...common, condition: draft.condition, percent: draft.percent.trim(), windowSeconds: draft.windowSeconds } : { ...common, condition: draft.condition, level: draft.level.trim() };
}

export function AlertsPanel({ code }: { code?: string }) {
  const { t } = useTranslation();
  const query = usePriceAlerts(code);
  const [editing, setEditing] = useState<PriceAlert | null>(null);
  return (
    <section className="card alerts" data-testid="alerts-panel" aria-labelledby="alerts-heading">
      <h2 id="alerts-heading" className="alerts__heading">
        {t("alerts.title")}
        {query.data && <span className="alerts__count" data-testid="alerts-count">{t("alerts.count", { count: query.data.items.length, max: query.data.max })}</span>}
      </h2>
      <AlertForm key={editing?.id ?? "new"} code={code} editing={editing} onDone={() => setEditing(null)} />
      {query.isPending || query.isError ? <QueryFallback query={query} /> : <AlertList alerts={query.data.items} showCode={code === undefined} onEdit={setEditing} />}
    </section>
  );
}

function AlertForm({ code, editing, onDone }: { code: string | undefined; editing: PriceAlert | null; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const create = useCreateAlert();
  const update = useUpdateAlert();
  const [draft, setDraft] = useState<Draft>(() =>
    editing ? { code: editing.code, condition: editing.condition, level: editing.level ?? "", percent: editing.percent ?? "", windowSeconds: editing.windowSeconds ?? 3600, repeating: editing.repeating } : emptyDraft(code ?? ""),
  );
  const [errors, setErrors] = useState<FieldErrors<(typeof fields)[number]>>({});
  const conditionId = useId();
  const windowId = useId();
  const change = (changes: Partial<Draft>) => setDraft((old) => ({ ...old, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(draft);
    // The schema comes with the first submit, not with the page: the market page's first load carries no zod.
    const { createPriceAlert } = await import("@tradewind/api/price-alerts");
    const found = schemaErrors(createPriceAlert.body, body, fields);
    setErrors(found);
    if (hasErrors(found)) return;
    const onError = (error: unknown) => setErrors(serverErrors(error, fields));
    const onSuccess = () => {
      setErrors({});
      if (editing) onDone();
      else setDraft(emptyDraft(code ?? ""));
    };
    if (editing) update.mutate({ ...body, id: editing.id, active: editing.status !== "paused" }, { onError, onSuccess });
    else create.mutate(body, { onError, onSuccess });
  };

  return (
    <form className="alerts__form" onSubmit={(event) => void submit(event).catch((error: unknown) => setErrors(serverErrors(error, fields)))} noValidate data-testid="alert-form">
      {code === undefined && <Field label={t("alerts.instrument")} value={draft.code} onChange={(event) => change({ code: event.target.value })} error={errorText(errors.code)} autoCapitalize="characters" data-testid="alert-code" />}
      <div className="field">
        <label className="field__label" htmlFor={conditionId}>
          {t("alerts.condition")}
        </label>
        <select id={conditionId} className="field__input" value={draft.condition} onChange={(event) => change({ condition: event.target.value as Condition })} data-testid="alert-condition">
          {(["above", "below", "move"] as const).map((each) => (
            <option key={each} value={each}>
              {t(`alerts.conditions.${each}`)}
            </option>
          ))}
        </select>
      </div>
      {draft.condition === "move" ? (
        <>
          <Field label={t("alerts.percent")} inputMode="decimal" value={draft.percent} onChange={(event) => change({ percent: event.target.value })} error={errorText(errors.percent)} data-testid="alert-percent" />
          <div className="field">
            <label className="field__label" htmlFor={windowId}>
              {t("alerts.window")}
            </label>
            <select id={windowId} className="field__input" value={draft.windowSeconds} onChange={(event) => change({ windowSeconds: Number(event.target.value) })} data-testid="alert-window">
              {moveWindowsSeconds.map((seconds) => (
                <option key={seconds} value={seconds}>
                  {t(`alerts.windows.${seconds}`)}
                </option>
              ))}
            </select>
          </div>
        </>
      ) : (
        <Field label={t("alerts.level")} inputMode="decimal" value={draft.level} onChange={(event) => change({ level: event.target.value })} error={errorText(errors.level ?? errors.condition)} data-testid="alert-level" />
      )}
      <label className="alerts__repeat">
        <input type="checkbox" checked={draft.repeating} onChange={(event) => change({ repeating: event.target.checked })} data-testid="alert-repeating" />
        {t("alerts.repeating")}
      </label>
      {errors.form && (
        <p className="alerts__error" role="alert" data-testid="alert-form-error">
          {errorText(errors.form)}
        </p>
      )}
      <div className="alerts__actions">
        <button type="submit" className="button button--primary button--small" disabled={create.isPending || update.isPending} data-testid="alert-submit">
          {editing ? t("alerts.save") : t("alerts.create")}
        </button>
        {editing && (
          <button type="button" className="button button--secondary button--small" onClick={onDone}>
            {t("alerts.cancel")}
          </button>
        )}
      </div>
    </form>
  );
}

function AlertList({ alerts, showCode, onEdit }: { alerts: PriceAlert[]; showCode: boolean; onEdit: (alert: PriceAlert) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const update = useUpdateAlert();
  const remove = useDeleteAlert();
  if (alerts.length === 0) return <EmptyState message={t("alerts.empty")} />;
  const toggle = (alert: PriceAlert) => {
    const common = { id: alert.id, code: alert.code, repeating: alert.repeating, active: alert.status === "paused" };
    update.mutate(alert.condition === "move" ? { ...common, condition: "move", percent: alert.percent ?? "", windowSeconds: alert.windowSeconds ?? 3600 } : { ...common, condition: alert.condition, level: alert.level ?? "" });
  };
  return (
    <ul className="alerts__list">
      {alerts.map((alert) => (
        <li key={alert.id} className="alerts__item" data-testid="alert" data-status={alert.status}>
          <span className="alerts__summary">
            {showCode && <strong className="alerts__code">{alert.code} </strong>}
            <bdi>{alert.condition === "move" ? t("alerts.summary.move", { percent: alert.percent, window: t(`alerts.windows.${windowOf(alert)}`) }) : t(`alerts.summary.${alert.condition}`, { level: alert.level })}</bdi>
            {alert.repeating && <span className="alerts__tag">{t("alerts.repeatingTag")}</span>}
            <span className={`alerts__status alerts__status--${alert.status}`}>{t(`alerts.status.${alert.status}`)}</span>
          </span>
          {alert.lastFiredAt && alert.lastFiredPrice && <span className="alerts__meta">{t("alerts.lastFired", { price: alert.lastFiredPrice, time: formatDateTime(alert.lastFiredAt, locale) })}</span>}
          <span className="alerts__buttons">
            <button type="button" className="button button--secondary button--small" onClick={() => toggle(alert)} data-testid="alert-toggle">
              {alert.status === "active" ? t("alerts.pause") : t("alerts.resume")}
            </button>
            <button type="button" className="button button--secondary button--small" onClick={() => onEdit(alert)} data-testid="alert-edit">
              {t("alerts.edit")}
            </button>
            <button type="button" className="button button--danger button--small" onClick={() => remove.mutate(alert.id)} data-testid="alert-delete">
              {t("alerts.delete")}
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
