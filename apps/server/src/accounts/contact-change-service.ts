// Changing the account's email or phone (issue 24). A contact is how a password is reset and
// how the user is told of changes, so taking it over is taking the account: the change needs a
// step-up on this session, a code sent to the NEW contact (proving it is the user's), tells the
// OLD contact, and then holds withdrawals and ends every other session like a password change.
//
// Invariants: the code is checked against the contact being saved (target and purpose), spent in
// the transaction that saves it; an address or number another account has is refused (and the
// unique indexes refuse one taken meanwhile).
import type { Contact } from "@tradewind/api/accounts";
import { fail } from "../platform/errors.ts";
import type { AuthUser } from "../platform/request-context.ts";
import * as repository from "./repository.ts";
import type { UserRecord } from "./repository.ts";
import { afterSecurityChange, afterSecurityChangeCommitted, tellChange, type RequestMeta } from "./security-service.ts";
import { assertContactFree, contactTarget, sendCode, verifyCode, withUniqueViolationsAsErrors, type AccountsDeps } from "./service.ts";
import { assertSteppedUp } from "./step-up-guard.ts";

/** The user's contact of the method being changed, as a notice reaches it (null: none yet). */
function oldContact(user: UserRecord, method: Contact["method"]) {
  if (method === "email") return user.email ? { target: user.email, channel: "email" as const } : null;
  return user.areaCode && user.phone ? { target: `${user.areaCode}${user.phone}`, channel: "sms" as const } : null;
}

/** Steps every change takes before its code is sent or checked: a step-up, a contact that is new and no other account's. */
async function checkedUser(deps: AccountsDeps, user: AuthUser, contact: Contact, now: Date): Promise<UserRecord> {
  await assertSteppedUp(deps.db, user, now);
  const row = await repository.findUserById(deps.db, user.id);
  if (!row) fail("userNotFound");
  if (oldContact(row, contact.method)?.target === contactTarget(contact)) fail("contactUnchanged");
  await assertContactFree(deps.db, contact);
  return row;
}

export async function sendContactChangeCode(deps: AccountsDeps, user: AuthUser, contact: Contact, meta: RequestMeta) {
  await checkedUser(deps, user, contact, deps.clock.now());
  return sendCode(deps, { purpose: "contact_change", contact, clientIp: meta.clientIp, language: meta.language });
}

export async function changeContact(deps: AccountsDeps, user: AuthUser, request: { contact: Contact; code: string }, meta: RequestMeta) {
  const now = deps.clock.now();
  const before = await checkedUser(deps, user, request.contact, now);
  const codeId = await verifyCode(deps.db, now, contactTarget(request.contact), "contact_change", request.code);
  const change = { userId: user.id, keepTokenHash: user.tokenHash, kind: "contact_changed" as const, meta, now };
  await withUniqueViolationsAsErrors(() =>
    deps.db.transaction().execute(async (tx) => {
      if (!(await repository.consumeVerificationCode(tx, codeId, now))) fail("sendCodeFirst");
      await repository.setContact(tx, user.id, request.contact);
      await afterSecurityChange(tx, change);
    }),
  );
  // The new email is told by afterSecurityChangeCommitted; the old contact, which may be the owner's
  // last way to learn of a takeover, is told here.
  const old = oldContact(before, request.contact.method);
  if (old) await tellChange(deps, old, "contact_changed", meta, now);
  await afterSecurityChangeCommitted(deps, change);
  const heldUntil = (await repository.withdrawalProtections(deps.db, user.id)).heldUntil;
  return { withdrawalsHeldUntil: heldUntil && heldUntil > now ? heldUntil.toISOString() : null };
}
