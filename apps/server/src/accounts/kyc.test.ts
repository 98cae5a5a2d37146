// Identity verification end to end through HTTP: the user's submission with its three photos,
// every catalogued refusal (nothing written), compliance's queue and decisions (audited, told to
// the user as a notification, taken once even when two operators race), resubmission after a
// refusal, and who may read the photos.
import type { AdminKycSubmission } from "@tradewind/api/admin/kyc";
import type { KycState } from "@tradewind/api/kyc";
import type { Notification } from "@tradewind/api/notifications";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCall, signInOperator, type OperatorSession } from "../admin/testing.ts";
import { call, databaseUnavailable, registerUser, testApp, type TestApp } from "../testing/harness.ts";
import { uploadedImageId } from "../uploads/testing.ts";
import { kycForm, submitKycForm } from "./kyc-testing.ts";

type Decided = { auditId: string; submission: AdminKycSubmission };

describe.skipIf(databaseUnavailable)("identity verification", () => {
  let t: TestApp;
  let compliance: OperatorSession;
  let secondCompliance: OperatorSession;

  const state = async (token: string) => (await call<KycState>(t.app, "GET", "/user/identification", undefined, { token })).result;
  const decide = (operator: OperatorSession, id: string, verdict: "approve" | "reject", body: object = verdict === "reject" ? { reason: "The photo of the back is blurred" } : {}) =>
    adminCall<Decided>(t.app, "POST", `/kyc/${id}/${verdict}`, body, { token: operator.token });
  const notificationsOf = async (token: string) => (await call<{ items: Notification[] }>(t.app, "GET", "/user/listNotifications", undefined, { token })).result.items;
  const auditRows = (id: string) => t.db.selectFrom("audit_log").select(["action", "operator_id", "reason"]).where("target", "=", `kyc_submission:${id}`).execute();

  /** A new user with a pending submission; answers the user and the submission's id. */
  async function pendingUser() {
    const user = await registerUser(t.app);
    const submitted = await submitKycForm(t.app, user.token, await kycForm(t.app, user.token));
    expect(submitted.code).toBe(200);
    return { user, id: (submitted.result as { state: KycState }).state.submission?.id ?? "" };
  }

  beforeAll(async () => {
    t = await testApp();
    compliance = await signInOperator(t, ["compliance"]);
    secondCompliance = await signInOperator(t, ["compliance"]);
  }, 60_000);
  afterAll(() => t.close());

  it("goes from none to pending to verified, claims the photos, audits the decision and tells the user", async () => {
    const user = await registerUser(t.app);
    expect(await state(user.token)).toEqual({ status: "none", submission: null, canSubmit: true });
    const form = await kycForm(t.app, user.token);
    const submitted = await submitKycForm(t.app, user.token, form);
    expect(submitted.code).toBe(200);
    expect(submitted.result).toMatchObject({ notice: 20001, state: { status: "pending", canSubmit: false } });
    const mine = await state(user.token);
    // What was sent comes back as it was, with the review's state.
    expect(mine.submission).toEqual({
      ...form,
      id: expect.any(String),
      status: "pending",
      rejectReason: null,
      submittedAt: "2026-11-23T08:00:00.000Z",
      reviewedAt: null,
    });
    const id = mine.submission?.id ?? "";
    const photos = await t.db.selectFrom("uploads").select("claimed_ref").where("id", "in", [form.frontImageId, form.backImageId, form.holdingImageId]).execute();
    expect(photos.map((photo) => photo.claimed_ref)).toEqual(Array(3).fill(`kyc_submission:${id}`));
    // The user reads their own photos back.
    expect((await t.app.inject({ method: "GET", url: `/swx/customer/user/upload/${form.frontImageId}`, headers: { authorization: user.token } })).statusCode).toBe(200);

    const queue = await adminCall<{ items: AdminKycSubmission[] }>(t.app, "GET", `/kyc?userId=${user.user.id}`, undefined, { token: compliance.token });
    expect(queue.result.items).toEqual([expect.objectContaining({ id, userId: user.user.id, username: user.username, status: "pending", reviewedBy: null, previousSubmissions: 0 })]);
    t.clock.advance(3_600_000);
    const approved = await decide(compliance, id, "approve", { note: "documents match" });
    expect(approved.code).toBe(200);
    expect(approved.result.submission).toMatchObject({ status: "verified", reviewedAt: "2026-11-23T09:00:00.000Z", reviewedBy: { id: compliance.id, username: compliance.username }, rejectReason: null });
    expect(await state(user.token)).toMatchObject({ status: "verified", canSubmit: false, submission: { status: "verified" } });
    expect(await auditRows(id)).toEqual([{ action: "kyc.approve", operator_id: compliance.id, reason: "documents match" }]);
    expect(await notificationsOf(user.token)).toEqual([expect.objectContaining({ kind: "kyc_verified", reference: `kyc_submission:${id}`, read: false })]);

    // Verified is final: no second submission.
    const again = await submitKycForm(t.app, user.token, await kycForm(t.app, user.token));
    expect([again.code, again.message]).toEqual([10019, "User authentication status is wrong"]);
  });

  describe("refusals: each answers its code and writes nothing", () => {
    type Case = [title: string, change: (form: Record<string, unknown>, others: { foreign: string; proof: string; claimed: string }) => object, code: number, field?: string];
    const cases: Case[] = [
      ["a blank first name", (form) => ({ ...form, firstName: "   " }), 10156, "firstName"],
      ["no last name", ({ lastName: _dropped, ...form }) => form, 10156, "lastName"],
      ["a sex outside the list", (form) => ({ ...form, sex: "x" }), 10156, "sex"],
      ["a country that is not ISO alpha-2", (form) => ({ ...form, country: "Germany" }), 10156, "country"],
      ["a blank address", (form) => ({ ...form, address: "" }), 10156, "address"],
      ["a document type outside the list", (form) => ({ ...form, documentType: "library_card" }), 10156, "documentType"],
      ["a phone without its country code", (form) => ({ ...form, phone: "030123456" }), 10109, "phone"],
      ["a birthdate in another form", (form) => ({ ...form, birthdate: "17.05.1990" }), 10159, "birthdate"],
      ["a day that does not exist", (form) => ({ ...form, birthdate: "1990-02-30" }), 10159],
      ["a birthdate in the future", (form) => ({ ...form, birthdate: "2030-01-01" }), 10159],
      ["one day short of 18", (form) => ({ ...form, birthdate: "2008-11-24" }), 10159],
      ["a missing photo", ({ holdingImageId: _dropped, ...form }) => form, 10155, "holdingImageId"],
      ["another user's photo", (form, { foreign }) => ({ ...form, backImageId: foreign }), 10155],
      ["a deposit proof as a photo", (form, { proof }) => ({ ...form, frontImageId: proof }), 10155],
      ["a photo claimed by an earlier submission", (form, { claimed }) => ({ ...form, frontImageId: claimed }), 10155],
      ["the same photo three times", (form) => ({ ...form, backImageId: form.frontImageId, holdingImageId: form.frontImageId }), 10155],
      ["an unknown photo id", (form) => ({ ...form, backImageId: "999999" }), 10155],
      ["a field the form does not have", (form) => ({ ...form, nationality: "DE" }), 10121],
    ];
    let others: { foreign: string; proof: string; claimed: string };
    let user: Awaited<ReturnType<typeof registerUser>>;
    let form: Record<string, unknown>;

    beforeAll(async () => {
      const other = await pendingUser();
      const claimed = (await t.db.selectFrom("kyc_submissions").select("front_upload_id").where("id", "=", other.id).executeTakeFirstOrThrow()).front_upload_id;
      user = await registerUser(t.app);
      others = { foreign: await uploadedImageId(t.app, other.user.token, "kyc"), proof: await uploadedImageId(t.app, user.token, "deposit_proof"), claimed };
      form = { ...(await kycForm(t.app, user.token)) };
    });

    it.each(cases)("%s", async (_title, change, code, field) => {
      const reply = await submitKycForm(t.app, user.token, change(form, others));
      expect([reply.status, reply.code]).toEqual([400, code]);
      if (field) expect(reply.result).toEqual({ field });
      expect(await state(user.token)).toEqual({ status: "none", submission: null, canSubmit: true });
      const claimed = await t.db.selectFrom("uploads").select("id").where("owner_id", "=", user.user.id).where("claimed_at", "is not", null).execute();
      expect(claimed).toEqual([]);
    });

    it("accepts the form itself, on the 18th birthday", async () => {
      const reply = await submitKycForm(t.app, user.token, { ...form, birthdate: "2008-11-23" });
      expect(reply.code).toBe(200);
    });

    it("answers 10019 while a submission is pending", async () => {
      const reply = await submitKycForm(t.app, user.token, await kycForm(t.app, user.token));
      expect(reply.code).toBe(10019);
      expect(await t.db.selectFrom("kyc_submissions").select("id").where("user_id", "=", user.user.id).execute()).toHaveLength(1);
    });

    it("refuses a visitor", async () => {
      expect((await call(t.app, "GET", "/user/identification")).status).toBe(401);
      expect((await submitKycForm(t.app, "", form)).status).toBe(401);
    });
  });

  it("a refused user reads the reason, is told, and submits again with new photos", async () => {
    const { user, id } = await pendingUser();
    const rejected = await decide(compliance, id, "reject", { reason: "The photo of the back is blurred" });
    expect(rejected.code).toBe(200);
    expect(rejected.result.submission).toMatchObject({ status: "failed", rejectReason: "The photo of the back is blurred" });
    expect(await state(user.token)).toMatchObject({ status: "failed", canSubmit: true, submission: { id, status: "failed", rejectReason: "The photo of the back is blurred" } });
    expect(await notificationsOf(user.token)).toEqual([expect.objectContaining({ kind: "kyc_rejected", params: { reason: "The photo of the back is blurred" } })]);
    expect(await auditRows(id)).toEqual([{ action: "kyc.reject", operator_id: compliance.id, reason: "The photo of the back is blurred" }]);

    const old = await t.db.selectFrom("kyc_submissions").select(["front_upload_id", "back_upload_id", "holding_upload_id"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect((await submitKycForm(t.app, user.token, { ...(await kycForm(t.app, user.token)), frontImageId: old.front_upload_id })).code).toBe(10155);
    const resubmitted = await submitKycForm(t.app, user.token, await kycForm(t.app, user.token, { address: "Torstraße 2, 10119 Berlin" }));
    expect(resubmitted.code).toBe(200);
    const newId = (resubmitted.result as { state: KycState }).state.submission?.id ?? "";
    expect(newId).not.toBe(id);
    const opened = await adminCall<AdminKycSubmission>(t.app, "GET", `/kyc/${newId}`, undefined, { token: compliance.token });
    expect(opened.result).toMatchObject({ status: "pending", address: "Torstraße 2, 10119 Berlin", previousSubmissions: 1 });
    const failed = await adminCall<{ items: AdminKycSubmission[] }>(t.app, "GET", `/kyc?status=failed&userId=${user.user.id}`, undefined, { token: compliance.token });
    expect(failed.result.items.map((item) => item.id)).toEqual([id]);
  });

  it("takes a decision once: two operators approving at once (one wins, 10158), approve after reject, reject after approve", async () => {
    const { user, id } = await pendingUser();
    const answers = await Promise.all([decide(compliance, id, "approve"), decide(secondCompliance, id, "approve")]);
    expect(answers.map((answer) => answer.code).sort((a, b) => a - b)).toEqual([200, 10158]);
    expect(answers.find((answer) => answer.code === 10158)?.message).toBe("This item has already been reviewed");
    expect(await auditRows(id)).toHaveLength(1);
    expect(await notificationsOf(user.token)).toHaveLength(1);
    expect((await decide(compliance, id, "reject")).code).toBe(10158);
    expect((await state(user.token)).status).toBe("verified");

    const other = await pendingUser();
    expect((await decide(compliance, other.id, "reject")).code).toBe(200);
    expect((await decide(secondCompliance, other.id, "approve")).code).toBe(10158);
    expect((await state(other.user.token)).status).toBe("failed");
    expect(await auditRows(other.id)).toHaveLength(1);
  });

  it("answers 10118 for an unknown submission and 10147 for a refusal without a reason", async () => {
    expect((await decide(compliance, "999999", "approve")).code).toBe(10118);
    expect((await adminCall(t.app, "GET", "/kyc/999999", undefined, { token: compliance.token })).code).toBe(10118);
    const { id } = await pendingUser();
    expect((await decide(compliance, id, "reject", { reason: "" })).code).toBe(10147);
    expect((await adminCall<AdminKycSubmission>(t.app, "GET", `/kyc/${id}`, undefined, { token: compliance.token })).result.status).toBe("pending");
  });

  it("lists the queue oldest first, decided ones newest first, and finds by name prefix", async () => {
    const first = await pendingUser();
    t.clock.advance(60_000);
    const second = await pendingUser();
    const pending = await adminCall<{ items: AdminKycSubmission[]; total: number }>(t.app, "GET", "/kyc?size=100", undefined, { token: compliance.token });
    const order = pending.result.items.map((item) => item.id);
    expect(order.indexOf(first.id)).toBeLessThan(order.indexOf(second.id));
    expect(pending.result.items.every((item) => item.status === "pending")).toBe(true);
    const dashboard = await adminCall<{ queues: { queue: string; pending: number }[] }>(t.app, "GET", "/dashboard", undefined, { token: compliance.token });
    expect(dashboard.result.queues.find((queue) => queue.queue === "kyc")?.pending).toBe(pending.result.total);

    await decide(compliance, first.id, "approve");
    t.clock.advance(60_000);
    await decide(compliance, second.id, "approve");
    const verified = (await adminCall<{ items: AdminKycSubmission[] }>(t.app, "GET", "/kyc?status=verified&size=100", undefined, { token: compliance.token })).result.items.map((item) => item.id);
    expect(verified.indexOf(second.id)).toBeLessThan(verified.indexOf(first.id));
    const byName = await adminCall<{ items: AdminKycSubmission[] }>(t.app, "GET", `/kyc?status=verified&q=${second.user.username.slice(0, 12)}`, undefined, { token: compliance.token });
    expect(byName.result.items.map((item) => item.id)).toContain(second.id);
    const bySurname = await adminCall<{ items: AdminKycSubmission[] }>(t.app, "GET", "/kyc?status=verified&q=okaf&size=100", undefined, { token: compliance.token });
    expect(bySurname.result.items.map((item) => item.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    const wildcard = await adminCall<{ items: AdminKycSubmission[] }>(t.app, "GET", "/kyc?status=verified&q=%25", undefined, { token: compliance.token });
    expect(wildcard.result.items).toEqual([]);
  });

  describe("who may do what", () => {
    let pending: { user: Awaited<ReturnType<typeof registerUser>>; id: string };
    beforeAll(async () => {
      pending = await pendingUser();
    });

    it.each(["support", "finance"] as const)("a %s operator gets 403 on the queue and its decisions", async (role) => {
      const operator = await signInOperator(t, [role]);
      for (const reply of [
        await adminCall(t.app, "GET", "/kyc", undefined, { token: operator.token }),
        await adminCall(t.app, "GET", `/kyc/${pending.id}`, undefined, { token: operator.token }),
        await decide(operator, pending.id, "approve"),
        await decide(operator, pending.id, "reject"),
      ]) {
        expect([reply.status, reply.code]).toEqual([403, 10139]);
      }
      expect((await state(pending.user.token)).status).toBe("pending");
    });

    it("the photos are read by their owner and by compliance, not by finance, support or another user", async () => {
      const photo = (await t.db.selectFrom("kyc_submissions").select("holding_upload_id").where("id", "=", pending.id).executeTakeFirstOrThrow()).holding_upload_id;
      const read = async (url: string, token: string) => {
        const response = await t.app.inject({ method: "GET", url, headers: { authorization: token } });
        return response.statusCode;
      };
      const [finance, support] = [await signInOperator(t, ["finance"]), await signInOperator(t, ["support"])];
      const stranger = await registerUser(t.app);
      expect(await read(`/swx/customer/user/upload/${photo}`, pending.user.token)).toBe(200);
      expect(await read(`/swx/admin/uploads/${photo}`, compliance.token)).toBe(200);
      expect(await read(`/swx/admin/uploads/${photo}`, finance.token)).toBe(403);
      expect(await read(`/swx/admin/uploads/${photo}`, support.token)).toBe(403);
      expect(await read(`/swx/customer/user/upload/${photo}`, stranger.token)).toBe(404);
    });
  });
});
