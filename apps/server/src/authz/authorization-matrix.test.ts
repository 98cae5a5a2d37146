// The authorization matrix (issue 22): every endpoint that takes a record id, found in the
// endpoint definitions (a field named `id`/`…Id`/`…Ids` or shaped like a record id), is called
// with a real row of each kind by its owner, another verified user, a demo-book user, a user
// frozen by compliance (holding the token they had), a visitor with and without a support token
// and an operator of each role. It proves:
//   - customer endpoints: the owner gets the domain's answer for the row; everyone else gets
//     exactly what they get for an id that does not exist (same status, code and result), so a
//     refusal reveals nothing, and no reply to them shows the owner's data; ids of the catalogue
//     (products, cycles, NFT items, notices) are open to every user, and user-only endpoints
//     answer 401 to visitors, frozen users' old tokens and operators' tokens;
//   - /swx/admin endpoints: only the roles the definition names (admin always) get past the
//     route layer, the rest 403/10139, visitors and user tokens 401;
//   - no reply is a 5xx, and a refused call changed no row (every table's rows are hashed
//     before and after the refusals);
//   - an id-taking endpoint without a case here fails the suite, so none is forgotten.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { operatorRoles, type Role } from "@tradewind/api/admin/roles";
import { visitorTokenHeader } from "@tradewind/api/support-visitor";
import { isOperatorAuth, rolesAllow, type Endpoint } from "@tradewind/api/endpoint";
import { orderId } from "@tradewind/domain/ids";
import { kycForm, submitKycForm } from "../accounts/kyc-testing.ts";
import { adminCall, adminEndpoints, signInOperator, type AdminTestApp, type OperatorSession } from "../admin/testing.ts";
import { call, creditReal, databaseUnavailable, liveMarketApp, notificationsOf, registerUser, stepUpSession, testDatabase, type LiveMarketApp, type TestDatabase } from "../testing/harness.ts";
import { languageTexts } from "../testing/language-texts.ts";
import { createCredential } from "../testing/software-authenticator.ts";
import { listOrderForAttention } from "../trading/attention-service.ts";
import { multipartBody, pngImage, uploadedImageId } from "../uploads/testing.ts";

/** A record id no table reaches in this run. */
const absentId = "987654321";
/** recordId()'s pattern as the JSON schema spells it. */
const recordIdPattern = "^[1-9]\\d{0,18}$";
const idName = /^id$|Id$|Ids$/;

type Json = { properties?: Record<string, Json>; anyOf?: Json[]; oneOf?: Json[]; allOf?: Json[]; pattern?: string };

/** The id fields of an endpoint, as "params.id", "query.itemId", "body.signatureImageId". */
function idFields(endpoint: Endpoint): string[] {
  const found = new Set<string>();
  const walk = (part: string, json: Json) => {
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      const patterns = [property, ...(property.anyOf ?? []), ...(property.allOf ?? [])].map((each) => each.pattern);
      if (idName.test(name) || patterns.includes(recordIdPattern)) found.add(`${part}.${name}`);
    }
    for (const branch of [...(json.anyOf ?? []), ...(json.oneOf ?? []), ...(json.allOf ?? [])]) walk(part, branch);
  };
  for (const part of ["params", "query", "body"] as const) {
    const schema = endpoint[part];
    if (schema) walk(part, z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json);
  }
  return [...found].sort();
}

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../packages/api/src");
const isEndpoint = (value: unknown): value is Endpoint => typeof value === "object" && value !== null && "path" in value && "method" in value && "auth" in value && "result" in value;

/** Every customer endpoint defined in packages/api/src, found by reading the folder. */
async function customerEndpoints(): Promise<Endpoint[]> {
  const found = new Map<string, Endpoint>();
  for (const file of fs.readdirSync(apiDir).filter((each) => each.endsWith(".ts") && !each.endsWith(".test.ts")).sort()) {
    const module = (await import(`@tradewind/api/${file.slice(0, -3)}`)) as Record<string, unknown>;
    for (const value of Object.values(module)) if (isEndpoint(value) && value.scope !== "admin") found.set(`${value.method} ${value.path}`, value);
  }
  return [...found.values()];
}

const keyOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
const customer = (await customerEndpoints()).filter((endpoint) => idFields(endpoint).length > 0);
const admin = (await adminEndpoints()).map((each) => each.endpoint).filter((endpoint) => idFields(endpoint).length > 0);

