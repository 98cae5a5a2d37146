// One reported deposit under review: who sent what on which network, the transaction hash
// (copyable, with the network's public explorer one click away), the sender's address tail, the
// platform address it was sent to and the proof screenshot. Finance credits the amount it
// confirmed on chain (prefilled with the reported one) or rejects with a reason the user reads;
// either opens the next pending deposit.
import { useTranslation } from "react-i18next";
import { approveDeposit, rejectDeposit, type AdminDeposit } from "@tradewind/api/admin/payments";
import { ChainRef } from "../../components/ChainRef.tsx";
import { PaymentFacts, PaymentReviewPage } from "../../components/PaymentReviewPage.tsx";
import { ByRouteId } from "../../components/ReviewPage.tsx";
import { SecureImage } from "../../components/SecureImage.tsx";
import { oldestPendingDeposit, useDeposit } from "./api/deposits.ts";
import { ApproveDepositDialog } from "./components/ApproveDepositDialog.tsx";

export function DepositReviewPage() {
  return <ByRouteId>{(id) => <DepositReview id={id} />}</ByRouteId>;
}

function DepositReview({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <PaymentReviewPage
      queue="deposits"
      nextPendingId={oldestPendingDeposit}
      query={useDeposit(id)}
      statusLabel={(item) => t(`deposits.statusName.${item.status}`)}
      decisions={{ approve: approveDeposit, reject: rejectDeposit }}
      approveDialog={(item, { close, decide }) => <ApproveDepositDialog deposit={item} onClose={close} decide={decide} />}
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
    </PaymentReviewPage>
  );
}

function DepositFacts({ item }: { item: AdminDeposit }) {
  const { t } = useTranslation();
  return (
    <PaymentFacts
      item={item}
      rows={(amount) => [
        [t("deposits.reported"), amount(item.amount), "reported"],
        ...(item.creditedAmount === null ? [] : [[t("deposits.credited"), amount(item.creditedAmount), "credited"] as const]),
        [t("payments.txHash"), <ChainRef network={item.network} item="tx" value={item.txHash} label={t("payments.txHash")} testId="tx-hash" />],
        [t("deposits.senderTail"), item.senderTail === null ? t("deposits.noSenderTail") : <code dir="ltr">{`…${item.senderTail}`}</code>],
        [t("deposits.sentTo"), <ChainRef network={item.network} item="address" value={item.address} label={t("deposits.sentTo")} />],
      ]}
    />
  );
}
