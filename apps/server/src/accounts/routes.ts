// HTTP edge of accounts: SPEC §7 login/* and user/* paths plus logout, wallet nonce, dev outbox.
import * as api from "@tradewind/api/accounts";
import { fail } from "../platform/errors.ts";
import type { Router } from "../platform/route.ts";
import { securityRoutes } from "./security-routes.ts";
import { requestMeta } from "./security-service.ts";
import * as accounts from "./service.ts";
import type { AccountsDeps } from "./service.ts";

export function accountRoutes(router: Router, deps: AccountsDeps, options: { devOutbox: boolean }) {
  router.route(api.checkUserNameOrPhone, async ({ query }) => ({ exists: await accounts.exists(deps.db, query) }));

  router.route(api.sendCode, async ({ body }, { ip, language }) => accounts.sendCode(deps, { purpose: body.purpose, contact: body.contact, clientIp: ip, language }));

  router.route(api.register, async ({ body }, context) => accounts.register(deps, body, requestMeta(context)));

  router.route(api.login, async ({ body }, context) => accounts.login(deps, body, requestMeta(context)));

  router.route(api.logout, async (_input, { user }) => {
    await accounts.logout(deps, user);
    return { loggedOut: true };
  });

  router.route(api.loginByGoogle, async ({ body }, context) => accounts.loginWithGoogle(deps, body, requestMeta(context)));

  router.route(api.dappNonce, async ({ query }) => accounts.walletNonce(deps, query.address));

  router.route(api.loginByDapp, async ({ body }, context) => accounts.loginWithWallet(deps, body, requestMeta(context)));

  router.route(api.getUserInfo, async (_input, { user, book }) => accounts.userInfo(deps, user, book));

  router.route(api.repassword, async ({ body }, context) => {
    if (body.mode === "change") {
      if (!context.user) fail("sessionExpired");
      await accounts.changePassword(deps, context.user, body, requestMeta(context));
    } else {
      await accounts.resetPassword(deps, body, requestMeta(context));
    }
    return { changed: true };
  });

  securityRoutes(router, deps);

  router.route(api.devOutbox, async ({ query }) => {
    if (!options.devOutbox) fail("notFound");
    return accounts.outbox(deps.db, query.target);
  });
}
