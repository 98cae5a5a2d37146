// One deposit or withdrawal: method, time, amount and state badge; the outcome (a rejection's
// reason, a payout's transaction, a credit) on its own line; the details below, opened on demand.
import { useTranslation } from "react-i18next";
import type { PaymentCoin, PaymentNetwork } from "@tradewind/api/payments";
import { assertNever } from "@tradewind/domain/assert";
import { formatDateTime, useLocale } from "../../../i18n/format.ts";
import type { RecordStatus } from "../records.ts";
import { Summary, type SummaryRow } from "./Summary.tsx";

interface RecordFacts {
  id: string;
  coin: PaymentCoin;
  network: PaymentNetwork;
  status: RecordStatus;
  createdAt: string;
}

function toneOf(status: RecordStatus): "pending" | "positive" | "negative" {
  switch (status) {
    case "pending":
      return "pending";
    case "credited":
    case "paid":
      return "positive";
    case "rejected":
      return "negative";
    default:
      return assertNever(status, "record status");
  }
}

export function RecordRow({ record, amount, outcome, details }: { record: RecordFacts; amount: string; outcome: string | undefined; details: readonly SummaryRow[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <article className="record" data-status={record.status}>
      <div className="record__head">
        <div className="record__what">
          <span className="record__method">{t("withdraw.methodName", { coin: record.coin, network: t(`deposit.networks.${record.network}`) })}</span>
          <time className="record__time" dateTime={record.createdAt}>
            {formatDateTime(record.createdAt, locale)}
          </time>
        </div>
        <div className="record__figures">
          <span className="numeric record__amount" dir="ltr">
            {amount}
          </span>
          <span className={`record__status record__status--${toneOf(record.status)}`} data-testid="record-status">
            {t(`records.statuses.${record.status}`)}
          </span>
        </div>
      </div>
      {outcome !== undefined && (
        <p className={`record__outcome record__outcome--${toneOf(record.status)}`} data-testid="record-outcome">
          {outcome}
        </p>
      )}
      <details className="record__details">
        <summary data-testid="record-details-toggle">{t("records.details")}</summary>
        <Summary rows={details} className="record__facts" testId={`record-details-${record.id}`} />
      </details>
    </article>
  );
}
