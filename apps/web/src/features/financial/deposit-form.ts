// The deposit report's values and the checks the browser runs before sending, each the server's
// own rule with its code: an amount the coin can hold exactly (10165) and not below the coin's
// minimum (10161, naming coin and limit), a transaction hash as the network writes it (10163,
// packages/domain payment-addresses.ts), six letters or digits for the sender's tail when given,
// and the proof screenshot (10155).
import { errorCodes } from "@tradewind/api/errors";
import { paymentMethods, type ReceivingAddress } from "@tradewind/api/payments";
import { decimal, toPlain } from "@tradewind/domain/money";
import { paymentAmountFits } from "@tradewind/domain/payment-amounts";
import { txHashValid } from "@tradewind/domain/payment-addresses";
import type { DepositBody } from "./api/deposit.ts";

/** The methods in the contract's order (USDT first), whatever order the server lists them in. */
export function orderedMethods(items: readonly ReceivingAddress[]): ReceivingAddress[] {
  const rank = (item: ReceivingAddress) => paymentMethods.findIndex((method) => method.coin === item.coin && method.network === item.network);
  return [...items].sort((a, b) => rank(a) - rank(b));
}

/**
 * The method the deposit page shows: the coin and network the URL names; for a coin alone, its
 * first configured network; else the first configured method. A seeded placeholder refuses
 * deposits, so it is shown only when named or when nothing else is configured (for that coin).
 */
export function chosenMethod(items: readonly ReceivingAddress[], coin: string | null, network: string | null): ReceivingAddress | null {
  const named = items.find((item) => item.coin === coin && item.network === network);
  if (named !== undefined) return named;
  const candidates = items.some((item) => item.coin === coin) ? items.filter((item) => item.coin === coin) : items;
  return candidates.find((item) => !item.placeholder) ?? candidates[0] ?? null;
}

export const depositFields = ["amount", "txHash", "senderTail", "proofImageId"] as const;
export type DepositField = (typeof depositFields)[number];

export interface DepositFormValues {
  amount: string;
  txHash: string;
  /** Optional: "" when not given. */
  senderTail: string;
  proofImageId: string | null;
}

export const emptyDepositForm: DepositFormValues = { amount: "", txHash: "", senderTail: "", proofImageId: null };

/** A catalogue code (with the minimum's coin and limit for 10161), or the sender tail's own hint. */
export type DepositError =
  | { code: typeof errorCodes.amountWrong | typeof errorCodes.txHashInvalid | typeof errorCodes.imageRequired }
  | { code: typeof errorCodes.depositBelowMinimum; coin: string; limit: string }
  | { senderTail: "invalid" };
export type DepositErrors = Partial<Record<DepositField, DepositError>>;

/** Up to 15 integer digits (the API's amount bound) and 18 decimals; the coin's own scale is checked after. */
const plainDecimal = /^(0|[1-9]\d{0,14})(\.\d{1,18})?$/;
const senderTailPattern = /^[0-9A-Za-z]{6}$/;

function amountError(text: string, method: ReceivingAddress): DepositError | null {
  if (!plainDecimal.test(text)) return { code: errorCodes.amountWrong };
  const amount = decimal(text);
  if (!paymentAmountFits(amount, method.coin)) return { code: errorCodes.amountWrong };
  const minimum = decimal(method.minimum);
  if (amount.lessThan(minimum)) return { code: errorCodes.depositBelowMinimum, coin: method.coin, limit: toPlain(minimum) };
  return null;
}

export type DepositCheck = { ok: true; body: DepositBody } | { ok: false; errors: DepositErrors };

export function checkDepositForm(values: DepositFormValues, method: ReceivingAddress): DepositCheck {
  const amount = values.amount.trim();
  const txHash = values.txHash.trim();
  const senderTail = values.senderTail.trim();
  const errors: DepositErrors = {};
  const amountProblem = amountError(amount, method);
  if (amountProblem !== null) errors.amount = amountProblem;
  if (!txHashValid(method.network, txHash)) errors.txHash = { code: errorCodes.txHashInvalid };
  if (senderTail !== "" && !senderTailPattern.test(senderTail)) errors.senderTail = { senderTail: "invalid" };
  if (values.proofImageId === null) errors.proofImageId = { code: errorCodes.imageRequired };
  if (Object.keys(errors).length > 0 || values.proofImageId === null) return { ok: false, errors };
  const body: DepositBody = { coin: method.coin, network: method.network, amount, txHash, proofImageId: values.proofImageId };
  if (senderTail !== "") body.senderTail = senderTail;
  return { ok: true, body };
}
