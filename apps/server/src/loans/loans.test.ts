// Loans through HTTP, user side and back office: the whole path (finance funds the loan fund, a
// verified user with an Arabic name quotes, signs and applies, the agreement PDF holds the names
// and every figure, compliance approves and the principal is disbursed, the user repays early
// paying interest only for the days beyond the free days), expiry by the advanced clock (still
// repayable for the agreed total), rejection, every catalogued refusal with nothing written,
// repaying twice and racing, two compliance operators deciding at once, the role matrix, and
// the ledger check after every test.
import { createHash } from "node:crypto";
import { toPlain } from "@tradewind/domain/money";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AdminLoan, AdminLoanProduct, LoanFund } from "@tradewind/api/admin/loans";
import type { LoanProduct, LoanQuote, LoanRecord } from "@tradewind/api/loans";
import type { PlatformAccountKind } from "@tradewind/domain/ledger-kinds";
import { languages } from "@tradewind/i18n/languages";
import { kycForm, submitKycForm } from "../accounts/kyc-testing.ts";
import { adminCall, signInOperator, type OperatorSession } from "../admin/testing.ts";
import * as ledger from "../ledger/service.ts";
import { languageTexts } from "../testing/language-texts.ts";
import { call, creditReal, databaseUnavailable, expectLedgerSound, notificationsOf, registerUser, testApp, type TestApp } from "../testing/harness.ts";
import { multipartBody, postUpload, uploadedImageId } from "../uploads/testing.ts";
import { pdfText } from "./pdf-text.ts";
import * as repository from "./repository.ts";
import { expireOverdueLoans } from "./service.ts";

type User = Awaited<ReturnType<typeof registerUser>>;
const dayMs = 86_400_000;

