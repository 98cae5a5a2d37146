// What the page shows when there is nothing to fill in (pending review, verified) and the notice
// above the form after a refusal. The submitted details and photos are the user's own, read back
// through the upload service.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { kycReviewHours, type KycSubmission } from "@tradewind/api/kyc";
import { Icon } from "../../../components/Icon.tsx";
import { formatDateTime, useLocale } from "../../../i18n/format.ts";
import { useUploadedImageUrl } from "../../../lib/uploads.ts";

function Time({ iso }: { iso: string }) {
  const locale = useLocale();
  return <time dateTime={iso}>{formatDateTime(iso, locale)}</time>;
}

export function PendingCard({ submission }: { submission: KycSubmission | null }) {
  const { t } = useTranslation();
  return (
    <>
      <StatusCard tone="pending" icon={<CircledIcon path="M12 7v5l3 2" />} title={t("verification.pendingTitle")} testId="kyc-pending">
        <p>{t("verification.pendingBody", { hours: kycReviewHours })}</p>
        {submission !== null && (
          <p className="kyc-status__time" data-testid="kyc-submitted-at">
            {t("verification.submittedAt")} <Time iso={submission.submittedAt} />
          </p>
        )}
      </StatusCard>
      {submission !== null && <SubmissionSummary submission={submission} />}
    </>
  );
}

export function VerifiedCard({ submission }: { submission: KycSubmission | null }) {
  const { t } = useTranslation();
  return (
    <StatusCard tone="verified" icon={<Icon name="shield" size={28} />} title={t("verification.verifiedTitle")} testId="kyc-verified">
      <p>{t("verification.verifiedBody")}</p>
      {submission !== null && (
        <p className="kyc-status__time">
          {submission.firstName} {submission.lastName}
          {submission.reviewedAt !== null && (
            <>
              {" · "}
              {t("verification.verifiedAt")} <Time iso={submission.reviewedAt} />
            </>
          )}
        </p>
      )}
    </StatusCard>
  );
}

export function FailedNotice({ submission }: { submission: KycSubmission | null }) {
  const { t } = useTranslation();
  return (
    <StatusCard tone="failed" icon={<CircledIcon path="M12 7.5v5.5M12 16.5v.1" />} title={t("verification.failedTitle")} testId="kyc-failed">
      <p data-testid="kyc-reject-reason">
        <strong>{t("verification.reason")}</strong> {submission?.rejectReason ?? t("verification.noReason")}
      </p>
      <p>{t("verification.failedBody")}</p>
    </StatusCard>
  );
}

function StatusCard({ tone, icon, title, testId, children }: { tone: "pending" | "verified" | "failed"; icon: ReactNode; title: string; testId: string; children: ReactNode }) {
  return (
    <section className={`card card--padded kyc-status kyc-status--${tone}`} data-testid={testId}>
      <span className="kyc-status__icon" aria-hidden="true">
        {icon}
      </span>
      <div className="kyc-status__text">
        <h2>{title}</h2>
        {children}
      </div>
    </section>
  );
}

/** A mark inside a circle: the clock hands of "pending", the exclamation of "failed". */
function CircledIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <circle cx="12" cy="12" r="9" />
      <path d={path} />
    </svg>
  );
}

function SubmissionSummary({ submission }: { submission: KycSubmission }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const country = new Intl.DisplayNames([locale, "en"], { type: "region", fallback: "code" }).of(submission.country) ?? submission.country;
  const photos = [
    { id: submission.frontImageId, label: t("verification.front") },
    { id: submission.backImageId, label: t("verification.back") },
    { id: submission.holdingImageId, label: t("verification.holding") },
  ];
  return (
    <section className="card card--padded kyc-summary" aria-labelledby="kyc-summary-title">
      <h2 id="kyc-summary-title" className="kyc-summary__title">
        {t("verification.submittedDetails")}
      </h2>
      <dl className="kyc-summary__facts">
        <div>
          <dt>{t("verification.name")}</dt>
          <dd>
            {submission.firstName} {submission.lastName}
          </dd>
        </div>
        <div>
          <dt>{t("verification.country")}</dt>
          <dd>{country}</dd>
        </div>
        <div>
          <dt>{t("verification.documentType")}</dt>
          <dd>{t(`verification.documentTypes.${submission.documentType}`)}</dd>
        </div>
      </dl>
      <ul className="kyc-summary__photos">
        {photos.map((photo) => (
          <li key={photo.id}>
            <Photo uploadId={photo.id} label={photo.label} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Photo({ uploadId, label }: { uploadId: string; label: string }) {
  const image = useUploadedImageUrl(uploadId);
  return (
    <figure className="kyc-summary__photo">
      {image.url === null ? <span className="kyc-summary__image kyc-summary__image--empty" /> : <img className="kyc-summary__image" src={image.url} alt="" />}
      <figcaption>{label}</figcaption>
    </figure>
  );
}
