// The withdrawal address book (issue 24). Saving an address needs a step-up; the address becomes
// usable only after withdrawal_address_delay_hours, and the user is emailed at once with a link
// that cancels it meanwhile (a random token, stored hashed, spent by the cancelling statement).
// So a stolen session cannot send funds to a new address before the owner hears of it.
// Once the book is on (always with a second factor), withdrawals go only to usable saved addresses.
import { addressBookMax, type SavedAddress } from "@tradewind/api/address-book";
import type { PaymentCoin, PaymentNetwork } from "@tradewind/api/payments";
import type { UserId } from "@tradewind/domain/ids";
import { addressValid } from "@tradewind/domain/payment-addresses";
import { interpolate } from "@tradewind/i18n/catalogues";
import { emailTexts } from "@tradewind/i18n/emails";
import { newSessionToken, sha256 } from "../accounts/secrets.ts";
import { emailAddressOf, recordEvent, requestMeta, type RequestMeta } from "../accounts/security-service.ts";
import { assertSteppedUp } from "../accounts/step-up-guard.ts";
import type { Db } from "../platform/database.ts";
import { AppError, fail } from "../platform/errors.ts";
import { integerParam } from "../platform/params.ts";
import type { AuthUser, RequestContext } from "../platform/request-context.ts";
import * as repository from "./address-book-repository.ts";
import type { SavedAddressRecord } from "./address-book-repository.ts";
import { paymentMethodOf, type PaymentDeps } from "./service.ts";

function toSavedAddress(row: SavedAddressRecord): SavedAddress {
  return { ...row, createdAt: row.createdAt.toISOString(), usableAt: row.usableAt.toISOString() };
}

export async function listAddresses(db: Db, userId: UserId) {
  return { items: (await repository.liveAddresses(db, userId)).map(toSavedAddress) };
}

/** Where the cancel link points: PUBLIC_URL, else the origin the request addressed. */
function cancelLink(deps: PaymentDeps, origin: string | null, token: string): string {
  return `${deps.publicUrl ?? origin ?? ""}/address-cancel#${token}`;
}

export async function addAddress(
  deps: PaymentDeps,
  user: AuthUser,
  request: { coin: PaymentCoin; network: PaymentNetwork; address: string; label: string },
  context: RequestContext,
): Promise<{ address: SavedAddress }> {
  const meta = requestMeta(context);
  if (!paymentMethodOf(request.coin, request.network)) fail("selectWithdrawalMethod");
  if (!addressValid(request.network, request.address)) fail("withdrawalAddressInvalid", { network: request.network });
  const now = deps.clock.now();
  await assertSteppedUp(deps.db, user, now);
  const usableAt = new Date(now.getTime() + (await integerParam(deps.db, "withdrawal_address_delay_hours", 0)) * 3_600_000);
  const token = newSessionToken();
  const saved = await deps.db.transaction().execute(async (tx) => {
    if ((await repository.liveAddresses(tx, user.id)).length >= addressBookMax) fail("addressBookFull");
    const inserted = await repository.insertAddress(tx, { userId: user.id, ...request, createdAt: now, usableAt, cancelTokenHash: sha256(token) });
    if (!inserted) fail("withdrawalAddressExists");
    await recordEvent(tx, user.id, "address_added", meta, now);
    return inserted;
  });
  await emailNewAddress(deps, user.id, saved, cancelLink(deps, context.origin, token), meta);
  return { address: toSavedAddress(saved) };
}

/** The notice of a new address with its cancel link; a failed send does not undo the address (the app's notification stands). */
async function emailNewAddress(deps: PaymentDeps, userId: UserId, saved: SavedAddressRecord, link: string, meta: RequestMeta) {
  const email = await emailAddressOf(deps.db, userId);
  if (!email || !deps.messenger.canDeliver("email")) return;
  const texts = emailTexts[meta.language];
  const body = interpolate(texts.addressBody, { label: saved.label, address: saved.address, network: saved.network, until: saved.usableAt.toISOString(), link });
  try {
    await deps.messenger.send({ target: email, channel: "email", subject: texts.addressSubject, body, code: null });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

export async function removeAddress(deps: PaymentDeps, user: AuthUser, id: string, context: RequestContext) {
  const meta = requestMeta(context);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (tx) => {
    if (!(await repository.removeAddress(tx, user.id, id, now))) fail("withdrawalAddressNotFound");
    await recordEvent(tx, user.id, "address_removed", meta, now);
  });
  return { removed: true };
}

/** The emailed link: cancels a still-waiting address once. */
export async function cancelAddress(deps: PaymentDeps, token: string, context: RequestContext) {
  const meta = requestMeta(context);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (tx) => {
    const cancelled = await repository.cancelByToken(tx, sha256(token), now);
    if (!cancelled) fail("addressCancelLinkInvalid");
    await recordEvent(tx, cancelled.userId, "address_cancelled", meta, now);
  });
  return { cancelled: true };
}
