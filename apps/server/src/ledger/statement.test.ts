// The statement's filters (kind, time range), paging and CSV export: the export holds exactly the
// lines the page shows for the same filter, in the same order, and refuses a filter too wide.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserId } from "@tradewind/domain/ids";
import { decimal } from "@tradewind/domain/money";
import { AppError } from "../platform/errors.ts";
import { call, databaseUnavailable, expectLedgerSound, registerUser, testApp, type TestApp } from "../testing/harness.ts";
import * as ledger from "./service.ts";

type Line = { entryId: string; kind: string; part: string; currency: string; account: string; amount: string; balanceAfter: string; reference: string | null; createdAt: string };
type Page = { items: Line[]; total: number; page: number; size: number };
type Export = { filename: string; rowCount: number; csv: string };

const csvColumns = ["createdAt", "kind", "part", "currency", "account", "amount", "balanceAfter", "reference", "entryId"] as const;

/** The page's lines as the CSV should hold them: the header, then each line's fields. */
function expectedCsv(lines: readonly Line[]): string {
  return [csvColumns.join(","), ...lines.map((line) => csvColumns.map((column) => line[column] ?? "").join(","))].join("\r\n") + "\r\n";
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(databaseUnavailable)("statement filters and CSV export", () => {
  let t: TestApp;
  let token: string;
  let owner: UserId;

  /** One entry on the real book moving `amount` for the user; a fee goes to the platform's fees account, so the line splits. */
  async function postReal(kind: string, reference: string, amount: string, fee = "0") {
    const feeLegs = fee === "0" ? [] : [{ account: { ownerId: null, currency: "USDT", kind: "fees" }, amount: decimal(fee) }];
    await t.db.transaction().execute((tx) =>
      ledger.post(tx, {
        kind,
        book: "real",
        reference,
        actor: "test",
        postings: [
          { account: { ownerId: owner, currency: "USDT", kind: "available" }, amount: decimal(amount).minus(fee) },
          { account: { ownerId: null, currency: "USDT", kind: "cash" }, amount: decimal(amount).negated() },
          ...feeLegs,
        ],
      }),
    );
    // Entries a few milliseconds apart, so each has its own createdAt on the wire (milliseconds).
    await pause(5);
  }

  beforeAll(async () => {
    t = await testApp();
    const user = await registerUser(t.app);
    token = user.token;
    owner = user.user.id;
    await postReal("deposit", "deposit:1", "500");
    await postReal("withdrawal_hold", "withdrawal:1", "-50", "0.5");
    await postReal("deposit", "deposit:2", "120");
    await postReal("adjustment", "adjustment:1", "-7");
    await postReal("withdrawal_hold", "withdrawal:2", "-30", "0.3");
  });
  afterAll(async () => {
    await expectLedgerSound(t.db);
    await t.close();
  });

  const statement = (query: string) => call<Page>(t.app, "GET", `/user/listStatement?${query}`, undefined, { token, book: "real" });
  const exported = (query: string) => call<Export>(t.app, "GET", `/user/exportStatement?${query}`, undefined, { token, book: "real" });

  it("filters by entry kind, with the fee still its own line", async () => {
    const holds = await statement("kind=withdrawal_hold");
    expect(holds.code).toBe(200);
    expect(holds.result.total).toBe(2);
    expect(holds.result.items.map((line) => [line.reference, line.part, line.amount])).toEqual([
      ["withdrawal:2", "fee", "-0.3"],
      ["withdrawal:2", "principal", "-30"],
      ["withdrawal:1", "fee", "-0.5"],
      ["withdrawal:1", "principal", "-50"],
    ]);
    const deposits = await statement("kind=deposit");
    expect(deposits.result.items.map((line) => line.reference)).toEqual(["deposit:2", "deposit:1"]);
    expect((await statement("kind=nonsense")).code).toBe(10100);
    // The demo book has none of these.
    const demo = await call<Page>(t.app, "GET", "/user/listStatement?kind=deposit", undefined, { token, book: "demo" });
    expect(demo.result).toMatchObject({ items: [], total: 0 });
  });

  it("filters by time: from inclusive, to exclusive, any offset", async () => {
    const all = await statement("size=100");
    const principals = all.result.items.filter((line) => line.part === "principal").reverse();
    const [first, second, third] = principals.map((line) => line.createdAt);
    const range = await statement(`from=${encodeURIComponent(second ?? "")}&to=${encodeURIComponent(third ?? "")}`);
    expect(range.result.items.map((line) => line.reference)).toEqual(["withdrawal:1", "withdrawal:1"]);
    const since = await statement(`from=${encodeURIComponent(third ?? "")}`);
    expect(since.result.items.map((line) => line.reference)).toEqual(["withdrawal:2", "withdrawal:2", "adjustment:1", "deposit:2"]);
    const before = await statement(`to=${encodeURIComponent(second ?? "")}`);
    expect(before.result.items.map((line) => line.reference)).toEqual(["deposit:1"]);
    // The same instant written at +09:00 selects the same lines.
    const shifted = new Date(Date.parse(first ?? "") + 9 * 3_600_000).toISOString().replace("Z", "+09:00");
    const sameInstant = await statement(`from=${encodeURIComponent(shifted)}&kind=deposit`);
    expect(sameInstant.result.total).toBe(2);
  });

  it("refuses a malformed instant and a range that ends before it starts with 10124", async () => {
    expect((await statement("from=yesterday")).code).toBe(10124);
    expect((await statement("to=2026-13-01T00:00:00Z")).code).toBe(10124);
    expect((await statement("from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z")).code).toBe(10124);
    expect((await exported("from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z")).code).toBe(10124);
    expect((await exported("from=2026-11-02")).code).toBe(10124);
  });

  it("pages by postings, newest first, with the filtered total", async () => {
    const first = await statement("kind=deposit&size=1&page=1");
    const second = await statement("kind=deposit&size=1&page=2");
    const past = await statement("kind=deposit&size=1&page=3");
    expect([first.result.total, second.result.total]).toEqual([2, 2]);
    expect(first.result.items.map((line) => line.reference)).toEqual(["deposit:2"]);
    expect(second.result.items.map((line) => line.reference)).toEqual(["deposit:1"]);
    expect(past.result.items).toEqual([]);
  });

  it("exports exactly the lines the page shows for the same filter, in the same order and fields", async () => {
    for (const filter of ["", "kind=withdrawal_hold", "kind=deposit&currency=USDT", "account=held"]) {
      const shown = await statement(`${filter}&size=100`);
      const file = await exported(filter);
      expect(file.code).toBe(200);
      expect(file.result.rowCount).toBe(shown.result.items.length);
      expect(file.result.csv).toBe(expectedCsv(shown.result.items));
    }
    const all = await exported("");
    // Negative amounts stay numbers in a spreadsheet: no apostrophe in front of them.
    expect(all.result.csv).toContain(",-0.3,");
    expect(all.result.rowCount).toBe(7);
  });

  it("names the file after the book, account, filter and time", async () => {
    const file = await exported("kind=deposit&currency=USDT");
    expect(file.result.filename).toMatch(/^statement-real-available-USDT-deposit-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.csv$/);
    const now = new Date("2026-11-23T10:15:42.500Z");
    expect(ledger.statementFileName({ book: "demo", account: "margin" }, now)).toBe("statement-demo-margin-2026-11-23T10-15-42.csv");
  });

  it("refuses an export wider than the limit with 10151 naming it, counting split fee lines", async () => {
    const query = { userId: owner, book: "real" as const, account: "available" as const };
    const now = new Date();
    const refused = await ledger.exportStatement(t.db, query, { now, linesMax: 4 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe(10151);
    // Two withdrawal postings are four lines: a limit of three refuses them although only two postings match.
    const split = await ledger.exportStatement(t.db, { ...query, kind: "withdrawal_hold" }, { now, linesMax: 3 }).catch((error: unknown) => error);
    expect((split as AppError).code).toBe(10151);
    expect((await ledger.exportStatement(t.db, { ...query, kind: "withdrawal_hold" }, { now, linesMax: 4 })).rowCount).toBe(4);
    const reply = await call<Export>(t.app, "GET", "/user/exportStatement", undefined, { token, book: "real", lang: "fr" });
    expect(reply.code).toBe(200);
  });

  it("shows a user only their own lines", async () => {
    const stranger = await registerUser(t.app);
    const theirs = await call<Export>(t.app, "GET", "/user/exportStatement", undefined, { token: stranger.token, book: "real" });
    expect(theirs.result).toMatchObject({ rowCount: 0, csv: `${csvColumns.join(",")}\r\n` });
    expect((await call(t.app, "GET", "/user/exportStatement")).code).not.toBe(200);
  });
});
