// Account statements: the figures of a month equal a recomputation from the ledger and the CSV's,
// the PDF prints them (pdf.js text, and as a reader sees it: poppler + tesseract in English and
// Arabic, qpdf), the period is refused with its own codes, a second request answers the stored
// statement, nobody downloads another user's, and an operator's is audited.
import { createHash } from "node:crypto";
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import type { StatementSummary } from "@tradewind/api/statements";
import type { UserId } from "@tradewind/domain/ids";
import type { EntryKind } from "@tradewind/domain/ledger-kinds";
import { Decimal, decimal } from "@tradewind/domain/money";
import { catalogues } from "@tradewind/i18n/catalogues";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCall, signInOperator } from "../admin/testing.ts";
import { pdfText } from "../loans/pdf-text.ts";
import { csvRows, postDated, type DatedLeg } from "./testing.ts";
import { call, databaseUnavailable, registerUser, testApp, type TestApp } from "../testing/harness.ts";

const run = promisify(execFile);
const october = { book: "real", from: "2026-10-01", to: "2026-10-31" };

async function fileOf(t: TestApp, url: string, token?: string) {
  const response = await t.app.inject({ method: "GET", url, headers: token ? { authorization: token } : {} });
  return { status: response.statusCode, bytes: response.rawPayload, type: response.headers["content-type"], json: () => response.json() as { code: number } };
}

// The reader's view, as the agreement's test does: rendered by poppler, read back by tesseract.
const tools = await Promise.all(["pdftoppm", "qpdf", "tesseract"].map((tool) => run("sh", ["-c", `command -v ${tool}`]).then(() => true, () => false)));
const ocr = tools.every(Boolean) ? (await run("tesseract", ["--list-langs"])).stdout : "";
const ready = ocr.includes("eng") && ocr.includes("ara");
if (!ready && process.env.CI === "true") throw new Error("CI lacks poppler, qpdf or tesseract with eng and ara");