interface Request {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/** The rows the matrix calls about: the owner's, the catalogue's and the back office's. */
interface Fixtures {
  ownerId: string;
  contract: string;
  option: string;
  cycle: string;
  spot: string;
  smartProduct: string;
  smartDays: number;
  plan: string;
  loanProduct: string;
  loan: string;
  deposit: string;
  withdrawal: string;
  upload: string;
  kycUploads: [string, string, string];
  signatureUpload: string;
  proofUpload: string;
  chatUpload: string;
  chatImage: string;
  notification: string;
  notice: string;
  conversation: string;
  message: string;
  charity: string;
  nft: string;
  nftImage: string;
  kycSubmission: string;
  adjustment: string;
  /** A liability snapshot taken after the owner's real balance: every user with a claim has a proof in it. */
  liabilitySnapshot: string;
  /** A statement the owner generated (a closed month of the real book). */
  statement: string;
  targetOperator: string;
  targetSession: string;
  /** A second sign-in of the owner's (not the one the matrix calls with), for ending one session. */
  ownerSecondSession: string;
  /** The owner's price alert (issue 25). */
  priceAlert: string;
  /** An address in the owner's withdrawal address book. */
  savedAddress: string;
  /** The owner's passkey, registered last (from then on the owner's password sign-in asks for it). */
  ownerPasskey: string;
  /** A third sign-in of the owner's, which an operator ends (issue 24). */
  ownerThirdSession: string;
  /** A reset of the owner's passkeys compliance requested, waiting for a second operator. */
  factorReset: string;
}

interface CustomerCase {
  request(f: Fixtures): Request;
  /** Id fields naming the owner's own rows; none means the ids are the catalogue's, open to every user. */
  owned: string[];
  /** The owner's state refuses the call before its ids are looked at (already verified): this code. */
  ownerRefusal?: number;
}

interface AdminCase {
  request(f: Fixtures): Request;
  /** The id names a row of another operator's: every operator gets what an unknown id gets. */
  othersOnly?: true;
  /** The row's kind narrows the roles further than the definition (a KYC photo: compliance, not finance). */
  admits?: Role[];
}

const reason = "authorization matrix";
/** Text only the owner wrote (a support message): no reply to anyone else may contain it. */
const ownerSecret = "owner-only-words-7fd2";

/**
 * Customer cases, in the order the owner calls them: reads before the writes that end a row
 * (the position is looked at before it is closed, the loan's agreement before it is repaid).
 */
const customerCases: Record<string, CustomerCase> = {
  "GET /index/getContentsById/:id": { request: (f) => ({ params: { id: f.notice } }), owned: [] },
  "POST /user/readNotice": { request: (f) => ({ body: { id: f.notice } }), owned: [] },
  "GET /order/previewSmartExit/:id": { request: (f) => ({ params: { id: f.plan } }), owned: ["params.id"] },
  "POST /order/exitSmart": { request: (f) => ({ body: { id: f.plan } }), owned: ["body.id"] },
  "POST /order/buySmart": { request: (f) => ({ body: { productId: f.smartProduct, days: f.smartDays, amount: "100" } }), owned: [] },
  "POST /user/identification": {
    request: (f) => ({ body: { firstName: "Mira", lastName: "Okafor", birthdate: "1990-05-17", sex: "female", country: "DE", address: "Torstraße 1", phone: "+49 30123456", documentType: "passport", frontImageId: f.kycUploads[0], backImageId: f.kycUploads[1], holdingImageId: f.kycUploads[2] } }),
    owned: ["body.frontImageId", "body.backImageId", "body.holdingImageId"],
    ownerRefusal: 10019,
  },
  "GET /user/quoteLoan": { request: (f) => ({ query: { productId: f.loanProduct, amount: "1000", termDays: "30" } }), owned: [] },
  "GET /user/loanAgreement/:id": { request: (f) => ({ params: { id: f.loan } }), owned: ["params.id"] },
  "POST /user/repayLoan": { request: (f) => ({ body: { id: f.loan } }), owned: ["body.id"] },
  "POST /user/loan": { request: (f) => ({ body: { productId: f.loanProduct, amount: "1000", termDays: 30, signatureImageId: f.signatureUpload } }), owned: ["body.signatureImageId"] },
  "GET /index/getNft/:id": { request: (f) => ({ params: { id: f.nft } }), owned: [] },
  "GET /index/nftImage/:id": { request: (f) => ({ params: { id: f.nftImage } }), owned: [] },
  "GET /index/listCharityPayouts": { request: (f) => ({ query: { charityId: f.charity } }), owned: [] },
  "GET /user/listNftBids": { request: (f) => ({ query: { itemId: f.nft } }), owned: [] },
  "POST /user/bidNft": { request: (f) => ({ body: { id: f.nft, amount: "200" } }), owned: [] },
  "POST /user/buyNft": { request: (f) => ({ body: { id: f.nft } }), owned: [] },
  "POST /user/markNotificationsRead": { request: (f) => ({ body: { id: f.notification } }), owned: ["body.id"] },
  "GET /order/getOptionsOrderById/:id": { request: (f) => ({ params: { id: f.option } }), owned: ["params.id"] },
  "POST /order/buyOptions": { request: (f) => ({ body: { code: "ETHUSDT", direction: "up", cycleId: f.cycle, stake: "10" } }), owned: [] },
  "POST /user/recharge": {
    request: (f) => ({ body: { coin: "USDT", network: "TRC20", amount: "150", txHash: "a".repeat(64), proofImageId: f.proofUpload } }),
    owned: ["body.proofImageId"],
  },
  "POST /order/chedan": { request: (f) => ({ body: { id: f.spot } }), owned: ["body.id"] },
  "GET /support/images/:id": { request: (f) => ({ params: { id: f.chatImage } }), owned: ["params.id"] },
  // A cursor, not a reference: any number pages the caller's own messages, so another's id finds nothing of theirs.
  "GET /support/messages": { request: (f) => ({ query: { before: f.message } }), owned: [] },
  "POST /support/read": { request: (f) => ({ body: { upTo: f.message } }), owned: ["body.upTo"] },
  "POST /support/send": { request: (f) => ({ body: { clientMessageId: "matrix-0001", imageId: f.chatUpload } }), owned: ["body.imageId"] },
  "GET /order/getAssestInfo/:id": { request: (f) => ({ params: { id: f.contract } }), owned: ["params.id"] },
  "POST /order/stopU": { request: (f) => ({ body: { id: f.contract } }), owned: ["body.id"] },
  "POST /order/setExitsU": { request: (f) => ({ body: { id: f.contract, stopLoss: "1" } }), owned: ["body.id"] },
  "GET /user/upload/:id": { request: (f) => ({ params: { id: f.upload } }), owned: ["params.id"] },
  // A snapshot is everyone's: each user gets their own leaf's proof in it, never another's.
  "GET /solvency/proof": { request: (f) => ({ query: { snapshotId: f.liabilitySnapshot, currency: "USDT" } }), owned: [] },
  // Published roots are everyone's; the snapshot id only narrows the public list.
  "GET /solvency/roots": { request: (f) => ({ query: { snapshotId: f.liabilitySnapshot, currency: "USDT" } }), owned: [] },
  "GET /user/statements/:id/:format": { request: (f) => ({ params: { id: f.statement, format: "pdf" } }), owned: ["params.id"] },
  "POST /user/priceAlerts/update": { request: (f) => ({ body: { id: f.priceAlert, code: "BTCUSDT", condition: "below", level: "1", repeating: true, active: false } }), owned: ["body.id"] },
  "POST /user/priceAlerts/delete": { request: (f) => ({ body: { id: f.priceAlert } }), owned: ["body.id"] },
  "POST /user/withdrawalAddresses/remove": { request: (f) => ({ body: { id: f.savedAddress } }), owned: ["body.id"] },
  // Last: it ends the owner's second session (never the one the matrix calls with).
  "POST /user/security/sessions/end": { request: (f) => ({ body: { id: f.ownerSecondSession } }), owned: ["body.id"] },
  // After the session's end: removing a factor ends the owner's other sessions.
  "POST /user/security/passkeys/remove": { request: (f) => ({ body: { id: f.ownerPasskey } }), owned: ["body.id"] },
};

const nftBody = (f: Pick<Fixtures, "nftImage" | "charity">) => ({
  name: "Kite #1",
  chain: "Ethereum",
  creator: "Ana",
  contractAddress: "0x1234567890abcdef",
  tokenId: "1",
  imageId: f.nftImage,
  descriptions: { en: "A kite over the sea", ja: "", ko: "", de: "", fr: "", it: "", es: "", ar: "", hk: "", zh: "" },
  startPrice: "100",
  buyNowPrice: "1000",
  minIncrement: "10",
  startsAt: "2030-01-01T00:00:00.000Z",
  endsAt: "2030-01-02T00:00:00.000Z",
  charityId: f.charity,
  reason,
});

/** Back-office cases, in call order: reads first, then the decisions, the destructive ones last. */
const adminCases: Record<string, AdminCase> = {
  "GET /users/:id": { request: (f) => ({ params: { id: f.ownerId } }) },
  "GET /users/:id/alerts": { request: (f) => ({ params: { id: f.ownerId } }) },
  "GET /users/:id/security": { request: (f) => ({ params: { id: f.ownerId } }) },
  "GET /users/:id/orders/contract": { request: (f) => ({ params: { id: f.ownerId } }) },
  "GET /users/:id/orders/option": { request: (f) => ({ params: { id: f.ownerId } }) },
  "GET /users/:id/orders/spot": { request: (f) => ({ params: { id: f.ownerId } }) },
  "GET /users/:id/sessions": { request: (f) => ({ params: { id: f.ownerId } }) },
  "GET /users/:id/statement": { request: (f) => ({ params: { id: f.ownerId } }) },
  "GET /users/:id/statements": { request: (f) => ({ params: { id: f.ownerId } }) },
  "POST /users/:id/statements": { request: (f) => ({ params: { id: f.ownerId }, body: { book: "real", from: "2026-01-01", to: "2026-01-31", language: "en", reason } }) },
  "GET /statements/:id/:format": { request: (f) => ({ params: { id: f.statement, format: "csv" } }) },
  "GET /uploads/:id": { request: (f) => ({ params: { id: f.upload } }), admits: ["compliance"] },
  "GET /audit": { request: (f) => ({ query: { operatorId: f.targetOperator } }) },
  "GET /audit/export": { request: (f) => ({ query: { operatorId: f.targetOperator } }) },
  "GET /adjustments": { request: (f) => ({ query: { userId: f.ownerId } }) },
  "GET /adjustments/:id": { request: (f) => ({ params: { id: f.adjustment } }) },
  "GET /kyc": { request: (f) => ({ query: { userId: f.ownerId } }) },
  "GET /kyc/:id": { request: (f) => ({ params: { id: f.kycSubmission } }) },
  "GET /loans": { request: (f) => ({ query: { userId: f.ownerId } }) },
  "GET /loans/:id": { request: (f) => ({ params: { id: f.loan } }) },
  "GET /loans/:id/agreement": { request: (f) => ({ params: { id: f.loan } }) },
  "GET /payments/deposits": { request: (f) => ({ query: { userId: f.ownerId } }) },
  "GET /payments/deposits/:id": { request: (f) => ({ params: { id: f.deposit } }) },
  "GET /payments/withdrawals": { request: (f) => ({ query: { userId: f.ownerId } }) },
  "GET /payments/withdrawals/:id": { request: (f) => ({ params: { id: f.withdrawal } }) },
  "GET /support/conversations/:id": { request: (f) => ({ params: { id: f.conversation } }) },
  "GET /support/conversations/:id/messages": { request: (f) => ({ params: { id: f.conversation } }) },
  "GET /support/images/:id": { request: (f) => ({ params: { id: f.chatImage } }) },
  "GET /contents/:id": { request: (f) => ({ params: { id: f.notice } }) },
  "GET /nfts/:id": { request: (f) => ({ params: { id: f.nft } }) },
  "GET /nfts/:id/bids": { request: (f) => ({ params: { id: f.nft } }) },
  "GET /nfts/images/:id": { request: (f) => ({ params: { id: f.nftImage } }) },
  "GET /charity-payouts": { request: (f) => ({ query: { charityId: f.charity } }) },
  "POST /support/conversations/:id/read": { request: (f) => ({ params: { id: f.conversation }, body: { upTo: f.message } }) },
  "POST /support/conversations/:id/assign": { request: (f) => ({ params: { id: f.conversation }, body: { operatorId: f.targetOperator } }) },
  "POST /support/conversations/:id/send": { request: (f) => ({ params: { id: f.conversation }, body: { clientMessageId: "matrix-reply-1", text: "Hello" } }) },
  "POST /support/conversations/:id/close": { request: (f) => ({ params: { id: f.conversation }, body: { note: reason } }) },
  "POST /adjustments": { request: (f) => ({ body: { userId: f.ownerId, book: "real", currency: "USDT", direction: "credit", amount: "1", platformAccount: "cash", reference: "matrix-1", reason } }) },
  "POST /adjustments/:id/approve": { request: (f) => ({ params: { id: f.adjustment }, body: { reason } }) },
  "POST /adjustments/:id/reject": { request: (f) => ({ params: { id: f.adjustment }, body: { reason } }) },
  "POST /attention/:kind/:id/resolve": { request: (f) => ({ params: { kind: "spot", id: f.spot }, body: { reason } }) },
  "POST /catalogue/cycles/:id": { request: (f) => ({ params: { id: f.cycle }, body: { enabled: true, reason } }) },
  "POST /earn/products/:id": { request: (f) => ({ params: { id: f.smartProduct }, body: { enabled: true, reason } }) },
  "POST /loan-products/:id": {
    request: (f) => ({ params: { id: f.loanProduct }, body: { name: "Flexible USDT loan", minAmount: "100", maxAmount: "5000", termDays: [7, 14, 30], dailyRate: "0.0005", enabled: true, reason } }),
  },
  "POST /kyc/:id/approve": { request: (f) => ({ params: { id: f.kycSubmission }, body: { note: reason } }) },
  "POST /kyc/:id/reject": { request: (f) => ({ params: { id: f.kycSubmission }, body: { reason } }) },
  "POST /loans/:id/approve": { request: (f) => ({ params: { id: f.loan }, body: { note: reason } }) },
  "POST /loans/:id/reject": { request: (f) => ({ params: { id: f.loan }, body: { reason } }) },
  "POST /payments/deposits/:id/approve": { request: (f) => ({ params: { id: f.deposit }, body: { creditedAmount: "150", note: reason } }) },
  "POST /payments/deposits/:id/reject": { request: (f) => ({ params: { id: f.deposit }, body: { reason } }) },
  "POST /payments/withdrawals/:id/approve": { request: (f) => ({ params: { id: f.withdrawal }, body: { payoutTxRef: "payout-matrix-1", note: reason } }) },
  "POST /payments/withdrawals/:id/reject": { request: (f) => ({ params: { id: f.withdrawal }, body: { reason } }) },
  "POST /nfts": { request: (f) => ({ body: nftBody(f) }) },
  "POST /nfts/:id": { request: (f) => ({ params: { id: f.nft }, body: nftBody(f) }) },
  "POST /nfts/:id/transfer": { request: (f) => ({ params: { id: f.nft }, body: { reference: "tx-matrix-1", reason } }) },
  "POST /charities/:id": { request: (f) => ({ params: { id: f.charity }, body: { names: languageTexts("Children First"), descriptions: languageTexts("Schools"), website: "https://children.example", payoutAddress: "0xabc", payoutBank: null, reason } }) },
  "POST /charities/:id/payouts": { request: (f) => ({ params: { id: f.charity }, body: { amount: "1", reference: "payout-1", reason } }) },
  "POST /contents/:id/push": { request: (f) => ({ params: { id: f.notice }, body: { reason } }) },
  "POST /contents/:id/unpublish": { request: (f) => ({ params: { id: f.notice }, body: { reason } }) },
  "POST /contents/:id/publish": { request: (f) => ({ params: { id: f.notice }, body: { reason } }) },
  "POST /contents/:id": { request: (f) => ({ params: { id: f.notice }, body: { reason } }) },
  "POST /contents/:id/delete": { request: (f) => ({ params: { id: f.notice }, body: { reason } }) },
  "POST /auth/sessions/:id/revoke": { request: (f) => ({ params: { id: f.targetSession } }), othersOnly: true },
  "POST /operators/:id/roles": { request: (f) => ({ params: { id: f.targetOperator }, body: { roles: ["support"], reason } }) },
  "POST /operators/:id/resetTotp": { request: (f) => ({ params: { id: f.targetOperator }, body: { reason } }) },
  "POST /operators/:id/disable": { request: (f) => ({ params: { id: f.targetOperator }, body: { reason } }) },
  "POST /operators/:id/enable": { request: (f) => ({ params: { id: f.targetOperator }, body: { reason } }) },
  "GET /factorResets": { request: (f) => ({ query: { userId: f.ownerId } }) },
  "POST /users/:id/sessions/:sessionId/end": { request: (f) => ({ params: { id: f.ownerId, sessionId: f.ownerThirdSession }, body: { reason } }) },
  "POST /users/:id/factorResets": { request: (f) => ({ params: { id: f.ownerId }, body: { totp: false, passkeys: true, language: "en", reason } }) },
  // Last but the freezes: the compliance operator who requested it is refused (10341), the admin approves, and every owner session ends.
  "POST /factorResets/:id/approve": { request: (f) => ({ params: { id: f.factorReset }, body: { reason } }) },
  // Decided by then: 10342 for every admitted role.
  "POST /factorResets/:id/reject": { request: (f) => ({ params: { id: f.factorReset }, body: { reason } }) },
  "POST /users/:id/freeze": { request: (f) => ({ params: { id: f.ownerId }, body: { reason } }) },
  "POST /users/:id/unfreeze": { request: (f) => ({ params: { id: f.ownerId }, body: { reason } }) },
};

/** The same request with the listed id fields naming no row. */
function withAbsentIds(request: Request, fields: readonly string[]): Request {
  const copy: Request = { params: { ...request.params }, query: { ...request.query }, ...(request.body ? { body: { ...request.body } } : {}) };
  for (const field of fields) {
    const [part, name] = field.split(".") as ["params" | "query" | "body", string];
    const target = copy[part];
    if (target && name in target) target[name] = absentId;
  }
  return copy;
}

/** Every id field the request sets. */
const setIdFields = (endpoint: Endpoint, request: Request) =>
  idFields(endpoint).filter((field) => {
    const [part, name] = field.split(".") as ["params" | "query" | "body", string];
    return request[part] !== undefined && name in (request[part] ?? {});
  });

function urlOf(endpoint: Endpoint, request: Request): string {
  const filled = endpoint.path.replace(/:(\w+)/g, (_whole, name: string) => encodeURIComponent(request.params?.[name] ?? absentId));
  const query = new URLSearchParams(request.query ?? {}).toString();
  return query ? `${filled}?${query}` : filled;
}

/** Someone other than the owner: a token (or none), the book they call on, extra headers. */
interface Stranger {
  name: string;
  token(): string | undefined;
  book: "real" | "demo";
  headers?(): Record<string, string>;
}

interface Answer {
  status: number;
  code: number | undefined;
  /** The reply without its message (the same refusal in any wording). */
  result: unknown;
  body: string;
}

/** Tables a refusal may write: the audit log of refused calls, sessions' last use, throttles, idempotency claims, the feed. */
const bookkeeping = new Set(["schema_migrations", "audit_log", "idempotency_records", "login_throttles", "sessions", "operator_sessions", "dev_outbox", "verification_codes"]);

describe.skipIf(databaseUnavailable)("authorization matrix: every id-taking endpoint × every kind of caller", () => {
  let database: TestDatabase;
  let live: LiveMarketApp;
  let t: AdminTestApp;
  let f: Fixtures;
  let tables: string[] = [];
  /** The session of the operator whose account the operator endpoints act on. */
  let targetToken = "";
  /** A signed-out visitor's support identity (the support endpoints take it instead of a session). */
  let visitorToken = "";
  const operators = new Map<Role, OperatorSession>();
  type User = Awaited<ReturnType<typeof registerUser>>;
  const users = new Map<"owner" | "other" | "demo" | "frozen", User>();
  const user = (name: "owner" | "other" | "demo" | "frozen"): User => {
    const found = users.get(name);
    if (!found) throw new Error(`no ${name} user`);
    return found;
  };

  const send = async (scope: "customer" | "admin", endpoint: Endpoint, request: Request, token: string | undefined, book: "real" | "demo" = "real", extra: Record<string, string> = {}): Promise<Answer> => {
    const headers: Record<string, string> = { ...extra, virtually: book === "real" ? "YES" : "NO" };
    if (token) headers.authorization = token;
    const body = endpoint.method === "POST" ? (request.body ?? {}) : undefined;
    const response = await live.app.inject({ method: endpoint.method, url: `/swx/${scope}${urlOf(endpoint, request)}`, headers, ...(body === undefined ? {} : { payload: body }) });
    const isFile = response.statusCode === 200 && !String(response.headers["content-type"] ?? "").includes("json");
    if (isFile) return { status: 200, code: 200, result: "file", body: "" };
    const parsed = response.json() as { code?: number; result?: unknown };
    return { status: response.statusCode, code: parsed.code, result: parsed.result, body: response.body };
  };

  /** Every counted table's row count and a hash of its rows, in one statement. */
  const snapshot = async (): Promise<Record<string, string>> => {
    const selects = tables.map((table) => sql`select ${table} as name, count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.table(table)} t`);
    const rows = await sql<{ name: string; digest: string }>`${sql.join(selects, sql` union all `)}`.execute(database.db);
    return Object.fromEntries(rows.rows.map((row) => [row.name, row.digest]));
  };

  const ok = <T>(reply: { code: number; message: string; result: T }, what: string): T => {
    if (reply.code !== 200) throw new Error(`${what}: ${reply.code} ${reply.message}`);
    return reply.result;
  };

  /** Signs the user in once more and hands that session's public id (the matrix keeps calling with the first). */
  const secondSessionOf = async (who: { username: string; password: string; token: string }): Promise<string> => {
    const second = ok(await call<{ token: string }>(live.app, "POST", "/login/login", { account: who.username, password: who.password }, { headers: { "user-agent": "matrix-second-device" } }), "second sign-in");
    const listed = ok(await call<{ sessions: { id: string; current: boolean }[] }>(live.app, "GET", "/user/security/sessions", undefined, { token: second.token }), "sessions");
    return listed.sessions.find((session) => session.current)?.id ?? absentId;
  };

  const passkeyOf = async (who: { token: string }): Promise<string> => {
    const started = ok(await call<{ options: Parameters<typeof createCredential>[0] }>(live.app, "POST", "/user/security/passkeys/options", {}, { token: who.token }), "passkey options");
    const { response } = createCredential(started.options, "http://localhost:8080");
    return ok(await call<{ passkey: { id: string } }>(live.app, "POST", "/user/security/passkeys", { name: "Matrix key", response }, { token: who.token }), "passkey").passkey.id;
  };

  beforeAll(async () => {
    database = await testDatabase();
    live = await liveMarketApp({ database });
    await live.tick(1_000);
    t = { app: live.app, db: database.db, clock: live.clock };
    const app = live.app;
    for (const role of operatorRoles) operators.set(role, await signInOperator(t, [role]));
    const role = (name: Role) => {
      const session = operators.get(name);
      if (!session) throw new Error(`no ${name} operator`);
      return session.token;
    };
    const target = await signInOperator(t, ["support"]);
    targetToken = target.token;
    const targetSessions = ok(await adminCall<{ items: { id: string }[] }>(app, "GET", "/auth/sessions", undefined, { token: target.token }), "sessions");

    for (const name of ["owner", "other", "demo", "frozen"] as const) users.set(name, await registerUser(app));
    const owner = user("owner");
    const asOwner = { token: owner.token, book: "real" as const };

    // The owner and the other user are verified (real-book trading, loans, withdrawals) and funded,
    // so the other user's calls reach the id check instead of stopping at KYC or the balance.
    const verify = async (verified: User) => {
      const submitted = await submitKycForm(app, verified.token, await kycForm(app, verified.token));
      const submission = (submitted.result as { state: { submission: { id: string } } }).state.submission.id;
      ok(await adminCall(app, "POST", `/kyc/${submission}/approve`, {}, { token: role("compliance") }), "kyc approve");
      await creditReal(database.db, verified.user.id, "100000");
      return submission;
    };
    const kycSubmission = await verify(owner);
    await verify(user("other"));

    const contract = ok(await call<{ id: string }>(app, "POST", "/order/buyU", { code: "BTCUSDT", direction: "long", orderType: "market", lots: "0.01", leverage: 10 }, asOwner), "buyU").id;
    const cycles = ok(await call<{ items: { id: string }[] }>(app, "GET", "/order/listOptionsCycle?code=ETHUSDT"), "cycles").items;
    const cycle = cycles[0]?.id ?? absentId;
    const option = ok(await call<{ id: string }>(app, "POST", "/order/buyOptions", { code: "ETHUSDT", direction: "up", cycleId: cycle, stake: "10" }, asOwner), "buyOptions").id;
    const spot = ok(await call<{ id: string }>(app, "POST", "/order/submit", { code: "BTCUSDT", side: "buy", orderType: "limit", quantity: "0.001", limitPrice: "1000" }, asOwner), "spot").id;
    // What the engine writes when it gives up on an order: the back office's attention list.
    await listOrderForAttention(database.db, { kind: "spot", orderId: orderId(spot), reason: "fill failed", at: live.clock.now() });

    ok(await adminCall(app, "POST", "/earn/reserve/fund", { amount: "100000", reason }, { token: role("finance") }), "reserve");
    const products = ok(await call<{ items: { id: string; timeframes: { days: number }[] }[] }>(app, "GET", "/index/listSmartProducts"), "smart products").items;
    const smartProduct = products[0]?.id ?? absentId;
    const smartDays = products[0]?.timeframes[0]?.days ?? 1;
    const plan = ok(await call<{ plan: { id: string } }>(app, "POST", "/order/buySmart", { productId: smartProduct, days: smartDays, amount: "100" }, asOwner), "buySmart");

    ok(await adminCall(app, "POST", "/loan-fund", { amount: "5000", reason }, { token: role("finance") }), "loan fund");
    const loanProduct = ok(await call<{ items: { id: string }[] }>(app, "GET", "/index/listLoanProducts"), "loan products").items[0]?.id ?? absentId;
    const applied = ok(await call<{ loan: { id: string } }>(app, "POST", "/user/loan", { productId: loanProduct, amount: "1000", termDays: 30, signatureImageId: await uploadedImageId(app, owner.token, "loan_signature") }, asOwner), "loan");
    ok(await adminCall(app, "POST", `/loans/${applied.loan.id}/approve`, {}, { token: role("compliance") }), "loan approve");

    const tronAddress = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
    ok(await adminCall(app, "POST", "/payments/addresses", { coin: "USDT", network: "TRC20", address: tronAddress, enabled: true, reason }, { token: role("finance") }), "deposit address");
    const deposit = ok(await call<{ deposit: { id: string } }>(app, "POST", "/user/recharge", { coin: "USDT", network: "TRC20", amount: "150", txHash: "b".repeat(64), proofImageId: await uploadedImageId(app, owner.token, "deposit_proof") }, asOwner), "recharge").deposit.id;
    await stepUpSession(t, owner.token);
    const withdrawal = ok(await call<{ withdrawal: { id: string } }>(app, "POST", "/user/withdrawal", { coin: "USDT", network: "TRC20", address: tronAddress, amount: "10" }, asOwner), "withdrawal").withdrawal.id;
    const savedAddress = ok(await call<{ address: { id: string } }>(app, "POST", "/user/withdrawalAddresses/add", { coin: "USDT", network: "TRC20", address: tronAddress, label: "Cold wallet" }, asOwner), "saved address").address.id;

    const text = ok(await call<{ message: { id: string }; conversation: { id: string } }>(app, "POST", "/support/send", { clientMessageId: "matrix-text-1", text: ownerSecret }, asOwner), "support text");
    const chatImage = await uploadedImageId(app, owner.token, "chat");
    ok(await call(app, "POST", "/support/send", { clientMessageId: "matrix-image-1", imageId: chatImage }, asOwner), "support image");

    const charity = ok(await adminCall<{ charity: { id: string } }>(app, "POST", "/charities", { names: languageTexts("Children First"), descriptions: languageTexts("Schools and clinics"), website: "https://children.example", payoutAddress: "0xabc", payoutBank: null, reason }, { token: role("content") }), "charity").charity.id;
    const artwork = multipartBody([{ name: "file", filename: "art.png", type: "image/png", data: await pngImage(24, 24) }]);
    const uploaded = await app.inject({ method: "POST", url: "/swx/admin/nfts/images", headers: { authorization: role("content"), "content-type": artwork.contentType }, payload: artwork.payload });
    const nftImage = (uploaded.json() as { result: { id: string } }).result.id;
    const now = live.clock.now().getTime();
    const item = ok(
      await adminCall<{ item: { id: string } }>(app, "POST", "/nfts", { ...nftBody({ nftImage, charity }), startsAt: new Date(now + 60_000).toISOString(), endsAt: new Date(now + 3_600_000).toISOString() }, { token: role("content") }),
      "nft",
    );
    await live.tick(120_000);
    ok(await call(app, "POST", "/user/bidNft", { id: item.item.id, amount: "100" }, asOwner), "bid");

    const adjustment = ok(await adminCall<{ adjustment: { id: string } }>(app, "POST", "/adjustments", { userId: owner.user.id, book: "real", currency: "USDT", direction: "credit", amount: "9000", platformAccount: "cash", reference: "matrix-0", reason }, { token: role("finance") }), "adjustment");
    const liability = ok(await adminCall<{ snapshot: { id: string } }>(app, "POST", "/solvency/snapshots", { reason }, { token: role("finance") }), "liability snapshot");
    const statement = ok(await call<{ statement: { id: string } }>(app, "POST", "/user/statements", { book: "real", from: "2026-01-01", to: "2026-01-31" }, asOwner), "statement").statement.id;
    const notice = ok(await call<{ items: { id: string }[] }>(app, "GET", "/index/listNotices"), "notices").items[0]?.id ?? absentId;
    const notification = (await notificationsOf(app, owner.token))[0]?.id ?? absentId;

    // Sign-ins before the passkey: from then on the owner's password sign-in asks for it.
    const [ownerSecondSession, ownerThirdSession] = [await secondSessionOf(owner), await secondSessionOf(owner)];
    const ownerPasskey = await passkeyOf(owner);
    const factorReset = ok(
      await adminCall<{ factorReset: { id: string } }>(app, "POST", `/users/${owner.user.id}/factorResets`, { totp: false, passkeys: true, language: "en", reason }, { token: role("compliance") }),
      "factor reset",
    ).factorReset.id;
    f = {
      ownerId: owner.user.id,
      contract,
      option,
      cycle,
      spot,
      smartProduct,
      smartDays,
      plan: plan.plan.id,
      loanProduct,
      loan: applied.loan.id,
      deposit,
      withdrawal,
      upload: await uploadedImageId(app, owner.token, "kyc"),
      kycUploads: [await uploadedImageId(app, owner.token, "kyc"), await uploadedImageId(app, owner.token, "kyc"), await uploadedImageId(app, owner.token, "kyc")],
      signatureUpload: await uploadedImageId(app, owner.token, "loan_signature"),
      proofUpload: await uploadedImageId(app, owner.token, "deposit_proof"),
      chatUpload: await uploadedImageId(app, owner.token, "chat"),
      chatImage,
      notification,
      notice,
      conversation: text.conversation.id,
      message: text.message.id,
      charity,
      nft: item.item.id,
      nftImage,
      kycSubmission,
      adjustment: adjustment.adjustment.id,
      liabilitySnapshot: liability.snapshot.id,
      statement,
      targetOperator: target.id,
      targetSession: targetSessions.items[0]?.id ?? absentId,
      ownerSecondSession,
      ownerThirdSession,
      priceAlert: ok(await call<{ id: string }>(app, "POST", "/user/priceAlerts/create", { code: "BTCUSDT", condition: "above", level: "1000000", repeating: false }, asOwner), "price alert").id,
      savedAddress,
      ownerPasskey,
      factorReset,
    };

    // The frozen user is frozen by compliance, which ends their sessions; the token they kept is tried.
    ok(await adminCall(app, "POST", `/users/${user("frozen").user.id}/freeze`, { reason }, { token: role("compliance") }), "freeze");

    visitorToken = ok(await call<{ token: string }>(app, "POST", "/support/visitor", {}), "visitor").token;
    ok(await call(app, "POST", "/support/send", { clientMessageId: "matrix-visitor-1", text: "Hi" }, { headers: { [visitorTokenHeader]: visitorToken } }), "visitor message");

    const listed = await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(database.db);
    tables = listed.rows.map((row) => row.table_name).filter((name) => !bookkeeping.has(name) && !name.startsWith("candles_"));
  }, 180_000);
  afterAll(async () => {
    await live?.close();
    await database?.drop();
  });

  it("has a case for every id-taking endpoint, and none for an endpoint that is gone", () => {
    expect(customer.length).toBeGreaterThan(20);
    expect(admin.length).toBeGreaterThan(40);
    expect(customer.map(keyOf).filter((key) => !(key in customerCases)), "customer endpoints taking an id without a case").toEqual([]);
    expect(Object.keys(customerCases).filter((key) => !customer.some((endpoint) => keyOf(endpoint) === key)), "customer cases naming no id-taking endpoint").toEqual([]);
    expect(admin.map(keyOf).filter((key) => !(key in adminCases)), "admin endpoints taking an id without a case").toEqual([]);
    expect(Object.keys(adminCases).filter((key) => !admin.some((endpoint) => keyOf(endpoint) === key)), "admin cases naming no id-taking endpoint").toEqual([]);
  });

  it("customer endpoints: the owner is answered about the row, everyone else exactly as for an unknown id, and refusals write nothing", { timeout: 120_000 }, async () => {
    const problems: string[] = [];
    const strangers: Stranger[] = [
      { name: "other user", token: () => user("other").token, book: "real" },
      { name: "demo-book user", token: () => user("demo").token, book: "demo" },
      { name: "frozen user", token: () => user("frozen").token, book: "real" },
      { name: "visitor", token: () => undefined, book: "real" },
      { name: "support visitor", token: () => undefined, book: "real" as const, headers: () => ({ [visitorTokenHeader]: visitorToken }) },
      ...operatorRoles.map((role) => ({ name: role, token: () => operators.get(role)?.token, book: "real" as const })),
    ];
    let calls = 0;
    for (const [key, testCase] of Object.entries(customerCases)) {
      const endpoint = customer.find((each) => keyOf(each) === key);
      if (!endpoint) continue;
      const request = testCase.request(f);
      const swapped = testCase.owned.length > 0 ? testCase.owned : setIdFields(endpoint, request);
      const absent = withAbsentIds(request, swapped);
      const note = (who: string, problem: string) => problems.push(`${key} as ${who}: ${problem}`);
      const before = await snapshot();
      for (const stranger of strangers) {
        const token = stranger.token();
        const extra = stranger.headers?.() ?? {};
        const real = await send("customer", endpoint, request, token, stranger.book, extra);
        calls += 1;
        if (real.status >= 500) note(stranger.name, `HTTP ${real.status}`);
        if ([user("owner").email, user("owner").username, ownerSecret].some((secret) => real.body.includes(secret))) note(stranger.name, "reply shows the owner's data");
        const refusedAll = endpoint.auth === "user" && (token === undefined || stranger.name === "frozen user" || operatorRoles.includes(stranger.name as Role));
        if (refusedAll && real.status !== 401) note(stranger.name, `expected 401, got ${real.status} ${real.code}`);
        if (testCase.owned.length > 0 || refusedAll) {
          const unknown = await send("customer", endpoint, absent, token, stranger.book, extra);
          calls += 1;
          if (JSON.stringify([real.status, real.code, real.result]) !== JSON.stringify([unknown.status, unknown.code, unknown.result])) note(stranger.name, `real id ${real.status}/${real.code} but unknown id ${unknown.status}/${unknown.code}`);
        }
      }
      if (testCase.owned.length > 0) {
        const after = await snapshot();
        for (const table of tables) if (before[table] !== after[table]) note("strangers", `refused calls changed ${table}`);
      }
      const ownerUnknown = await send("customer", endpoint, absent, user("owner").token);
      const ownerReal = await send("customer", endpoint, request, user("owner").token);
      calls += 2;
      if (ownerReal.status >= 500) note("owner", `HTTP ${ownerReal.status}`);
      if (testCase.ownerRefusal !== undefined) {
        if (ownerReal.code !== testCase.ownerRefusal) note("owner", `expected ${testCase.ownerRefusal}, got ${ownerReal.code}`);
      } else if (ownerReal.code !== 200 && ownerReal.code === ownerUnknown.code) note("owner", `answered ${ownerReal.code}, as for an unknown id`);
    }
    console.log(`AUTHZ customer: ${Object.keys(customerCases).length} endpoints × ${strangers.length + 1} callers, ${calls} calls`);
    expect(problems).toEqual([]);
  });

  it("back-office endpoints: only the roles each definition names get past the route layer with a real id, and refusals write nothing", { timeout: 120_000 }, async () => {
    const problems: string[] = [];
    let calls = 0;
    for (const [key, testCase] of Object.entries(adminCases)) {
      const endpoint = admin.find((each) => keyOf(each) === key);
      if (!endpoint || !isOperatorAuth(endpoint.auth)) continue;
      const auth = endpoint.auth;
      const request = testCase.request(f);
      const note = (who: string, problem: string) => problems.push(`${key} as ${who}: ${problem}`);
      const before = await snapshot();
      for (const [who, token] of [["visitor", undefined], ["user", user("other").token], ["owner", user("owner").token]] as const) {
        const reply = await send("admin", endpoint, request, token);
        calls += 1;
        if (reply.status !== 401 || reply.code !== 401) note(who, `expected 401, got ${reply.status} ${reply.code}`);
      }
      const admitted = (role: Role) => rolesAllow([role], testCase.admits ? { operator: testCase.admits } : auth);
      const refused = operatorRoles.filter((role) => !admitted(role));
      for (const role of refused) {
        const reply = await send("admin", endpoint, request, operators.get(role)?.token);
        calls += 1;
        if (reply.status !== 403 || reply.code !== 10139) note(role, `expected 403/10139, got ${reply.status} ${reply.code}`);
      }
      if (testCase.othersOnly) {
        for (const role of operatorRoles) {
          const token = operators.get(role)?.token;
          const [real, unknown] = [await send("admin", endpoint, request, token), await send("admin", endpoint, withAbsentIds(request, setIdFields(endpoint, request)), token)];
          calls += 2;
          if (JSON.stringify([real.status, real.code, real.result]) !== JSON.stringify([unknown.status, unknown.code, unknown.result])) note(role, `another operator's row answered ${real.status}/${real.code}, an unknown one ${unknown.status}/${unknown.code}`);
        }
      }
      const after = await snapshot();
      for (const table of tables) if (before[table] !== after[table]) note("refused callers", `changed ${table}`);
      // Sessions are left out of the hashes (each call marks its own as used): the target's must still work.
      if (testCase.othersOnly && (await adminCall(live.app, "GET", "/auth/me", undefined, { token: targetToken })).code !== 200) note("refused callers", "ended another operator's session");
      if (testCase.othersOnly) continue;
      for (const role of operatorRoles.filter(admitted)) {
        const reply = await send("admin", endpoint, request, operators.get(role)?.token);
        calls += 1;
        if (reply.status >= 500) note(role, `HTTP ${reply.status}`);
        else if (reply.status === 401 || reply.status === 403) note(role, `refused ${reply.status}/${reply.code}`);
        else if (endpoint.method === "GET" && reply.code !== 200) note(role, `GET of a real row answered ${reply.code}`);
      }
    }
    console.log(`AUTHZ admin: ${Object.keys(adminCases).length} endpoints × ${3 + operatorRoles.length} callers, ${calls} calls`);
    expect(problems).toEqual([]);
  });
});
