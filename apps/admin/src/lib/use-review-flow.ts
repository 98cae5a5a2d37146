// What happens around a decision on a review queue's item (KYC, deposit, withdrawal): after it,
// every back-office query is refreshed (the item, the queue, the dashboard's counts) and the
// operator lands on the next pending item, oldest first, or back on the queue when it is empty,
// with a notice saying so. When another operator decided first (10158) nothing moved: the item
// is reloaded as it now is and the server's message says why.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { errorCodes } from "@tradewind/api/errors";
import { ApiError, isRecord } from "@tradewind/ui/api-core.ts";
import { refreshAll } from "./query.ts";

interface ReviewFlowOptions {
  /** The queue's path, e.g. "/kyc"; an item is at `${queuePath}/${id}`. */
  queuePath: string;
  /** The oldest pending item's id, if any. */
  nextPendingId: () => Promise<string | undefined>;
}

export function useReviewFlow({ queuePath, nextPendingId }: ReviewFlowOptions) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [alreadyReviewed, setAlreadyReviewed] = useState<string | null>(null);
  /** Opens the oldest pending item, or the queue when none is left; `decided` words the notice. */
  const goNext = async (decided: boolean) => {
    const next = await nextPendingId();
    const notice = next === undefined ? t("review.queueEmpty") : decided ? t("review.doneNext") : null;
    await navigate(next === undefined ? queuePath : `${queuePath}/${next}`, { state: { notice } });
  };
  /** Runs the decision; resolves (so its dialog closes) on success and on 10158, rejects on any other refusal. */
  const decide = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (failure) {
      if (!(failure instanceof ApiError) || failure.code !== errorCodes.alreadyReviewed) throw failure;
      setAlreadyReviewed(failure.message);
      await refreshAll(client);
      return;
    }
    await refreshAll(client);
    await goNext(true);
  };
  return { decide, goNext: () => goNext(false), alreadyReviewed };
}

/** The notice a decision left for the page it navigated to (location state), if any. */
export function useFlashNotice(): string | null {
  const state: unknown = useLocation().state;
  return isRecord(state) && typeof state.notice === "string" ? state.notice : null;
}
