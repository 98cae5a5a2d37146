// HTTP edge of the account security centre (issue 24): /user/security/* (factors, passkeys, step-up, sessions, the contact, the address book switch) and the second sign-in step.
import * as passkeyApi from "@tradewind/api/passkeys";
import * as api from "@tradewind/api/security";
import type { Router } from "../platform/route.ts";
import * as contactChange from "./contact-change-service.ts";
import * as passkeys from "./passkey-service.ts";
import * as security from "./security-service.ts";
import { requestMeta } from "./security-service.ts";
import * as accounts from "./service.ts";
import type { AccountsDeps } from "./service.ts";
import * as stepUp from "./step-up-service.ts";

export function securityRoutes(router: Router, deps: AccountsDeps) {
  router.route(api.getSecurityOverview, async (_input, { user }) => security.securityOverview(deps, user));

  router.route(api.startTotpEnrolment, async (_input, { user }) => security.startTotpEnrolment(deps, user));

  router.route(api.confirmTotpEnrolment, async ({ body }, context) => security.confirmTotpEnrolment(deps, context.user, body.code, requestMeta(context)));

  router.route(api.disableTotp, async ({ body }, context) => security.disableTotp(deps, context.user, body.proof, requestMeta(context)));

  router.route(api.renewRecoveryCodes, async ({ body }, context) => security.renewRecoveryCodes(deps, context.user, body.code, requestMeta(context)));

  router.route(api.listSessions, async (_input, { user }) => security.listSessions(deps, user));

  router.route(api.endSession, async ({ body }, context) => security.endSession(deps, context.user, body.id, requestMeta(context)));

  router.route(api.endOtherSessions, async (_input, context) => security.endOtherSessions(deps, context.user, requestMeta(context)));

  router.route(api.sendStepUpCode, async (_input, context) => stepUp.sendStepUpCode(deps, context.user, requestMeta(context)));

  router.route(api.startStepUpPasskey, async (_input, context) => stepUp.stepUpPasskeyOptions(deps, context.user));

  router.route(api.stepUp, async ({ body }, context) => stepUp.stepUp(deps, context.user, body.proof, requestMeta(context)));

  router.route(api.sendContactChangeCode, async ({ body }, context) => contactChange.sendContactChangeCode(deps, context.user, body.contact, requestMeta(context)));

  router.route(api.changeContact, async ({ body }, context) => contactChange.changeContact(deps, context.user, body, requestMeta(context)));

  router.route(api.setAddressBook, async ({ body }, context) => security.setAddressBook(deps, context.user, body.on, requestMeta(context)));

  router.route(passkeyApi.startPasskeyRegistration, async (_input, { user }) => passkeys.startRegistration(deps, user));

  router.route(passkeyApi.finishPasskeyRegistration, async ({ body }, context) => passkeys.finishRegistration(deps, context.user, body, requestMeta(context)));

  router.route(passkeyApi.removePasskey, async ({ body }, context) => passkeys.removePasskey(deps, context.user, body.id, requestMeta(context)));

  router.route(passkeyApi.startPasskeySignIn, async ({ body }) => security.passkeySignInOptions(deps, body?.signInChallenge));

  router.route(passkeyApi.finishPasskeySignIn, async ({ body }, context) => accounts.signInWithPasskey(deps, body.response, requestMeta(context)));

  router.route(api.sendPasskeyRecoveryCode, async ({ body }, context) => security.sendPasskeyRecoveryCode(deps, body.challenge, requestMeta(context)));

  router.route(api.completeSecondFactor, async ({ body }, context) => accounts.completeSecondFactor(deps, body, requestMeta(context)));
}
