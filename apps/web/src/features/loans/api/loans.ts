// The user's loans: the list (a page at a time), applying with the uploaded signature, repaying,
// and the agreement PDF's bytes (they need the session's token, so a plain link cannot fetch
// them). An application or a repayment refreshes them, the balances and the statement.
import { useRef, useState } from "react";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { applyLoan, getIdentification, getLoanAgreement, getUserInfo, listLoanRecord, listStatement, repayLoan } from "@tradewind/api/routes";
import type { BodyOf, ResultOf } from "@tradewind/api/endpoint";
import { errorCodes } from "@tradewind/api/errors";
import { ApiError, fillPath } from "@tradewind/ui/api-core.ts";
import { invalidate } from "@tradewind/ui/endpoint-query.ts";
import { useToast } from "../../../components/Toast.tsx";
import { call, fetchBytes } from "../../../lib/api.ts";
import { useIdempotencyKeys } from "../../../lib/idempotency.ts";
import { endpointInfiniteQuery, endpointQuery } from "../../../lib/query.ts";
import { useSession } from "../../../lib/session.ts";
import { useUploadImage } from "../../../lib/uploads.ts";
import type { SignatureHandle } from "../components/SignatureCanvas.tsx";

const pageSize = 10;

export function useLoanRecords(enabled: boolean) {
  const { token } = useSession();
  return useInfiniteQuery({ ...endpointInfiniteQuery(listLoanRecord, { size: pageSize, context: { token } }), enabled });
}

/** After an application or a repayment: the loans, the balances and the statement are stale. */
export function invalidateLoanViews(queryClient: QueryClient): void {
  void invalidate(queryClient, listLoanRecord, getUserInfo, listStatement);
}

/**
 * The verification state (GET /user/identification), the same query as the verification
 * page's, so a submission there is seen here without a second request.
 */
export function useKycState(enabled: boolean) {
  const { token } = useSession();
  return useQuery({ ...endpointQuery(getIdentification, { context: { token } }), enabled });
}

export type LoanApplication = BodyOf<typeof applyLoan>;

export function sendLoanApplication(body: LoanApplication, idempotencyKey: string): Promise<ResultOf<typeof applyLoan>> {
  return call(applyLoan, { body, headers: { "Idempotency-Key": idempotencyKey } });
}

export function sendRepayment(id: string, idempotencyKey: string): Promise<ResultOf<typeof repayLoan>> {
  return call(repayLoan, { body: { id }, headers: { "Idempotency-Key": idempotencyKey } });
}

export function fetchAgreement(id: string): Promise<Blob> {
  return fetchBytes(fillPath(getLoanAgreement.path, { id }));
}

/** Repaying loan `id`, under one Idempotency-Key for the dialog's life (a confirm after a lost reply replays). */
export function useRepayment(id: string, onRepaid: (result: ResultOf<typeof repayLoan>) => void) {
  const queryClient = useQueryClient();
  const [key] = useState(() => crypto.randomUUID());
  return useMutation({
    mutationFn: () => sendRepayment(id, key),
    onSuccess: (result) => {
      onRepaid(result);
      invalidateLoanViews(queryClient);
    },
  });
}

interface ApplyInput {
  request: { productId: string; amount: string; termDays: number };
  signature: SignatureHandle;
}

/** Upload the drawing (once per drawing), then apply with the key of the body; success says 20001. */
export function useApplication(onSent: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const upload = useUploadImage();
  const { keyOf, forget } = useIdempotencyKeys();
  const uploaded = useRef<{ png: File; id: string } | null>(null);
  return useMutation({
    mutationFn: async ({ request, signature }: ApplyInput) => {
      const png = await signature.toPngFile();
      if (png === null) throw new ApiError(errorCodes.notSigned, t("loans.notSigned"));
      const same = uploaded.current !== null && (await sameBytes(uploaded.current.png, png));
      if (!same || uploaded.current === null) {
        const image = await upload.mutateAsync({ file: png, purpose: "loan_signature" });
        uploaded.current = { png, id: image.id };
      }
      const body = { ...request, signatureImageId: uploaded.current.id };
      return sendLoanApplication(body, keyOf(body));
    },
    onSuccess: (result) => {
      toast(t(`success.${result.notice}`));
      forget();
      uploaded.current = null;
      onSent();
      invalidateLoanViews(queryClient);
    },
  });
}

async function sameBytes(a: File, b: File): Promise<boolean> {
  if (a.size !== b.size) return false;
  const [left, right] = await Promise.all([a.arrayBuffer(), b.arrayBuffer()]);
  const x = new Uint8Array(left);
  const y = new Uint8Array(right);
  return x.every((byte, index) => byte === y[index]);
}