describe.skipIf(databaseUnavailable)("loans", () => {
  let t: TestApp;
  let compliance: OperatorSession;
  let secondCompliance: OperatorSession;
  let finance: OperatorSession;
  let product: LoanProduct;

  beforeAll(async () => {
    // The clock moves by weeks here: sessions outlive it, so users and operators stay signed in.
    t = await testApp({ env: { SESSION_TTL_HOURS: "100000", OPERATOR_SESSION_TTL_HOURS: "100000" } });
    [compliance, secondCompliance, finance] = [await signInOperator(t, ["compliance"]), await signInOperator(t, ["compliance"]), await signInOperator(t, ["finance"])];
    const products = await call<{ items: LoanProduct[] }>(t.app, "GET", "/index/listLoanProducts");
    expect(products.result.items).toEqual([{ id: expect.any(String), name: "Flexible USDT loan", nameFallback: false, minAmount: "100", maxAmount: "5000", termDays: [7, 14, 30], dailyRate: "0.0005", interestFreeDays: 7, currency: "USDT" }]);
    product = products.result.items[0] as LoanProduct;
  }, 60_000);
  afterEach(() => expectLedgerSound(t.db));
  afterAll(() => t.close());

  /** A user verified by compliance through the KYC queue, under the given name. */
  async function verifiedUser(firstName = "Mira", lastName = "Okafor"): Promise<User> {
    const user = await registerUser(t.app);
    const submitted = await submitKycForm(t.app, user.token, await kycForm(t.app, user.token, { firstName, lastName }));
    const submission = (submitted.result as { state: { submission: { id: string } } }).state.submission.id;
    expect((await adminCall(t.app, "POST", `/kyc/${submission}/approve`, {}, { token: compliance.token })).code).toBe(200);
    return user;
  }

  const signature = (user: User) => uploadedImageId(t.app, user.token, "loan_signature");
  const apply = async (user: User, fields: Record<string, unknown> = {}, book: "real" | "demo" = "real", lang = "en") =>
    call<{ loan: LoanRecord; notice: number }>(t.app, "POST", "/user/loan", { productId: product.id, amount: "1000", termDays: 30, signatureImageId: await signature(user), ...fields }, { token: user.token, book, lang });
  const approve = (id: string, token = compliance.token) => adminCall<{ auditId: string; loan: AdminLoan }>(t.app, "POST", `/loans/${id}/approve`, {}, { token });
  const repay = (user: User, id: string) => call<{ loan: LoanRecord; repayment: { principal: string; interest: string; total: string; daysCharged: number } }>(t.app, "POST", "/user/repayLoan", { id }, { token: user.token, book: "real" });
  const fund = (amount: string, token = finance.token) => adminCall<{ fund: LoanFund; entryId: string }>(t.app, "POST", "/loan-fund", { amount, reason: "capital for loans" }, { token });
  const loansOf = async (user: User) => (await call<{ items: LoanRecord[] }>(t.app, "GET", "/user/listLoanRecord", undefined, { token: user.token })).result.items;
  const available = async (user: User) => ledger.balanceOf(t.db, { ownerId: user.user.id, book: "real", currency: "USDT", kind: "available" }).then(toPlain);
  const platform = (kind: PlatformAccountKind) => ledger.balanceOf(t.db, { ownerId: null, book: "real", currency: "USDT", kind }).then(toPlain);
  /** Credits `amount` USDT from platform cash, as a deposit would: the user's own money to pay interest with. */
  const credit = (user: User, amount: string) => creditReal(t.db, user.user.id, amount);
  const agreement = async (user: User, id: string) => {
    const response = await t.app.inject({ method: "GET", url: `/swx/customer/user/loanAgreement/${id}`, headers: { authorization: user.token } });
    return { status: response.statusCode, type: response.headers["content-type"], bytes: response.rawPayload };
  };

  /** Closes every open loan so the next test starts with the fund and users it sets up itself. */
  async function approvedLoan(user: User, amount = "1000"): Promise<LoanRecord> {
    expect((await fund(amount)).code).toBe(200);
    const applied = await apply(user, { amount });
    expect(applied.code).toBe(200);
    const approved = await approve(applied.result.loan.id);
    expect(approved.code).toBe(200);
    return (await loansOf(user))[0] as LoanRecord;
  }

  it("funds, quotes, signs, approves and repays early: the PDF, the ledger, the statement and the notifications", async () => {
    const user = await verifiedUser("فاطمة", "حسن");
    const quote = await call<LoanQuote>(t.app, "GET", `/user/quoteLoan?productId=${product.id}&amount=1000&termDays=30`, undefined, { token: user.token });
    expect(quote.result).toEqual({
      productId: product.id,
      productName: "Flexible USDT loan",
      productNameFallback: false,
      currency: "USDT",
      amount: "1000",
      termDays: 30,
      dailyRate: "0.0005",
      interestFreeDays: 7,
      chargeableDays: 23,
      totalInterest: "11.5",
      repaymentAmount: "1011.5",
      repaymentDate: new Date(t.clock.now().getTime() + 30 * dayMs).toISOString(),
    });

    const applied = await apply(user);
    expect(applied).toMatchObject({ code: 200, result: { notice: 20001, loan: { status: "pending", amount: "1000", totalInterest: "11.5", repaymentAmount: "1011.5", amountDue: null, disbursedAt: null, overdue: false } } });
    const loan = applied.result.loan;
    const pdf = await agreement(user, loan.id);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe("application/pdf");
    expect(createHash("sha256").update(pdf.bytes).digest("hex")).toBe(loan.agreementSha256);
    const text = (await pdfText(pdf.bytes)).replace(/\s+/g, " ");
    for (const part of ["Lender: Tradewind", "Borrower: فاطمة حسن", `Account: ${user.username}`, "Principal: 1000 USDT", "Term: 30 days", "0.05 %", "Interest-free days: 7", "Total interest: 11.5 USDT", "Repayment amount: 1011.5 USDT", "a day that has started counts as a whole day", `Signed at: ${loan.signedAt}`]) {
      expect(text).toContain(part);
    }

    // Compliance sees it, with the signature and the same PDF.
    const queue = await adminCall<{ items: AdminLoan[] }>(t.app, "GET", `/loans?userId=${user.user.id}`, undefined, { token: compliance.token });
    expect(queue.result.items).toEqual([expect.objectContaining({ id: loan.id, username: user.username, borrowerName: "فاطمة حسن", status: "pending" })]);
    const signatureImage = await t.app.inject({ method: "GET", url: `/swx/admin/uploads/${queue.result.items[0]?.signatureImageId}`, headers: { authorization: compliance.token } });
    expect(signatureImage.statusCode).toBe(200);
    const reviewed = await t.app.inject({ method: "GET", url: `/swx/admin/loans/${loan.id}/agreement`, headers: { authorization: compliance.token } });
    expect(createHash("sha256").update(reviewed.rawPayload).digest("hex")).toBe(loan.agreementSha256);

    // No fund yet: approval is refused and nothing moves; finance funds it.
    expect((await approve(loan.id)).code).toBe(10177);
    const funded = await fund("2500");
    expect(funded.result.fund).toMatchObject({ balance: "2500", pending: "1000", outstanding: "0" });
    const approved = await approve(loan.id);
    expect(approved.result.loan).toMatchObject({ status: "repaying", disbursedAt: t.clock.now().toISOString(), dueAt: new Date(t.clock.now().getTime() + 30 * dayMs).toISOString(), decidedBy: { id: compliance.id } });
    expect(await available(user)).toBe("1000");
    expect(await platform("loan_fund")).toBe("1500");

    // Ten started days later (9 days and an hour): 3 days beyond the 7 free ones bear interest.
    t.clock.advance(9 * dayMs + 3_600_000);
    expect((await loansOf(user))[0]).toMatchObject({ amountDue: "1001.5", interestDue: "1.5" });
    expect((await repay(user, loan.id)).code).toBe(10092);
    await credit(user, "5");
    const repaid = await repay(user, loan.id);
    expect(repaid.result).toMatchObject({ loan: { status: "repaid", repaidAmount: "1001.5" }, repayment: { principal: "1000", interest: "1.5", total: "1001.5", daysCharged: 10 } });
    expect(await available(user)).toBe("3.5");
    expect(await platform("loan_fund")).toBe("2500");
    expect(await platform("loan_interest")).toBe("1.5");

    const statement = await call<{ items: { kind: string; amount: string; reference: string }[] }>(t.app, "GET", "/user/listStatement", undefined, { token: user.token, book: "real" });
    expect(statement.result.items.filter((line) => line.kind.startsWith("loan_"))).toEqual([
      expect.objectContaining({ kind: "loan_repayment", amount: "-1001.5", reference: `loan:${loan.id}` }),
      expect.objectContaining({ kind: "loan_disbursement", amount: "1000", reference: `loan:${loan.id}` }),
    ]);
    const notices = await notificationsOf(t.app, user.token);
    expect(notices.filter((notice) => notice.kind.startsWith("loan_")).map((notice) => [notice.kind, notice.params])).toEqual([
      ["loan_repaid", { coin: "USDT", amount: "1001.5", interest: "1.5" }],
      ["loan_approved", { coin: "USDT", amount: "1000", dueAt: approved.result.loan.dueAt }],
    ]);
    // A repaid loan is not repaid again.
    expect((await repay(user, loan.id)).code).toBe(10178);
  });

  it("writes the agreement in the request's language with a Chinese name, the English annex after it, and keeps the language with the loan", async () => {
    const user = await verifiedUser("王", "小明");
    const applied = await apply(user, { amount: "100", termDays: 7 }, "real", "zh");
    const text = (await pdfText((await agreement(user, applied.result.loan.id)).bytes)).replace(/\s+/g, " ");
    // pdf.js puts a space between runs of different fonts: compare the Chinese text without spaces.
    const compact = text.replace(/\s+/g, "");
    expect(compact).toContain("借款协议");
    expect(compact).toContain("借款人：王小明");
    expect(compact).toContain("利息总额：0USDT");
    expect(text.indexOf("Borrower: 王 小明")).toBeGreaterThan(text.indexOf("借款人"));
    expect(text).toContain("Total interest: 0 USDT");
    expect((await repository.findLoan(t.db, applied.result.loan.id))?.agreementLanguage).toBe("zh");
  });

  it("marks an overdue loan expired with the advanced clock, still repayable for the agreed total and no more", async () => {
    const user = await verifiedUser();
    const loan = await approvedLoan(user);
    t.clock.advance(30 * dayMs - 1000);
    expect(await expireOverdueLoans({ db: t.db, clock: t.clock })).toEqual([]);
    t.clock.advance(2000);
    expect(await expireOverdueLoans({ db: t.db, clock: t.clock })).toEqual([user.user.id]);
    expect(await expireOverdueLoans({ db: t.db, clock: t.clock })).toEqual([]);
    t.clock.advance(40 * dayMs);
    expect((await loansOf(user))[0]).toMatchObject({ id: loan.id, status: "expired", overdue: true, amountDue: "1011.5", interestDue: "11.5" });
    expect((await notificationsOf(t.app, user.token))[0]).toMatchObject({ kind: "loan_expired", params: { coin: "USDT", amount: "1011.5", dueAt: loan.dueAt }, reference: `loan:${loan.id}` });
    await credit(user, "11.5");
    expect((await repay(user, loan.id)).result.repayment).toMatchObject({ total: "1011.5", daysCharged: 30 });
  });

  it("lets one of two racing repayments pay; the other answers 10178", async () => {
    const user = await verifiedUser();
    const loan = await approvedLoan(user);
    t.clock.advance(dayMs);
    const answers = await Promise.all([repay(user, loan.id), repay(user, loan.id)]);
    expect(answers.map((answer) => answer.code).sort((a, b) => a - b)).toEqual([200, 10178]);
    expect(await available(user)).toBe("0");
  });

  it("lets one of two compliance operators approve; the other answers 10158 and nothing moves twice", async () => {
    const user = await verifiedUser();
    expect((await fund("1000")).code).toBe(200);
    const applied = await apply(user);
    const fundBefore = await platform("loan_fund");
    const answers = await Promise.all([approve(applied.result.loan.id), approve(applied.result.loan.id, secondCompliance.token)]);
    expect(answers.map((answer) => answer.code).sort((a, b) => a - b)).toEqual([200, 10158]);
    expect(await available(user)).toBe("1000");
    expect(Number(await platform("loan_fund"))).toBe(Number(fundBefore) - 1000);
    expect((await adminCall(t.app, "POST", `/loans/${applied.result.loan.id}/reject`, { reason: "changed my mind" }, { token: compliance.token })).code).toBe(10158);
    await credit(user, "1");
    expect((await repay(user, applied.result.loan.id)).code).toBe(200);
  });

  it("rejects with a reason the user sees; the signature stays used", async () => {
    const user = await verifiedUser();
    const signatureImageId = await signature(user);
    const applied = await apply(user, { signatureImageId });
    const rejected = await adminCall<{ loan: AdminLoan }>(t.app, "POST", `/loans/${applied.result.loan.id}/reject`, { reason: "income could not be confirmed" }, { token: compliance.token });
    expect(rejected.result.loan).toMatchObject({ status: "rejected", rejectReason: "income could not be confirmed" });
    expect((await notificationsOf(t.app, user.token))[0]).toMatchObject({ kind: "loan_rejected", params: { reason: "income could not be confirmed", amount: "1000" } });
    expect((await repay(user, applied.result.loan.id)).code).toBe(10178);
    expect((await apply(user, { signatureImageId })).code).toBe(10155);
    expect((await apply(user)).code).toBe(200);
  });

  it("refuses every bad application with its code and writes nothing", async () => {
    const user = await verifiedUser();
    const other = await verifiedUser();
    const unverified = await registerUser(t.app);
    const count = async () => Number((await sql<{ count: string }>`select count(*)::text as count from loans where user_id in (${user.user.id}, ${unverified.user.id})`.execute(t.db)).rows[0]?.count);
    const disabled = await adminCall<{ product: AdminLoanProduct }>(t.app, "POST", "/loan-products", { names: languageTexts("Closed"), minAmount: "10", maxAmount: "20", termDays: [7], dailyRate: "0.001", enabled: false, reason: "not yet offered" }, { token: finance.token });
    const cases: [string, () => Promise<{ code: number }>, number][] = [
      ["no KYC", () => apply(unverified), 10022],
      ["demo book", () => apply(user, {}, "demo"), 10160],
      ["no signature", () => call(t.app, "POST", "/user/loan", { productId: product.id, amount: "1000", termDays: 30 }, { token: user.token, book: "real" }), 10173],
      ["someone else's signature", async () => apply(user, { signatureImageId: await signature(other) }), 10155],
      ["a KYC photo as signature", async () => apply(user, { signatureImageId: await uploadedImageId(t.app, user.token, "kyc") }), 10155],
      ["an unknown upload", () => apply(user, { signatureImageId: "999999999" }), 10155],
      ["negative amount", () => apply(user, { amount: "-5" }), 10165],
      ["zero", () => apply(user, { amount: "0" }), 10165],
      ["over-precise", () => apply(user, { amount: "100.0000001" }), 10165],
      ["exponent", () => apply(user, { amount: "1e3" }), 10165],
      ["huge", () => apply(user, { amount: "1000000000000000000" }), 10174],
      ["below the range", () => apply(user, { amount: "99.999999" }), 10174],
      ["above the range", () => apply(user, { amount: "5000.000001" }), 10174],
      ["term not offered", () => apply(user, { termDays: 9 }), 10023],
      ["term not a number", () => apply(user, { termDays: "a week" }), 10023],
      ["unknown product", () => apply(user, { productId: "999999" }), 10175],
      ["disabled product", () => apply(user, { productId: disabled.result.product.id, amount: "10", termDays: 7 }), 10175],
    ];
    for (const [name, attempt, code] of cases) expect((await attempt()).code, name).toBe(code);
    // A "signature" that is not an image never becomes an upload to sign with.
    const notImage = multipartBody([
      { name: "purpose", value: "loan_signature" },
      { name: "file", filename: "signature.png", type: "image/png", data: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>") },
    ]);
    expect((await postUpload(t.app, user.token, notImage.payload, notImage.contentType)).code).toBe(10153);
    expect(await count()).toBe(0);
    expect((await apply(user)).code).toBe(200);
    expect((await apply(user)).code).toBe(10176);
    await sql`update system_params set value = '2' where key = 'loan_max_open'`.execute(t.db);
    expect((await apply(user)).code).toBe(200);
    await sql`update system_params set value = '1' where key = 'loan_max_open'`.execute(t.db);
    expect(await count()).toBe(2);
  });

  it("answers a replayed application (same Idempotency-Key) with the same loan, writing one", async () => {
    const user = await verifiedUser();
    const body = { productId: product.id, amount: "300", termDays: 14, signatureImageId: await signature(user) };
    const send = () => call<{ loan: LoanRecord }>(t.app, "POST", "/user/loan", body, { token: user.token, book: "real", headers: { "idempotency-key": "loan-apply-1" } });
    const [first, second] = [await send(), await send()];
    expect(second.result.loan.id).toBe(first.result.loan.id);
    expect(await loansOf(user)).toHaveLength(1);
  });

  it("lets only the owner and compliance read an agreement, and holds the role matrix of the back office", async () => {
    const user = await verifiedUser();
    const stranger = await registerUser(t.app);
    const applied = await apply(user, { amount: "200" });
    expect((await agreement(stranger, applied.result.loan.id)).status).toBe(404);
    const asFinance = await t.app.inject({ method: "GET", url: `/swx/admin/loans/${applied.result.loan.id}/agreement`, headers: { authorization: finance.token } });
    expect(asFinance.json()).toMatchObject({ code: 10139 });
    expect((await approve(applied.result.loan.id, finance.token)).code).toBe(10139);
    expect((await fund("10", compliance.token)).code).toBe(10139);
    expect((await adminCall(t.app, "GET", "/loan-fund", undefined, { token: compliance.token })).code).toBe(200);
    expect((await repay(stranger, applied.result.loan.id)).code).toBe(10118);
    expect((await adminCall(t.app, "POST", `/loans/${applied.result.loan.id}/reject`, { reason: "test cleanup" }, { token: compliance.token })).code).toBe(200);
  });

  it("lets finance edit products with checked fields and fund only exact positive amounts, audited", async () => {
    const body = { names: languageTexts("Short loan"), minAmount: "50", maxAmount: "500", termDays: [14, 7], dailyRate: "0.001", enabled: true, reason: "new product" };
    const created = await adminCall<{ auditId: string; product: AdminLoanProduct }>(t.app, "POST", "/loan-products", body, { token: finance.token });
    expect(created.result).toMatchObject({ auditId: expect.any(String), product: { name: "Short loan", termDays: [7, 14], dailyRate: "0.001", loans: 0 } });
    const id = created.result.product.id;
    const update = (fields: object) => adminCall<{ product: AdminLoanProduct }>(t.app, "POST", `/loan-products/${id}`, { ...body, ...fields }, { token: finance.token });
    expect((await update({ minAmount: "600" })).code).toBe(10179);
    expect((await update({ termDays: [7, 7] })).code).toBe(10179);
    expect((await update({ termDays: [] })).code).toBe(10179);
    expect((await update({ dailyRate: "1" })).code).toBe(10179);
    expect((await update({ names: languageTexts("") })).code).toBe(10179);
    expect((await update({ names: languageTexts("x".repeat(81)) })).code).toBe(10120);
    expect((await update({ minAmount: "0" })).code).toBe(10165);
    expect((await update({ termDays: [0] })).code).toBe(10023);
    expect((await update({ enabled: false })).result.product).toMatchObject({ enabled: false });
    expect((await adminCall(t.app, "POST", "/loan-products/999999", body, { token: finance.token })).code).toBe(10118);
    expect((await fund("0")).code).toBe(10165);
    expect((await fund("1.0000001")).code).toBe(10165);
    const audit = await sql<{ action: string }>`select action from audit_log where target = ${`loan_product:${id}`} order by id`.execute(t.db);
    expect(audit.rows.map((row) => row.action)).toEqual(["loanProduct.create", "loanProduct.update"]);
  });

  it("seeds its product with a name in all ten languages", async () => {
    const seeded = await sql<{ names: Record<string, string> }>`select names from loan_products where id = ${product.id}`.execute(t.db);
    for (const { code } of languages) expect(seeded.rows[0]?.names[code], code).toMatch(/\S/);
  });

  it("names the product, the quote and the signed loan in a Japanese and an Arabic reader's language, English when one is missing", async () => {
    const listIn = async (lang: string) => (await call<{ items: LoanProduct[] }>(t.app, "GET", "/index/listLoanProducts", undefined, { lang })).result.items[0];
    expect(await listIn("ja")).toMatchObject({ id: product.id, name: "USDTフレキシブルローン", nameFallback: false });
    expect(await listIn("ar")).toMatchObject({ id: product.id, name: "قرض USDT مرن", nameFallback: false });
    const user = await verifiedUser();
    const quote = await call<LoanQuote>(t.app, "GET", `/user/quoteLoan?productId=${product.id}&amount=1000&termDays=30`, undefined, { token: user.token, lang: "ar" });
    expect(quote.result).toMatchObject({ productName: "قرض USDT مرن", productNameFallback: false });
    const applied = await call<{ loan: LoanRecord }>(t.app, "POST", "/user/loan", { productId: product.id, amount: "1000", termDays: 30, signatureImageId: await signature(user) }, { token: user.token, book: "real", lang: "ja" });
    expect(applied.result.loan).toMatchObject({ productName: "USDTフレキシブルローン", productNameFallback: false });
    // Finance renames the product in English only: the signed loan keeps the names it was signed with.
    const renamed = { names: languageTexts("Renamed loan"), minAmount: "100", maxAmount: "5000", termDays: [7, 14, 30], dailyRate: "0.0005", enabled: true, reason: "rename" };
    expect((await adminCall(t.app, "POST", `/loan-products/${product.id}`, renamed, { token: finance.token })).code).toBe(200);
    expect(await listIn("ar")).toMatchObject({ name: "Renamed loan", nameFallback: true });
    const loansIn = async (lang: string) => (await call<{ items: LoanRecord[] }>(t.app, "GET", "/user/listLoanRecord", undefined, { token: user.token, lang })).result.items[0];
    expect(await loansIn("ar")).toMatchObject({ productName: "قرض USDT مرن", productNameFallback: false });
    // Finance writes every language back: each is stored, and the audit row holds them all.
    const seededNames = (await sql<{ names: Record<string, string> }>`select product_names as names from loans where id = ${applied.result.loan.id}`.execute(t.db)).rows[0]?.names;
    const restored = await adminCall<{ auditId: string; product: AdminLoanProduct }>(t.app, "POST", `/loan-products/${product.id}`, { ...renamed, names: seededNames, reason: "restore the translations" }, { token: finance.token });
    expect(restored.result.product).toMatchObject({ name: "Flexible USDT loan", names: seededNames });
    const audit = await sql<{ after: { names: Record<string, string> } }>`select after from audit_log where id = ${restored.result.auditId}`.execute(t.db);
    expect(audit.rows[0]?.after.names).toEqual(seededNames);
    for (const { code } of languages) expect((await listIn(code))?.name, code).toBe(seededNames?.[code]);
    expect((await adminCall(t.app, "POST", `/loans/${applied.result.loan.id}/reject`, { reason: "test cleanup" }, { token: compliance.token })).code).toBe(200);
  });
});
