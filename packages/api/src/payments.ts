// Money in and out of the real book (SPEC §3, §5, §9; DESIGN §6). Deposits: the user sends coins
// to the platform's receiving address for a coin and network (operator data), then reports the
// amount, the transaction hash and a proof screenshot (an upload of purpose `deposit_proof`);
// finance credits the amount it confirmed, or rejects with a reason. Withdrawals: real book and
// verified KYC; amount + fee move to held at once; finance pays out (recording the payout
// transaction) or rejects (everything released). Amounts are decimal strings in the coin.
import { z } from "zod";
import { amount, decimalText, decimalTextOrNull, endpoint, failWith, page, pageQuery, recordId } from "./endpoint.ts";
import { instantSchema } from "./admin/common.ts";

export const paymentCoins = ["USDT", "BTC", "ETH"] as const;
export type PaymentCoin = (typeof paymentCoins)[number];
/** TRC20 is TRON, ERC20 is Ethereum (USDT and ETH), BTC is Bitcoin. */
export const paymentNetworks = ["TRC20", "ERC20", "BTC"] as const;
export type PaymentNetwork = (typeof paymentNetworks)[number];
/** The coin/network pairs the platform handles; every other pair answers 10025 (withdrawal) or 10166 (deposit). */
export const paymentMethods: readonly { coin: PaymentCoin; network: PaymentNetwork }[] = [
  { coin: "USDT", network: "TRC20" },
  { coin: "USDT", network: "ERC20" },
  { coin: "BTC", network: "BTC" },
  { coin: "ETH", network: "ERC20" },
];
/** Storage scale per coin (DESIGN §3): amounts owed to users round down to it, fees round up. */
export const coinScales: Record<PaymentCoin, number> = { USDT: 6, BTC: 8, ETH: 18 };

export const depositStatuses = ["pending", "credited", "rejected"] as const;
export const withdrawalStatuses = ["pending", "paid", "rejected"] as const;

export const coinSchema = z.enum(paymentCoins, failWith("selectWithdrawalMethod"));
export const networkSchema = z.enum(paymentNetworks, failWith("selectWithdrawalMethod"));
/** A receiving address as typed (its validity on the network is checked by the use case, 10164). */
export const withdrawalAddressSchema = z.string(failWith("receivingAddressMissing")).trim().min(1, failWith("receivingAddressMissing")).max(120, failWith("valueTooLong"));
/** A transaction hash as the network writes it: 64 hex digits, 0x-prefixed on ERC20 (10163). */
const txHashSchema = z.string(failWith("txHashInvalid")).trim().min(1, failWith("txHashInvalid")).max(100, failWith("txHashInvalid"));

export const receivingAddressSchema = z.object({
  coin: z.enum(paymentCoins),
  network: z.enum(paymentNetworks),
  address: z.string(),
  /** True while the address is the seeded example: the page says so and refuses deposits to it. */
  placeholder: z.boolean(),
  /** Smallest deposit accepted (params deposit_min_usdt, deposit_min_btc, deposit_min_eth). */
  minimum: decimalText,
});
export type ReceivingAddress = z.output<typeof receivingAddressSchema>;

