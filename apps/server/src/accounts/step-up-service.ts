// Step-up (issue 24): before a withdrawal, saving a withdrawal address, a password change or
// turning a protection off, the user proves again, on this session, that it is them: a fresh
// second factor (an authenticator or recovery code: proveSecondFactor; or a passkey's assertion
// answering a step-up challenge, its counter checked as at sign-in), or for a user without an
// authenticator app the password plus a code emailed to them. The session is then confirmed until step_up_minutes from
// now, stored on its row (server side), and the guarded actions check it (step-up-guard.ts).
//
// Each attempt is counted by the password's throttle before its proof is checked, and an
// authenticator code is accepted once (the row lock of proveSecondFactor), so two step-ups
// racing with one code get one yes.
import type { StepUpProof } from "@tradewind/api/security";
import type { Db } from "../platform/database.ts";
import { AppError, fail } from "../platform/errors.ts";
import { integerParam } from "../platform/params.ts";
import type { AuthUser } from "../platform/request-context.ts";
import { admitLoginAttempt, loginSucceeded, loginThrottleKeys } from "./login-throttle.ts";
import * as repository from "./repository.ts";
import { passwordMatches } from "./secrets.ts";
import { startAuthentication, verifyAssertion } from "./passkey-service.ts";
import { hasSecondFactor, proveSecondFactor, recordEvent, type RequestMeta } from "./security-service.ts";
import { sendCode, verifyCode, type AccountsDeps } from "./service.ts";

/** The email a password step-up's code goes to: only users without a second factor, and with an address. */
async function stepUpEmail(db: Db, userId: string): Promise<string> {
  if (await hasSecondFactor(db, userId)) fail("stepUpUseSecondFactor");
  const email = (await repository.findUserById(db, userId))?.email;
  if (!email) fail("stepUpNeedsEmailOrFactor");
  return email;
}

export async function sendStepUpCode(deps: AccountsDeps, user: AuthUser, meta: RequestMeta) {
  const email = await stepUpEmail(deps.db, user.id);
  return sendCode(deps, { purpose: "step_up", contact: { method: "email", email }, clientIp: meta.clientIp, language: meta.language });
}

/** Options for a step-up's passkey assertion: the user's passkeys and a challenge only a step-up spends. */
export async function stepUpPasskeyOptions(deps: AccountsDeps, user: AuthUser) {
  return startAuthentication(deps, user.id, "step_up");
}

const failedProofs: ReadonlySet<string> = new Set([
  "secondFactorCodeWrong",
  "secondFactorCodeReused",
  "passwordWrong",
  "verificationCodeWrong",
  "passkeyVerificationFailed",
  "passkeyNotRecognised",
]);

export async function stepUp(deps: AccountsDeps, user: AuthUser, proof: StepUpProof, meta: RequestMeta) {
  const now = deps.clock.now();
  const until = new Date(now.getTime() + (await integerParam(deps.db, "step_up_minutes", 1)) * 60_000);
  const admission = await admitLoginAttempt(deps.db, now, loginThrottleKeys({ userId: user.id, typedAccount: user.username, clientIp: meta.clientIp }));
  try {
    if (proof.method === "password") {
      const email = await stepUpEmail(deps.db, user.id);
      const row = await repository.findUserById(deps.db, user.id);
      if (!row || !(await passwordMatches(deps.passwords, row.passwordHash, proof.password))) fail("passwordWrong");
      const codeId = await verifyCode(deps.db, now, email, "step_up", proof.emailCode);
      await deps.db.transaction().execute(async (tx) => {
        if (!(await repository.consumeVerificationCode(tx, codeId, now))) fail("sendCodeFirst");
        await confirmSession(tx, user, until, meta, now);
      });
    } else if (proof.method === "passkey") {
      // Checked before the transaction: the challenge's spend and the counter commit on their own.
      await verifyAssertion(deps, proof.response, user.id, meta, "step_up");
      await deps.db.transaction().execute((tx) => confirmSession(tx, user, until, meta, now));
    } else {
      await deps.db.transaction().execute(async (tx) => {
        const used = await proveSecondFactor(tx, deps.sealingKey, user.id, proof, now);
        if (used) await recordEvent(tx, user.id, used, meta, now);
        await confirmSession(tx, user, until, meta, now);
      });
    }
  } catch (error) {
    if (error instanceof AppError && failedProofs.has(error.errorName)) await recordEvent(deps.db, user.id, "step_up_failed", meta, now);
    throw error;
  }
  await loginSucceeded(deps.db, admission);
  return { steppedUpUntil: until.toISOString() };
}

async function confirmSession(tx: Db, user: AuthUser, until: Date, meta: RequestMeta, now: Date) {
  await repository.setSteppedUpUntil(tx, user.tokenHash, until);
  await recordEvent(tx, user.id, "stepped_up", meta, now);
}
