// The role × endpoint matrix: every endpoint defined in packages/api/src/admin (found by reading
// the folder, so new ones are covered without being listed) is called by a visitor, a user, an
// operator of each role, a disabled operator and one without TOTP. Only operators holding a role
// the definition names (or admin) get past the route layer; the rest get 401 or 403.
import { operatorRoles, type Role } from "@tradewind/api/admin/roles";
import { isOperatorAuth, rolesAllow, type Endpoint } from "@tradewind/api/endpoint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseUnavailable, registerUser, testApp, type TestApp } from "../testing/harness.ts";
import { adminCall, adminEndpoints, firstAdmin, samplePath, signInOperator, unenrolledOperatorToken } from "./testing.ts";

interface Principal {
  name: string;
  token: string | undefined;
  /** The answer expected where the route layer refuses: [HTTP status, envelope code]. */
  refused: [number, number];
  roles: readonly Role[] | null;
}

// Ending one's own session must come last, or the sessions the other checks use would be gone.
const endpoints = (await adminEndpoints()).sort((a, b) => Number(a.endpoint.path === "/auth/signOut") - Number(b.endpoint.path === "/auth/signOut"));

async function callAs(t: TestApp, endpoint: Endpoint, token: string | undefined) {
  return adminCall(t.app, endpoint.method, samplePath(endpoint), endpoint.method === "POST" ? {} : undefined, { token });
}

describe.skipIf(databaseUnavailable)("who may call each /swx/admin endpoint", () => {
  let t: TestApp;
  const principals: Principal[] = [];
  beforeAll(async () => {
    t = await testApp();
    const admin = await firstAdmin(t);
    principals.push({ name: "visitor", token: undefined, refused: [401, 401], roles: null });
    principals.push({ name: "user", token: (await registerUser(t.app)).token, refused: [401, 401], roles: null });
    for (const role of operatorRoles) principals.push({ name: role, token: (await signInOperator(t, [role])).token, refused: [403, 10139], roles: [role] });
    const disabled = await signInOperator(t, ["admin"]);
    await adminCall(t.app, "POST", `/operators/${disabled.id}/disable`, { reason: "access matrix" }, { token: admin.token });
    principals.push({ name: "disabled operator", token: disabled.token, refused: [401, 401], roles: null });
    principals.push({ name: "operator without TOTP", token: await unenrolledOperatorToken(t, ["admin"]), refused: [403, 10152], roles: null });
  }, 60_000);
  afterAll(() => t.close());

  it("finds the back office's endpoints", () => {
    expect(endpoints.length).toBeGreaterThan(30);
  });

  it.each(endpoints.map(({ name, endpoint }) => [`${endpoint.method} ${endpoint.path} (${name})`, endpoint] as const))("%s", async (_title, endpoint) => {
    // A defined endpoint the server does not serve is a gap in the back office, not a pass.
    expect(t.app.hasRoute({ method: endpoint.method, url: `/swx/admin${endpoint.path}` }), "mounted").toBe(true);
    for (const principal of principals) {
      const reply = await callAs(t, endpoint, principal.token);
      const admitted = !isOperatorAuth(endpoint.auth) || (principal.roles !== null && rolesAllow(principal.roles, endpoint.auth));
      const answer = [reply.status, reply.code];
      if (admitted) expect([401, 403], `${principal.name} should pass: ${answer.join(" ")}`).not.toContain(reply.status);
      else expect(answer, `${principal.name} should be refused`).toEqual(principal.refused);
      expect(reply.status, `${principal.name}: ${reply.message}`).not.toBe(500);
    }
  });
});