describe.skipIf(databaseUnavailable)("account statements", () => {
  let t: TestApp;
  let owner: { token: string; id: UserId };
  let other: { token: string; id: UserId };
  let spotReference = "";

  const post = (at: string, kind: EntryKind, reference: string, legs: DatedLeg[], fee?: { currency: string; amount: string }) => postDated(t.db, owner.id, at, kind, reference, legs, fee);

  beforeAll(async () => {
    t = await testApp();
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    owner = { token: first.token, id: first.user.id };
    other = { token: second.token, id: second.user.id };
    const { rows } = await sql<{ id: string }>`
      insert into spot_orders (user_id, book, instrument_id, side, order_type, status, quantity, fill_price, fill_mid, fill_source, filled_at, turnover, fee)
      select ${owner.id}, 'real', min(id), 'buy', 'market', 'done', 0.001, 50000, 50000, 'simulated-feed', now(), 50, 0.05 from instruments
      returning id`.execute(t.db);
    spotReference = `spot:${rows[0]?.id}`;
    await post("2026-09-20T10:00:00Z", "deposit", "deposit:1", [{ currency: "USDT", kind: "available", amount: "500" }]);
    await post("2026-10-02T09:00:00Z", "contract_open", "contract:7", [
      { currency: "USDT", kind: "available", amount: "-100.5" },
      { currency: "USDT", kind: "margin", amount: "100" },
    ], { currency: "USDT", amount: "0.5" });
    await post("2026-10-03T09:00:00Z", "contract_close", "contract:7", [
      { currency: "USDT", kind: "margin", amount: "-100" },
      { currency: "USDT", kind: "available", amount: "111.75" },
    ], { currency: "USDT", amount: "0.25" });
    await post("2026-10-10T12:30:00Z", "spot_fill", spotReference, [
      { currency: "USDT", kind: "available", amount: "-50.05" },
      { currency: "BTC", kind: "available", amount: "0.001" },
    ], { currency: "USDT", amount: "0.05" });
    await post("2026-10-31T23:59:59Z", "adjustment", "adjustment:1", [{ currency: "USDT", kind: "available", amount: "-7.125" }]);
    await post("2026-11-01T00:00:00Z", "deposit", "deposit:2", [{ currency: "USDT", kind: "available", amount: "1000" }]);
  }, 400_000);

  afterAll(async () => {
    await t.close();
  });

  /** Per currency, the owner's real accounts summed as they stood before `at`: each account's last balance_after, read straight from the ledger. */
  async function ledgerBalances(at: string): Promise<Record<string, string>> {
    const { rows } = await sql<{ currency: string; balance: string }>`
      select a.currency, sum(p.balance_after)::text as balance from ledger_accounts a
      join postings p on p.account_id = a.id
      where a.owner_id = ${owner.id} and a.book = 'real'
        and p.id = (select max(q.id) from postings q join journal_entries e on e.id = q.entry_id where q.account_id = a.id and e.created_at < ${new Date(at)})
      group by a.currency`.execute(t.db);
    return Object.fromEntries(rows.map((row) => [row.currency, decimal(row.balance).toFixed()]));
  }

  let statement: StatementSummary;
  let csv = "";
  let pdf: Buffer = Buffer.alloc(0);

  it("generates October once: the same request answers the stored statement", async () => {
    const first = await call<{ statement: StatementSummary }>(t.app, "POST", "/user/statements", october, { token: owner.token });
    expect(first.code, first.message).toBe(200);
    statement = first.result.statement;
    expect(statement).toMatchObject({ book: "real", from: "2026-10-01", to: "2026-10-31", language: "en", byOperator: false });
    const again = await call<{ statement: StatementSummary }>(t.app, "POST", "/user/statements", october, { token: owner.token });
    expect(again.result.statement).toEqual(statement);
    const listed = await call<{ items: StatementSummary[]; total: number }>(t.app, "GET", "/user/statements", undefined, { token: owner.token });
    expect(listed.result.items).toEqual([statement]);
  }, 60_000);

  it("holds figures that equal the ledger's, the same in the CSV, with the fill's price source", async () => {
    const csvFile = await fileOf(t, `/swx/customer/user/statements/${statement.id}/csv`, owner.token);
    expect(csvFile.status).toBe(200);
    expect(csvFile.type).toContain("text/csv");
    csv = csvFile.bytes.toString("utf8");
    expect(createHash("sha256").update(csvFile.bytes).digest("hex")).toBe(statement.csvSha256);
    const rows = csvRows(csv);
    const [opening, closing] = [await ledgerBalances("2026-10-01T00:00:00Z"), await ledgerBalances("2026-11-01T00:00:00Z")];
    expect(opening).toEqual({ USDT: "500" });
    for (const currency of ["USDT", "BTC"]) {
      const mine = rows.filter((row) => row.currency === currency);
      const value = (kind: string, column: string) => mine.find((row) => row.row === kind)?.[column] ?? "";
      const postings = mine.filter((row) => row.row === "posting");
      const moved = postings.reduce((sum, row) => sum.plus(row.amount ?? "0"), new Decimal(0));
      const byProduct = mine.filter((row) => row.row === "product").reduce((sum, row) => sum.plus(row.amount ?? "0"), new Decimal(0));
      expect(value("opening", "balance")).toBe(opening[currency] ?? "0");
      expect(value("closing", "balance")).toBe(closing[currency]);
      // Opening + postings = closing, exactly; the products' nets split the same movement.
      expect(decimal(value("opening", "balance")).plus(moved).toFixed()).toBe(closing[currency]);
      expect(byProduct.toFixed()).toBe(moved.toFixed());
      expect(postings.at(-1)?.balance).toBe(closing[currency]);
    }
    const usdt = rows.filter((row) => row.currency === "USDT");
    expect(usdt.find((row) => row.row === "fees")?.amount).toBe("0.8");
    expect(usdt.filter((row) => row.row === "product").map((row) => [row.product, row.amount])).toEqual([
      ["contracts", "11.25"],
      ["spot", "-50.05"],
      ["adjustments", "-7.125"],
    ]);
    expect(rows.find((row) => row.reference === spotReference && row.currency === "BTC")?.priceSource).toBe("simulated-feed");
    // November's deposit is not October's.
    expect(rows.some((row) => row.reference === "deposit:2")).toBe(false);
  });

  it("prints the same figures in the PDF, stored byte for byte", async () => {
    const pdfFile = await fileOf(t, `/swx/customer/user/statements/${statement.id}/pdf`, owner.token);
    expect(pdfFile.status).toBe(200);
    expect(pdfFile.type).toBe("application/pdf");
    pdf = pdfFile.bytes;
    expect(createHash("sha256").update(pdf).digest("hex")).toBe(statement.pdfSha256);
    const text = (await pdfText(pdf)).replace(/\s+/g, " ");
    for (const figure of ["Account statement", "Opening balance: 500 USDT", "Closing balance: 454.075 USDT", "Fees paid: 0.8 USDT", "Closing balance: 0.001 BTC", "Contracts: 11.25 USDT", "price source: simulated-feed", "contract:7"]) {
      expect(text).toContain(figure);
    }
  });

  it.each([
    [{ ...october, from: "2026-10-31", to: "2026-10-01" }, 10361],
    [{ ...october, from: "2025-01-01", to: "2026-01-01" }, 10362],
    [{ ...october, from: "2026-11-01", to: "2026-11-23" }, 10363],
    [{ ...october, from: "2026-02-30" }, 10100],
  ])("refuses the period %o with %i", async (body, code) => {
    const refused = await call(t.app, "POST", "/user/statements", body, { token: owner.token, lang: "ar" });
    expect(refused.code).toBe(code);
    expect(refused.message).toBe(catalogues.ar.errors[String(code) as keyof typeof catalogues.ar.errors]);
  });

  it("takes a whole year, up to the day before the same date a year later", async () => {
    const year = await call(t.app, "POST", "/user/statements", { ...october, from: "2025-01-01", to: "2025-12-31" }, { token: owner.token });
    expect(year.code, year.message).toBe(200);
  }, 60_000);

  it("lets nobody else download a statement, and nobody signed out", async () => {
    for (const format of ["pdf", "csv"]) {
      const foreign = await fileOf(t, `/swx/customer/user/statements/${statement.id}/${format}`, other.token);
      expect([foreign.status, foreign.json().code]).toEqual([404, 10118]);
      expect((await fileOf(t, `/swx/customer/user/statements/${statement.id}/${format}`)).status).toBe(401);
    }
    const theirs = await call<{ items: unknown[] }>(t.app, "GET", "/user/statements", undefined, { token: other.token });
    expect(theirs.result.items).toEqual([]);
  });

  it("lets support produce one for the user, audited, in the language it names", async () => {
    const support = await signInOperator(t, ["support"]);
    const made = await adminCall<{ auditId: string; statement: StatementSummary }>(t.app, "POST", `/users/${owner.id}/statements`, { ...october, language: "ar", reason: "user asked by phone" }, { token: support.token });
    expect(made.code, made.message).toBe(200);
    expect(made.result.statement).toMatchObject({ language: "ar", byOperator: true });
    const audit = await sql<{ action: string; target: string }>`select action, target from audit_log where id = ${made.result.auditId}`.execute(t.db);
    expect(audit.rows).toEqual([{ action: "statement.generate", target: `user:${owner.id}` }]);
    const listed = await adminCall<{ items: StatementSummary[] }>(t.app, "GET", `/users/${owner.id}/statements`, undefined, { token: support.token });
    expect(listed.result.items.map((item) => item.id)).toContain(made.result.statement.id);
    const file = await t.app.inject({ method: "GET", url: `/swx/admin/statements/${made.result.statement.id}/pdf`, headers: { authorization: support.token } });
    expect(file.statusCode).toBe(200);
    const text = (await pdfText(file.rawPayload)).replace(/\s+/g, " ");
    expect(text).toContain("كشف الحساب");
    expect(text).toContain("454.075 USDT");
    await fs.writeFile(path.join(t.dataDir, "statement-ar.pdf"), file.rawPayload);
  }, 60_000);

  it.skipIf(!ready || process.env.TEST_DATABASE === "postgres").each([
    ["en", "statement-en.pdf", "eng", ["Account statement", "Closing balance: 454.075 USDT", "Fees paid: 0.8 USDT"]],
    ["ar", "statement-ar.pdf", "ara", ["كشف الحساب", "454.075", "0.8"]],
  ])("%s: a reader sees the title and the totals, and qpdf finds the file sound", { timeout: 60_000 }, async (language, name, model, expected) => {
    const file = path.join(t.dataDir, name);
    if (language === "en") await fs.writeFile(file, pdf);
    await run("qpdf", ["--check", file]);
    const image = `${file}-page`;
    const rendered = await run("pdftoppm", ["-r", "150", "-gray", "-png", "-singlefile", "-f", "1", "-l", "1", file, image]);
    expect(rendered.stderr).toBe("");
    const { stdout } = await run("tesseract", [`${image}.png`, "stdout", "-l", model, "--psm", "4"], { env: { ...process.env, OMP_THREAD_LIMIT: "1" } });
    const squeeze = (text: string) => text.normalize("NFC").replace(/[^\p{L}\p{N}.]/gu, "").toLowerCase();
    for (const figure of expected) expect(squeeze(stdout), `${figure} in ${stdout}`).toContain(squeeze(figure));
  });
});
