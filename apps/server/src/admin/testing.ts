// Test helpers for the back office, used by the admin domain's tests, other domains' admin
// tests and the end-to-end run: calls under /swx/admin, the first admin's setup, operators
// with given roles signed in through their one-time links, and TOTP codes computed like an
// authenticator app computes them.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import type { Endpoint } from "@tradewind/api/endpoint";
import type { Role } from "@tradewind/api/admin/roles";
import { newSessionToken, sha256 } from "../accounts/secrets.ts";
import type { Clock } from "../platform/clock.ts";
import type { Db } from "../platform/database.ts";
import type { Reply } from "../testing/harness.ts";
import { setupLinkIfNoOperator } from "./operators/links-service.ts";
import { operatorTokenPrefix } from "./operators/sessions-service.ts";
import { totpCodeAt } from "../platform/totp.ts";
import * as repository from "./operators/repository.ts";

export { totpCodeAt };

/** What tests need from a test app: the app, its database and its hand-moved clock. */
export interface AdminTestApp {
  app: FastifyInstance;
  db: Db;
  clock: Clock & { advance(ms: number): void };
}

export interface OperatorSession {
  id: string;
  username: string;
  password: string;
  /** The TOTP secret, to compute further codes with `nextTotpCode`. */
  secret: string;
  token: string;
}

/** A password that passes the operators' rule (12+ characters, letters and digits). */
export const operatorTestPassword = "operator-pass-1234";

/** One call under /swx/admin; `token` is an operator's session token. */
export async function adminCall<Result = Record<string, unknown>>(
  app: FastifyInstance,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
  options: { token?: string | undefined; headers?: Record<string, string> } = {},
): Promise<Reply<Result>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = options.token;
  const response = await app.inject({ method, url: `/swx/admin${path}`, headers, ...(body === undefined ? {} : { payload: body as object }) });
  const parsed = response.json() as { code: number; result: Result; message: string };
  return { status: response.statusCode, ...parsed };
}

/** The token of a one-time link URL (`.../admin/setup?token=...`). */
export function linkToken(url: string): string {
  const token = new URL(url, "http://localhost").searchParams.get("token");
  if (!token) throw new Error(`no token in ${url}`);
  return token;
}

/**
 * A code for the next TOTP step: each code works once, so the clock moves one 30 s step first.
 * Tests on a manual clock call this for every sign-in after enrolment.
 */
export async function nextTotpCode(t: AdminTestApp, secret: string): Promise<string> {
  t.clock.advance(30_000);
  return totpCodeAt(secret, t.clock.now());
}

/** Follows a link through both steps: answers the new session. */
export async function enrolThroughLink(t: AdminTestApp, token: string, choice: { username?: string; password: string }) {
  const started = await adminCall<{ secret: string }>(t.app, "POST", "/auth/link/start", { token, ...choice, confirmPassword: choice.password });
  if (started.code !== 200) throw new Error(`link start failed: ${started.code} ${started.message}`);
  const { secret } = started.result;
  const confirmed = await adminCall<{ token: string; operator: { id: string; username: string } }>(t.app, "POST", "/auth/link/confirm", {
    token,
    code: await totpCodeAt(secret, t.clock.now()),
  });
  if (confirmed.code !== 200) throw new Error(`link confirm failed: ${confirmed.code} ${confirmed.message}`);
  return { secret, token: confirmed.result.token, id: confirmed.result.operator.id, username: confirmed.result.operator.username };
}

/** The setup link `npm start` prints on a database without operators, as its token. */
export async function setupLinkToken(t: AdminTestApp): Promise<string> {
  const link = await setupLinkIfNoOperator({ db: t.db, clock: t.clock }, "http://localhost");
  if (!link) throw new Error("an operator is already enrolled: no setup link");
  return linkToken(link.url);
}

const firstAdmins = new WeakMap<FastifyInstance, Promise<OperatorSession>>();

