// The withdrawal address book (issue 24): saved addresses per coin and network, each with a label.
// A new address is usable only after withdrawal_address_delay_hours, and the email sent when it
// is saved carries a single-use link that cancels it meanwhile.
import { z } from "zod";
import { coinSchema, networkSchema, paymentCoins, paymentNetworks, withdrawalAddressSchema } from "./payments.ts";
import { endpoint, failWith, recordId } from "./endpoint.ts";

export const savedAddressSchema = z.object({
  id: z.string(),
  coin: z.enum(paymentCoins),
  network: z.enum(paymentNetworks),
  address: z.string(),
  label: z.string(),
  createdAt: z.string(),
  /** From when withdrawals may go to it. */
  usableAt: z.string(),
});
export type SavedAddress = z.output<typeof savedAddressSchema>;

/** The most addresses one book holds. */
export const addressBookMax = 50;

export const listWithdrawalAddresses = endpoint({
  method: "GET",
  path: "/user/withdrawalAddresses",
  summary: "The caller's saved withdrawal addresses, newest first, with when each becomes usable.",
  auth: "user",
  result: z.object({ items: z.array(savedAddressSchema) }),
});

export const addWithdrawalAddress = endpoint({
  method: "POST",
  path: "/user/withdrawalAddresses/add",
  summary:
    "Save a withdrawal address (needs a step-up, 10307): usable after withdrawal_address_delay_hours; the user is emailed a link that cancels it meanwhile. 10025 for a coin/network the platform does not pay on, 10164 for an address not valid on the network, 10313 already saved, 10317 without a label, 10318 when the book is full.",
  auth: "user",
  body: z.strictObject({
    coin: coinSchema,
    network: networkSchema,
    address: withdrawalAddressSchema,
    label: z.string(failWith("enterAddressLabel")).trim().min(1, failWith("enterAddressLabel")).max(40, failWith("valueTooLong")),
  }),
  result: z.object({ address: savedAddressSchema }),
});

export const removeWithdrawalAddress = endpoint({
  method: "POST",
  path: "/user/withdrawalAddresses/remove",
  summary: "Remove one of the caller's saved addresses (10314 for one not in the caller's book).",
  auth: "user",
  body: z.strictObject({ id: recordId("withdrawalAddressNotFound") }),
  result: z.object({ removed: z.boolean() }),
});

export const cancelWithdrawalAddress = endpoint({
  method: "POST",
  path: "/withdrawalAddresses/cancel",
  summary: "The emailed link: cancel an address saved moments ago, before it becomes usable. Single use; 10315 for an unknown, used or late link.",
  auth: "none",
  body: z.strictObject({
    token: z.string(failWith("addressCancelLinkInvalid")).min(1, failWith("addressCancelLinkInvalid")).max(128, failWith("addressCancelLinkInvalid")),
  }),
  result: z.object({ cancelled: z.boolean() }),
});
