// The finance side of deposits and withdrawals (DESIGN §6, §8): the receiving addresses (operator
// data), the deposit queue (credit the confirmed amount from platform cash, or reject) and the
// withdrawal queue (pay out, recording the payout transaction, with the fee to the fees account;
// or reject, releasing amount and fee). Each decision is taken once: a second one, or one on an
// item that is no longer pending, answers 10158 and moves nothing.
import { z } from "zod";
import { amount, decimalText, failWith, page, recordId } from "../endpoint.ts";
import { depositSchema, depositStatuses, paymentCoins, paymentNetworks, receivingAddressSchema, withdrawalSchema, withdrawalStatuses } from "../payments.ts";
import { adminEndpoint, adminPageQuery, auditedSchema, reasonSchema, searchText } from "./common.ts";

const finance = { operator: ["finance"] } as const;

const operatorRefSchema = z.object({ id: z.string(), username: z.string() });
const decisionFields = {
  userId: z.string(),
  username: z.string(),
  /** Who decided it, once decided. */
  decidedBy: operatorRefSchema.nullable(),
  /** The journal entry of the credit or payout; the user's statement shows it. */
  entryId: z.string().nullable(),
};

export const adminDepositSchema = depositSchema.extend(decisionFields);
export type AdminDeposit = z.output<typeof adminDepositSchema>;
export const adminWithdrawalSchema = withdrawalSchema.extend({
  ...decisionFields,
  /** The user's real available balance of the coin now, for context. */
  availableNow: decimalText,
});
export type AdminWithdrawal = z.output<typeof adminWithdrawalSchema>;

export const adminReceivingAddressSchema = receivingAddressSchema.extend({
  enabled: z.boolean(),
  updatedAt: z.string().nullable(),
});

export const listReceivingAddresses = adminEndpoint({
  method: "GET",
  path: "/payments/addresses",
  summary: "Every coin/network's receiving address, with whether it is still the seeded placeholder and whether deposits are enabled.",
  auth: finance,
  result: z.object({ items: z.array(adminReceivingAddressSchema) }),
});

export const setReceivingAddress = adminEndpoint({
  method: "POST",
  path: "/payments/addresses",
  summary: "Set a coin/network's receiving address (checked against the network's format, 10164) and whether it accepts deposits; audited with its reason.",
  auth: finance,
  body: z.strictObject({
    coin: z.enum(paymentCoins, failWith("invalidRequest")),
    network: z.enum(paymentNetworks, failWith("invalidRequest")),
    address: z.string(failWith("receivingAddressMissing")).trim().min(1, failWith("receivingAddressMissing")).max(120, failWith("valueTooLong")),
    enabled: z.boolean(failWith("invalidRequest")),
    reason: reasonSchema,
  }),
  result: auditedSchema.extend({ address: adminReceivingAddressSchema }),
});

const listQuery = {
  ...adminPageQuery,
  userId: recordId("invalidRequest").optional(),
  coin: z.enum(paymentCoins, failWith("invalidRequest")).optional(),
  /** Matches a transaction hash, address or payout reference (prefix). */
  q: searchText(120).optional(),
};

export const listDeposits = adminEndpoint({
  method: "GET",
  path: "/payments/deposits",
  summary: "Deposits; status pending is the queue, oldest first; the other statuses newest first; paged.",
  auth: finance,
  query: z.strictObject({ ...listQuery, status: z.enum(depositStatuses, failWith("invalidRequest")).default("pending") }),
  result: page(adminDepositSchema),
});

const idParams = z.strictObject({ id: recordId() });

export const getDeposit = adminEndpoint({
  method: "GET",
  path: "/payments/deposits/:id",
  summary: "One deposit; its proof image is served by GET /swx/admin/uploads/:id to finance.",
  auth: finance,
  params: idParams,
  result: adminDepositSchema,
});

export const approveDeposit = adminEndpoint({
  method: "POST",
  path: "/payments/deposits/:id/approve",
  summary:
    "Credit the amount finance confirmed on chain (which may differ from the reported one) to the user's real available balance from platform cash; notifies the user. 10158 when no longer pending; 10165 for a zero amount or one finer than the coin's scale.",
  auth: finance,
  idempotent: true,
  params: idParams,
  body: z.strictObject({ creditedAmount: amount, note: reasonSchema.optional() }),
  result: auditedSchema.extend({ deposit: adminDepositSchema }),
});

export const rejectDeposit = adminEndpoint({
  method: "POST",
  path: "/payments/deposits/:id/reject",
  summary: "Refuse the deposit with a reason the user sees; nothing is credited. 10158 when no longer pending.",
  auth: finance,
  params: idParams,
  body: z.strictObject({ reason: reasonSchema }),
  result: auditedSchema.extend({ deposit: adminDepositSchema }),
});

export const listWithdrawals = adminEndpoint({
  method: "GET",
  path: "/payments/withdrawals",
  summary: "Withdrawals; status pending is the queue, oldest first; the other statuses newest first; paged.",
  auth: finance,
  query: z.strictObject({ ...listQuery, status: z.enum(withdrawalStatuses, failWith("invalidRequest")).default("pending") }),
  result: page(adminWithdrawalSchema),
});

export const getWithdrawal = adminEndpoint({
  method: "GET",
  path: "/payments/withdrawals/:id",
  summary: "One withdrawal with the user's current balance of the coin.",
  auth: finance,
  params: idParams,
  result: adminWithdrawalSchema,
});

export const approveWithdrawal = adminEndpoint({
  method: "POST",
  path: "/payments/withdrawals/:id/approve",
  summary:
    "Record the payout: the held amount goes to platform cash (sent out) and the fee to the fees account, with the payout transaction reference; notifies the user. 10158 when no longer pending.",
  auth: finance,
  idempotent: true,
  params: idParams,
  body: z.strictObject({ payoutTxRef: searchText(120), note: reasonSchema.optional() }),
  result: auditedSchema.extend({ withdrawal: adminWithdrawalSchema }),
});

export const rejectWithdrawal = adminEndpoint({
  method: "POST",
  path: "/payments/withdrawals/:id/reject",
  summary: "Refuse the withdrawal with a reason the user sees; amount and fee return to available. 10158 when no longer pending.",
  auth: finance,
  params: idParams,
  body: z.strictObject({ reason: reasonSchema }),
  result: auditedSchema.extend({ withdrawal: adminWithdrawalSchema }),
});