/** Signs an enrolled operator in again (e.g. after the clock passed their session's end). */
export async function signInAgain(t: AdminTestApp, operator: OperatorSession): Promise<OperatorSession> {
  const signedIn = await adminCall<{ token: string }>(t.app, "POST", "/auth/signIn", {
    username: operator.username,
    password: operator.password,
    code: await nextTotpCode(t, operator.secret),
  });
  if (signedIn.code !== 200) throw new Error(`sign-in failed: ${signedIn.code} ${signedIn.message}`);
  return { ...operator, token: signedIn.result.token };
}

/** The first admin of this app, set up once through the setup link; signed in again when the session ended. */
export async function firstAdmin(t: AdminTestApp): Promise<OperatorSession> {
  let admin = firstAdmins.get(t.app);
  if (!admin) {
    admin = (async () => {
      const session = await enrolThroughLink(t, await setupLinkToken(t), { username: "root_admin", password: operatorTestPassword });
      return { ...session, password: operatorTestPassword };
    })();
    firstAdmins.set(t.app, admin);
  }
  const current = await admin;
  if ((await adminCall(t.app, "GET", "/auth/me", undefined, { token: current.token })).code === 200) return current;
  const renewed = signInAgain(t, current);
  firstAdmins.set(t.app, renewed);
  return renewed;
}

let invited = 0;

/** A new operator holding `roles`, invited by the first admin and signed in through the invitation. */
export async function signInOperator(t: AdminTestApp, roles: Role[]): Promise<OperatorSession> {
  const admin = await firstAdmin(t);
  invited += 1;
  const username = `op_${roles.join("_")}_${invited}`.slice(0, 32);
  const invitation = await adminCall<{ link: { url: string } }>(t.app, "POST", "/operators/invite", { username, roles, reason: "test operator" }, { token: admin.token });
  if (invitation.code !== 200) throw new Error(`invite failed: ${invitation.code} ${invitation.message}`);
  const session = await enrolThroughLink(t, linkToken(invitation.result.link.url), { password: operatorTestPassword });
  return { ...session, password: operatorTestPassword };
}

/**
 * A session token for an operator who never enrolled TOTP, written straight to the database:
 * no sign-in can produce one, so this is how tests prove the route layer refuses it anyway.
 */
export async function unenrolledOperatorToken(t: AdminTestApp, roles: Role[]): Promise<string> {
  invited += 1;
  const now = t.clock.now();
  const operator = await repository.insertOperator(t.db, { username: `unenrolled_${invited}`, roles, passwordHash: null, totpSecret: null, totpEnrolledAt: null, totpLastStep: null, createdAt: now });
  const token = operatorTokenPrefix + newSessionToken();
  await repository.insertSession(t.db, { tokenHash: sha256(token), operatorId: operator.id, ip: "127.0.0.1", userAgent: "test", createdAt: now, expiresAt: new Date(now.getTime() + 3_600_000) });
  return token;
}

const adminApiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../packages/api/src/admin");

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === "object" && value !== null && "path" in value && "method" in value && "auth" in value && "result" in value;
}

/**
 * Every endpoint defined in packages/api/src/admin, found by reading the folder, so an endpoint
 * added there is walked by the access matrix without anyone listing it. Named `file.export`.
 */
export async function adminEndpoints(): Promise<{ name: string; endpoint: Endpoint }[]> {
  const found: { name: string; endpoint: Endpoint }[] = [];
  const files = fs.readdirSync(adminApiDir).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts")).sort();
  for (const file of files) {
    const module = (await import(`@tradewind/api/admin/${file.slice(0, -3)}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (isEndpoint(value) && value.scope === "admin") found.push({ name: `${file.slice(0, -3)}.${name}`, endpoint: value });
    }
  }
  return found;
}

/** A URL for an endpoint's path with placeholder parameters (an unknown id, a real instrument and parameter). */
export function samplePath(endpoint: Endpoint): string {
  const samples: Record<string, string> = { id: "999999", code: "BTCUSDT", key: "demo_enabled", kind: "contract" };
  return endpoint.path.replace(/:(\w+)/g, (_match, name: string) => samples[name] ?? "1");
}
