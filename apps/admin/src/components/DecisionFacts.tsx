// The facts every review item shows about its course: when it was submitted (and, while
// pending, how long it has waited), when and by whom it was decided, the reason given for a
// refusal, and the journal entry a payment's decision posted.
import { useTranslation } from "react-i18next";
import { formatDateTime, useLocale } from "../lib/format.ts";
import type { Fact } from "./Facts.tsx";
import { WaitingTime } from "./WaitingTime.tsx";

interface DecisionCourse {
  pending: boolean;
  submittedAt: string;
  decidedAt: string | null;
  decidedBy: { username: string } | null;
  rejectReason: string | null;
  entryId?: string | null;
  /** The queue's promise, past which the wait is flagged (KYC: 48 hours). */
  overdueAfter_h?: number | undefined;
}

export function useDecisionFacts(course: DecisionCourse): Fact[] {
  const { t } = useTranslation();
  const locale = useLocale();
  const rows: Fact[] = [
    [
      t("review.submitted"),
      <>
        {formatDateTime(course.submittedAt, locale)}
        {course.pending && (
          <div>
            <WaitingTime since={course.submittedAt} overdueAfter_h={course.overdueAfter_h} />
          </div>
        )}
      </>,
    ],
  ];
  if (!course.pending) rows.push([t("review.decided"), `${formatDateTime(course.decidedAt, locale)}${course.decidedBy === null ? "" : ` · ${course.decidedBy.username}`}`, "decided"]);
  if (course.rejectReason !== null) rows.push([t("review.rejectReason"), course.rejectReason, "reject-reason"]);
  if (course.entryId !== undefined && course.entryId !== null) rows.push([t("payments.entry"), <code>{course.entryId}</code>]);
  return rows;
}
