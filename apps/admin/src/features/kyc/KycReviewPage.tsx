// One KYC submission under review: what the user entered, the three photos side by side (front,
// back, holding the document) to compare with it, how many times the user submitted before, and
// approve (an optional note) or reject (a reason the user reads). A decision opens the next
// pending submission.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { approveKycSubmission, rejectKycSubmission, type AdminKycSubmission } from "@tradewind/api/admin/kyc";
import { kycReviewHours } from "@tradewind/api/kyc";
import { useDecisionFacts } from "../../components/DecisionFacts.tsx";
import { Facts, type Fact } from "../../components/Facts.tsx";
import { ReasonDialog } from "../../components/ReasonDialog.tsx";
import { RejectDialog } from "../../components/RejectDialog.tsx";
import { ByRouteId, ReviewPage, type Decision, type DecisionControls } from "../../components/ReviewPage.tsx";
import { SecureImage } from "../../components/SecureImage.tsx";
import { formatCount, useLocale } from "../../lib/format.ts";
import { approveKyc, oldestPendingKyc, rejectKyc, useKycSubmission } from "./api/kyc.ts";
import { countryName } from "./country.ts";

const photos = ["front", "back", "holding"] as const;
const photoIds = { front: "frontImageId", back: "backImageId", holding: "holdingImageId" } as const;

export function KycReviewPage() {
  return <ByRouteId>{(id) => <KycReview id={id} />}</ByRouteId>;
}

function KycReview({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <ReviewPage
      queuePath="/kyc"
      nextPendingId={oldestPendingKyc}
      query={useKycSubmission(id)}
      title={(item) => t("kyc.title", { username: item.username })}
      status={(item) => ({ tone: item.status, label: t(`kyc.statusName.${item.status}`) })}
      pending={(item) => item.status === "pending"}
      decisions={{ approve: approveKycSubmission, reject: rejectKycSubmission }}
      approveLabel={t("kyc.approve")}
      dialog={(item, decision, controls) => <KycDecisionDialog item={item} decision={decision} controls={controls} />}
    >
      {(item) => (
        <>
          <div className="card">
            <KycFacts item={item} />
          </div>
          <h2 className="section-title">{t("kyc.photos")}</h2>
          <div className="photo-row">
            {photos.map((photo) => (
              <figure key={photo} className="photo">
                <SecureImage uploadId={item[photoIds[photo]]} alt={t(`kyc.photo.${photo}`)} testId={`photo-${photo}`} />
                <figcaption>{t(`kyc.photo.${photo}`)}</figcaption>
              </figure>
            ))}
          </div>
        </>
      )}
    </ReviewPage>
  );
}

function KycFacts({ item }: { item: AdminKycSubmission }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const course = useDecisionFacts({
    pending: item.status === "pending",
    submittedAt: item.submittedAt,
    decidedAt: item.reviewedAt,
    decidedBy: item.reviewedBy,
    rejectReason: item.rejectReason,
    overdueAfter_h: kycReviewHours,
  });
  const earlier =
    item.previousSubmissions === 0 ? (
      formatCount(0, locale)
    ) : (
      <Link to={`/kyc?status=failed&userId=${item.userId}`}>{t("kyc.earlierLink", { count: item.previousSubmissions })}</Link>
    );
  const rows: Fact[] = [
    [t("review.user"), <Link to={`/users/${item.userId}`}>{item.username}</Link>],
    [t("kyc.firstName"), item.firstName],
    [t("kyc.lastName"), item.lastName],
    [t("kyc.birthdate"), <bdi>{item.birthdate}</bdi>],
    [t("kyc.sex"), t(`kyc.sexName.${item.sex}`)],
    [t("kyc.country"), countryName(item.country, locale)],
    [t("kyc.address"), item.address],
    [t("kyc.phone"), <bdi dir="ltr">{item.phone}</bdi>],
    [t("kyc.document"), t(`kyc.documentName.${item.documentType}`)],
    [t("kyc.earlier"), earlier, "earlier"],
    ...course,
  ];
  return <Facts rows={rows} />;
}

function KycDecisionDialog({ item, decision, controls }: { item: AdminKycSubmission; decision: Decision; controls: DecisionControls }) {
  const { t } = useTranslation();
  if (decision === "reject") {
    return (
      <RejectDialog title={t("kyc.rejectTitle", { username: item.username })} onClose={controls.close} onReject={(reason) => controls.decide(() => rejectKyc(item.id, reason))} />
    );
  }
  return (
    <ReasonDialog
      title={t("kyc.approveTitle", { username: item.username })}
      submitLabel={t("kyc.approve")}
      reasonLabel={t("common.noteOptional")}
      reasonHint={t("common.noteHint")}
      reasonOptional
      onClose={controls.close}
      onSubmit={(note) => controls.decide(() => approveKyc(item.id, note))}
    />
  );
}
