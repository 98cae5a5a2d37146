// One reported deposit under review: who sent what on which network, the transaction hash
// (copyable, with the network's public explorer one click away), the sender's address tail, the
// platform address it was sent to and the proof screenshot. Finance credits the amount it
// confirmed on chain (prefilled with the reported one) or rejects with a reason the user reads;
// either opens the next pending deposit.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { approveDeposit, rejectDeposit, type AdminDeposit } from "@tradewind/api/admin/payments";
import { ChainRef } from "../../components/ChainRef.tsx";
import { useDecisionFacts } from "../../components/DecisionFacts.tsx";
import { Facts, type Fact } from "../../components/Facts.tsx";
import { RejectDialog } from "../../components/RejectDialog.tsx";
import { ByRouteId, ReviewPage } from "../../components/ReviewPage.tsx";
import { SecureImage } from "../../components/SecureImage.tsx";
import { call } from "../../lib/api.ts";
import { formatDecimal, useLocale } from "../../lib/format.ts";
import { oldestPendingDeposit, useDeposit } from "./api.ts";
import { ApproveDepositDialog } from "./ApproveDepositDialog.tsx";

export function DepositReviewPage() {
  return <ByRouteId>{(id) => <DepositReview id={id} />}</ByRouteId>;
}

function DepositReview({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <ReviewPage
      queuePath="/deposits"
      nextPendingId={oldestPendingDeposit}
      query={useDeposit(id)}
      title={(item) => t("deposits.title", { username: item.username })}
      status={(item) => ({ tone: item.status, label: t(`deposits.statusName.${item.status}`) })}
      pending={(item) => item.status === "pending"}
      decisions={{ approve: approveDeposit, reject: rejectDeposit }}
      approveLabel={t("deposits.approve")}
      dialog={(item, decision, { close, decide }) =>
        decision === "approve" ? (
          <ApproveDepositDialog deposit={item} onClose={close} decide={decide} />
        ) : (
          <RejectDialog title={t("deposits.rejectTitle", { username: item.username })} onClose={close} onReject={(reason) => decide(() => call(rejectDeposit, { params: { id: item.id }, body: { reason } }))} />
        )
      }
    >
      {(item) => (
        <div className="review-columns">
          <div className="card">
            <DepositFacts item={item} />
          </div>
          <figure className="photo">
            <SecureImage uploadId={item.proofImageId} alt={t("deposits.proof")} testId="proof" />
            <figcaption>{t("deposits.proof")}</figcaption>
          </figure>
        </div>
      )}
    </ReviewPage>
  );
}

function DepositFacts({ item }: { item: AdminDeposit }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const course = useDecisionFacts({
    pending: item.status === "pending",
    submittedAt: item.createdAt,
    decidedAt: item.decidedAt,
    decidedBy: item.decidedBy,
    rejectReason: item.rejectReason,
    entryId: item.entryId,
  });
  const amount = (value: string) => <bdi className="amount">{`${formatDecimal(value, locale)} ${item.coin}`}</bdi>;
  const rows: Fact[] = [
    [t("review.user"), <Link to={`/users/${item.userId}`}>{item.username}</Link>],
    [t("payments.coin"), item.coin],
    [t("payments.network"), item.network],
    [t("deposits.reported"), amount(item.amount), "reported"],
    ...(item.creditedAmount === null ? [] : [[t("deposits.credited"), amount(item.creditedAmount), "credited"] as const]),
    [t("payments.txHash"), <ChainRef network={item.network} item="tx" value={item.txHash} label={t("payments.txHash")} testId="tx-hash" />],
    [t("deposits.senderTail"), item.senderTail === null ? t("deposits.noSenderTail") : <code dir="ltr">{`…${item.senderTail}`}</code>],
    [t("deposits.sentTo"), <ChainRef network={item.network} item="address" value={item.address} label={t("deposits.sentTo")} />],
    ...course,
  ];
  return <Facts rows={rows} />;
}