export const depositSchema = z.object({
  id: z.string(),
  coin: z.enum(paymentCoins),
  network: z.enum(paymentNetworks),
  /** What the user reported sending. */
  amount: decimalText,
  /** What finance confirmed and credited; null until credited. */
  creditedAmount: decimalTextOrNull,
  txHash: z.string(),
  /** Last six characters of the sending address, when the user gave them. */
  senderTail: z.string().nullable(),
  /** The receiving address shown when the user submitted. */
  address: z.string(),
  proofImageId: z.string(),
  status: z.enum(depositStatuses),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Deposit = z.output<typeof depositSchema>;

export const withdrawalSchema = z.object({
  id: z.string(),
  coin: z.enum(paymentCoins),
  network: z.enum(paymentNetworks),
  address: z.string(),
  /** What reaches the address. */
  amount: decimalText,
  /** amount × withdraw_fee_rate, rounded up to the coin's scale. */
  fee: decimalText,
  /** amount + fee: what left the available balance. */
  total: decimalText,
  status: z.enum(withdrawalStatuses),
  /** The payout transaction finance recorded; null until paid. */
  payoutTxRef: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Withdrawal = z.output<typeof withdrawalSchema>;

/** Filters shared by both record lists: state and a creation-time range (from inclusive, to exclusive). */
const recordsQuery = {
  ...pageQuery,
  coin: z.enum(paymentCoins, failWith("invalidRequest")).optional(),
  from: instantSchema.optional(),
  to: instantSchema.optional(),
};

export const listDepositAddresses = endpoint({
  method: "GET",
  path: "/user/depositAddresses",
  summary: "The receiving address of every coin and network that accepts deposits, with its minimum; placeholders are marked.",
  auth: "user",
  result: z.object({ items: z.array(receivingAddressSchema) }),
});

export const recharge = endpoint({
  method: "POST",
  path: "/user/recharge",
  summary:
    "Report a deposit for review (real book): answers notice 20002. 10160 on the demo book; 10166 for a coin/network without a real address; 10161 below the coin's minimum (message names coin and limit); 10163 for a malformed hash, 10162 for a hash already reported on any network (the same hex digits, 0x or not; by anyone, ever); 10155 for a missing or foreign proof image.",
  auth: "user",
  idempotent: true,
  body: z.strictObject({
    coin: z.enum(paymentCoins, failWith("depositMethodUnavailable")),
    network: z.enum(paymentNetworks, failWith("depositMethodUnavailable")),
    amount,
    txHash: txHashSchema,
    senderTail: z.string(failWith("invalidRequest")).trim().regex(/^[0-9A-Za-z]{6}$/, failWith("invalidRequest")).optional(),
    proofImageId: recordId("imageRequired"),
  }),
  result: z.object({ deposit: depositSchema, notice: z.literal(20002) }),
});

export const listRecharge = endpoint({
  method: "GET",
  path: "/user/listRecharge",
  summary: "The caller's deposits, newest first, filtered by status, coin and time; paged.",
  auth: "user",
  query: z.strictObject({ ...recordsQuery, status: z.enum(depositStatuses, failWith("invalidRequest")).optional() }),
  result: page(depositSchema),
});

export const withdrawalTermsSchema = z.object({
  /** withdraw_fee_rate as a share, e.g. "0.01". */
  feeRate: decimalText,
  /** withdraw_daily_count. */
  dailyCount: z.number().int(),
  /** Withdrawals requested today (UTC calendar day), whatever became of them. */
  usedToday: z.number().int(),
  remainingToday: z.number().int(),
  /** When the count starts again: the next 00:00 UTC. */
  resetsAt: z.string(),
  methods: z.array(z.object({ coin: z.enum(paymentCoins), network: z.enum(paymentNetworks) })),
  /** Whether the caller is verified; withdrawals answer 10022 until then. */
  kycVerified: z.boolean(),
  /** Until when withdrawals wait after a security change (10310); null when they do not. */
  heldUntil: z.string().nullable(),
  /** Whether withdrawals go only to usable addresses of the address book (10311, 10312). */
  addressBookOn: z.boolean(),
});
export type WithdrawalTerms = z.output<typeof withdrawalTermsSchema>;
/** The terms as the server hands them: the fee rate may be a Decimal, written as text on the wire. */
export type WithdrawalTermsReply = z.input<typeof withdrawalTermsSchema>;

export const getWithdrawalTerms = endpoint({
  method: "GET",
  path: "/user/withdrawalTerms",
  summary: "What the withdrawal form shows before submit: fee rate, the daily count and what remains of it today (UTC day), the methods, and the caller's KYC state.",
  auth: "user",
  result: withdrawalTermsSchema,
});

export const withdrawal = endpoint({
  method: "POST",
  path: "/user/withdrawal",
  summary:
    "Request a withdrawal (real book, verified KYC): amount + fee move from available to held; answers notice 20003. 10160 on the demo book; 10022 before KYC; 10025 without coin and network; 10021 without an address, 10120 past 120 characters, 10164 for one that is not valid on the network; 10165 for a zero amount or one finer than the coin's scale; 10092 when amount + fee exceed available; 10099 when today's count is used up. Needs a step-up on this session (10307); 10310 while withdrawals are held after a security change; with the address book on, 10311 for an unsaved address and 10312 for one still waiting.",
  auth: "user",
  idempotent: true,
  body: z.strictObject({
    coin: coinSchema,
    network: networkSchema,
    address: withdrawalAddressSchema,
    amount,
  }),
  result: z.object({ withdrawal: withdrawalSchema, notice: z.literal(20003) }),
});

export const listWithdrawal = endpoint({
  method: "GET",
  // SPEC §7 spells it this way; kept for the wire.
  path: "/user/listWithdrwal",
  summary: "The caller's withdrawals, newest first, filtered by status, coin and time; paged.",
  auth: "user",
  query: z.strictObject({ ...recordsQuery, status: z.enum(withdrawalStatuses, failWith("invalidRequest")).optional() }),
  result: page(withdrawalSchema),
});
