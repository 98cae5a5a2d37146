// What the signed-in operator may see. The server enforces roles on every endpoint; the UI
// reads the same endpoint definitions so it hides exactly what the server would refuse.
import { isOperatorAuth, rolesAllow, type Endpoint } from "@tradewind/api/endpoint";
import type { Role } from "@tradewind/api/admin/roles";

/** Whether an operator holding `roles` passes the endpoint's role list (admin passes all). */
export function canCall(roles: readonly Role[], endpoint: Endpoint): boolean {
  return !isOperatorAuth(endpoint.auth) || rolesAllow(roles, endpoint.auth);
}
