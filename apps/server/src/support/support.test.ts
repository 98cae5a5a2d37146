// Customer service (issue 16): visitors and users chat with support operators over REST, with
// live frames on /ws; marks, history, limits, access rules, audited closing, and two server
// processes joined by NATS (skipped, and said so, when NATS_URL is unset).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminSupportConversation, CannedReply, SupportProfile } from "@tradewind/api/admin/support";
import type { AuditEntry } from "@tradewind/api/admin/audit";
import { serverMessageSchema, type ServerMessage } from "@tradewind/api/realtime";
import { supportBurstMax, supportTextMax, type SupportConversation, type SupportMessage } from "@tradewind/api/support";
import { adminCall, firstAdmin, signInOperator, type OperatorSession } from "../admin/testing.ts";
import { call, databaseUnavailable, liveMarketApp, openSocket, registerUser, testDatabase, useNatsPair, type LiveMarketApp, type SocketClient, type TestDatabase } from "../testing/harness.ts";
import { multipartBody, pngImage, uploadedImageId } from "../uploads/testing.ts";
import { visitorsPerIpPerHourMax } from "./service.ts";

type Frame = ServerMessage;
const frameOf = (type: Frame["type"], match: (frame: Frame) => boolean = () => true) => (raw: unknown) => {
  const frame = serverMessageSchema.parse(raw);
  return frame.type === type && match(frame);
};
let counter = 0;
const clientId = () => `client-${Date.now().toString(36)}-${++counter}`;

describe.skipIf(databaseUnavailable)("customer service", () => {
  let database: TestDatabase;
  let live: LiveMarketApp;
  let agent: OperatorSession;
  let otherAgent: OperatorSession;
  let compliance: OperatorSession;

  beforeAll(async () => {
    database = await testDatabase();
    live = await liveMarketApp({ database });
    const t = { app: live.app, db: database.db, clock: live.clock };
    agent = await signInOperator(t, ["support"]);
    otherAgent = await signInOperator(t, ["support"]);
    compliance = await signInOperator(t, ["compliance"]);
  });
  afterAll(async () => {
    await live.close();
    await database.drop();
  });

  const connect = () => openSocket(`${live.socketUrl}/ws`);
  const visitorHeaders = (token: string) => ({ "x-visitor-token": token });
  const newVisitor = async () => {
    const started = await call<{ token: string; visitorId: string }>(live.app, "POST", "/support/visitor", {});
    expect(started.code).toBe(200);
    return started.result;
  };
  const send = (who: { token?: string; visitor?: string }, body: object) =>
    call<{ message: SupportMessage; conversation: SupportConversation }>(live.app, "POST", "/support/send", body, {
      ...(who.token ? { token: who.token } : {}),
      ...(who.visitor ? { headers: visitorHeaders(who.visitor) } : {}),
    });
  const customerGet = <T>(who: { token?: string; visitor?: string }, path: string) =>
    call<T>(live.app, "GET", path, undefined, { ...(who.token ? { token: who.token } : {}), ...(who.visitor ? { headers: visitorHeaders(who.visitor) } : {}) });
  const reply = (operator: OperatorSession, conversationId: string, body: object) =>
    adminCall<{ auditId: string; message: SupportMessage }>(live.app, "POST", `/support/conversations/${conversationId}/send`, body, { token: operator.token });
  const operatorSocket = async (operator: OperatorSession) => {
    const socket = await connect();
    socket.send({ op: "operator", token: operator.token });
    await socket.next(frameOf("operatorAuthenticated"));
    return socket;
  };
  const userSocket = async (token: string) => {
    const socket = await connect();
    socket.send({ op: "auth", token });
    await socket.next(frameOf("authenticated"));
    return socket;
  };

  it("lets a visitor chat with a temporary identity, live on /ws, text only", async () => {
    const visitor = await newVisitor();
    expect(visitor.token.length).toBeGreaterThanOrEqual(40);
    const desk = await operatorSocket(agent);
    const sent = await send({ visitor: visitor.token }, { clientMessageId: clientId(), text: "Hello, I cannot log in" });
    expect(sent.code).toBe(200);
    expect(sent.result.message).toMatchObject({ sender: "customer", text: "Hello, I cannot log in", operatorName: null });
    expect(sent.result.conversation.status).toBe("open");
    const conversationId = sent.result.conversation.id;
    // The desk hears about the new conversation and its message.
    await desk.next(frameOf("supportConversation", (frame) => frame.type === "supportConversation" && frame.conversationId === conversationId && frame.event === "opened"));
    await desk.next(frameOf("supportMessage", (frame) => frame.type === "supportMessage" && frame.message.id === sent.result.message.id));

    const phone = await connect();
    phone.send({ op: "visitor", token: visitor.token });
    await phone.next(frameOf("visitorAuthenticated"));
    const answered = await reply(agent, conversationId, { clientMessageId: clientId(), text: "Hi! Let me help." });
    expect(answered.code).toBe(200);
    const heard = (await phone.next(frameOf("supportMessage"))) as Extract<Frame, { type: "supportMessage" }>;
    expect(heard.message).toMatchObject({ sender: "operator", text: "Hi! Let me help.", operatorName: agent.username });
    // Its socket received it: the desk sees it delivered.
    await desk.next(frameOf("supportReceipt", (frame) => frame.type === "supportReceipt" && frame.kind === "delivered" && frame.by === "customer" && frame.upTo === answered.result.message.id));

    // One connection's sign-ins are bounded.
    const flood = await connect();
    for (let index = 0; index < 6; index += 1) flood.send({ op: "visitor", token: visitor.token });
    for (let index = 0; index < 6; index += 1) await flood.next();
    expect(flood.received.filter(frameOf("visitorAuthenticated"))).toHaveLength(5);
    expect(flood.received.filter(frameOf("error"))).toMatchObject([{ code: 10110 }]);
    flood.socket.close();

    // Images need an account; a dead token is refused with 10200 on REST and /ws.
    expect((await send({ visitor: visitor.token }, { clientMessageId: clientId(), imageId: "1" })).code).toBe(10206);
    expect((await customerGet({ visitor: "not-a-token" }, "/support/conversation")).code).toBe(10200);
    expect((await customerGet({}, "/support/conversation")).code).toBe(401);
    phone.send({ op: "visitor", token: "not-a-token" });
    expect(await phone.next(frameOf("error"))).toMatchObject({ code: 10200 });
    for (const socket of [desk, phone]) socket.socket.close();
  });

  it("delivers an operator's reply live to the user's /ws, with delivered and read marks both ways", async () => {
    const user = await registerUser(live.app);
    const desk = await operatorSocket(agent);
    const laptop = await userSocket(user.token);
    const first = await send({ token: user.token }, { clientMessageId: clientId(), text: "Where is my deposit?" });
    expect(first.code).toBe(200);
    const conversationId = first.result.conversation.id;
    // Reaching the operators' socket marks the user's message delivered.
    await laptop.next(frameOf("supportReceipt", (frame) => frame.type === "supportReceipt" && frame.kind === "delivered" && frame.by === "operator" && frame.upTo === first.result.message.id));

    laptop.send({ op: "typing" });
    await desk.next(frameOf("supportTyping", (frame) => frame.type === "supportTyping" && frame.conversationId === conversationId && frame.by === "customer"));
    desk.send({ op: "typing", conversationId });
    await laptop.next(frameOf("supportTyping", (frame) => frame.type === "supportTyping" && frame.by === "operator"));

    const answer = await reply(agent, conversationId, { clientMessageId: clientId(), text: "It is being checked now." });
    expect(answer.code).toBe(200);
    const heard = (await laptop.next(frameOf("supportMessage", (frame) => frame.type === "supportMessage" && frame.message.sender === "operator"))) as Extract<Frame, { type: "supportMessage" }>;
    expect(heard.message.text).toBe("It is being checked now.");
    // Replying took the unassigned conversation.
    const detail = await adminCall<{ conversation: AdminSupportConversation; profile: SupportProfile }>(live.app, "GET", `/support/conversations/${conversationId}`, undefined, { token: agent.token });
    expect(detail.result.conversation.assignedTo).toEqual({ id: agent.id, username: agent.username });
    expect(detail.result.profile).toMatchObject({ kind: "user", userId: user.user.id, kycStatus: "none" });

    expect((await customerGet<{ unread: number }>({ token: user.token }, "/support/conversation")).result.unread).toBe(1);
    const read = await call<{ unread: number }>(live.app, "POST", "/support/read", { upTo: answer.result.message.id }, { token: user.token });
    expect(read.result.unread).toBe(0);
    await desk.next(frameOf("supportReceipt", (frame) => frame.type === "supportReceipt" && frame.kind === "read" && frame.by === "customer" && frame.upTo === answer.result.message.id));

    const operatorRead = await adminCall<{ unread: number }>(live.app, "POST", `/support/conversations/${conversationId}/read`, { upTo: first.result.message.id }, { token: agent.token });
    expect(operatorRead.result.unread).toBe(0);
    await laptop.next(frameOf("supportReceipt", (frame) => frame.type === "supportReceipt" && frame.kind === "read" && frame.by === "operator"));
    const history = await customerGet<{ items: SupportMessage[] }>({ token: user.token }, "/support/messages");
    expect(history.result.items.map((message) => [message.sender, message.deliveredAt !== null, message.readAt !== null])).toEqual([
      ["customer", true, true],
      ["operator", true, true],
    ]);
    for (const socket of [desk, laptop]) socket.socket.close();
  });

  it("keeps messages sent while the user is away for the fetch on reconnect, and pages history", async () => {
    const user = await registerUser(live.app);
    const opened = await send({ token: user.token }, { clientMessageId: clientId(), text: "message 1" });
    const conversationId = opened.result.conversation.id;
    const seen = opened.result.message.id;
    const replies: string[] = [];
    for (let index = 0; index < 3; index += 1) replies.push((await reply(agent, conversationId, { clientMessageId: clientId(), text: `reply ${index}` })).result.message.id);
    // Reconnecting: sign in, then everything after the last id seen.
    const socket = await userSocket(user.token);
    const missed = await customerGet<{ items: SupportMessage[]; hasMore: boolean }>({ token: user.token }, `/support/messages?after=${seen}`);
    expect(missed.result.items.map((message) => message.id)).toEqual(replies);
    expect(missed.result.items.every((message) => message.deliveredAt !== null)).toBe(true);
    expect(missed.result.hasMore).toBe(false);
    socket.socket.close();

    for (let index = 2; index <= 5; index += 1) {
      live.clock.advance(11_000);
      await send({ token: user.token }, { clientMessageId: clientId(), text: `message ${index}` });
    }
    const newest = await customerGet<{ items: SupportMessage[]; hasMore: boolean }>({ token: user.token }, "/support/messages?limit=3");
    expect(newest.result.items.map((message) => message.text)).toEqual(["message 3", "message 4", "message 5"]);
    expect(newest.result.hasMore).toBe(true);
    const older = await customerGet<{ items: SupportMessage[]; hasMore: boolean }>({ token: user.token }, `/support/messages?limit=3&before=${newest.result.items[0]?.id ?? ""}`);
    expect(older.result.items.map((message) => message.text)).toEqual(["reply 1", "reply 2", "message 2"]);
    const oldest = await customerGet<{ items: SupportMessage[]; hasMore: boolean }>({ token: user.token }, `/support/messages?limit=3&before=${older.result.items[0]?.id ?? ""}`);
    expect(oldest.result.items.map((message) => message.text)).toEqual(["message 1", "reply 0"]);
    expect(oldest.result.hasMore).toBe(false);
  });

  it("stores a retried send once, keeps HTML as text, strips control characters and refuses oversized and empty messages", async () => {
    const user = await registerUser(live.app);
    const id = clientId();
    const html = '<script>alert("x")</script><b>bold</b>';
    const [first, again] = await Promise.all([send({ token: user.token }, { clientMessageId: id, text: html }), send({ token: user.token }, { clientMessageId: id, text: html })]);
    expect(first.code).toBe(200);
    expect(again.result.message.id).toBe(first.result.message.id);
    expect(first.result.message.text).toBe(html);
    const history = await customerGet<{ items: SupportMessage[] }>({ token: user.token }, "/support/messages");
    expect(history.result.items).toHaveLength(1);
    // Two first messages at once open one conversation.
    const racer = await registerUser(live.app);
    const raced = await Promise.all([send({ token: racer.token }, { clientMessageId: clientId(), text: "one" }), send({ token: racer.token }, { clientMessageId: clientId(), text: "two" })]);
    expect(raced.map((each) => each.code)).toEqual([200, 200]);
    expect(raced[0].result.conversation.id).toBe(raced[1].result.conversation.id);

    const cleaned = await send({ token: user.token }, { clientMessageId: clientId(), text: "  a\u007Fb\r\nc\u202Ed\u0085  " });
    expect(cleaned.result.message.text).toBe("ab\ncd");
    // NUL and the other C0 controls are refused before the handler, like in every field (platform/text-input.test.ts).
    expect(await send({ token: user.token }, { clientMessageId: clientId(), text: "a\u0000b" })).toMatchObject({ code: 10100, result: { field: "text" } });
    expect((await send({ token: user.token }, { clientMessageId: clientId(), text: "x".repeat(supportTextMax + 1) })).code).toBe(10202);
    expect((await send({ token: user.token }, { clientMessageId: clientId(), text: "é".repeat(supportTextMax) })).code).toBe(200);
    expect((await send({ token: user.token }, { clientMessageId: clientId(), text: "\u202E\u2066 \u007F\n " })).code).toBe(10201);
    expect((await send({ token: user.token }, { clientMessageId: clientId() })).code).toBe(10201);
    expect((await send({ token: user.token }, { clientMessageId: "short" })).code).toBe(10100);
  });

  it("rate limits each customer's messages", async () => {
    const user = await registerUser(live.app);
    live.clock.advance(60_000);
    for (let index = 0; index < supportBurstMax; index += 1) expect((await send({ token: user.token }, { clientMessageId: clientId(), text: `burst ${index}` })).code).toBe(200);
    const refused = await send({ token: user.token }, { clientMessageId: clientId(), text: "one too many" });
    expect(refused.code).toBe(10203);
    expect(refused.message).toMatch(/\d+ seconds/);
    live.clock.advance(10_001);
    expect((await send({ token: user.token }, { clientMessageId: clientId(), text: "after the window" })).code).toBe(200);
  });

  it("sends images from users and operators, readable by the conversation's owner and support only", async () => {
    const user = await registerUser(live.app);
    const stranger = await registerUser(live.app);
    const imageId = await uploadedImageId(live.app, user.token, "chat");
    const sent = await send({ token: user.token }, { clientMessageId: clientId(), imageId });
    expect(sent.code).toBe(200);
    expect(sent.result.message).toMatchObject({ imageId, text: null });
    const own = await live.app.inject({ method: "GET", url: `/swx/customer/support/images/${imageId}`, headers: { authorization: user.token } });
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("image/png");
    const theirs = await live.app.inject({ method: "GET", url: `/swx/customer/support/images/${imageId}`, headers: { authorization: stranger.token } });
    expect(theirs.json()).toMatchObject({ code: 10204 });
    const desk = await live.app.inject({ method: "GET", url: `/swx/admin/support/images/${imageId}`, headers: { authorization: agent.token } });
    expect(desk.statusCode).toBe(200);

    const form = multipartBody([{ name: "file", filename: "answer.png", type: "image/png", data: await pngImage() }]);
    const uploaded = await live.app.inject({ method: "POST", url: "/swx/admin/support/upload", headers: { authorization: agent.token, "content-type": form.contentType }, payload: form.payload });
    const upload = uploaded.json() as { code: number; result: { id: string; purpose: string } };
    expect(upload.code).toBe(200);
    expect(upload.result.purpose).toBe("chat");
    const answer = await reply(agent, sent.result.conversation.id, { clientMessageId: clientId(), imageId: upload.result.id });
    expect(answer.code).toBe(200);
    const read = await live.app.inject({ method: "GET", url: `/swx/customer/support/images/${upload.result.id}`, headers: { authorization: user.token } });
    expect(read.statusCode).toBe(200);
    // A user's image cannot be claimed twice; an operator cannot send a user's upload.
    expect((await send({ token: user.token }, { clientMessageId: clientId(), imageId })).code).toBe(10155);
    expect((await reply(agent, sent.result.conversation.id, { clientMessageId: clientId(), imageId: await uploadedImageId(live.app, user.token, "chat") })).code).toBe(10155);
  });

  it("refuses a customer reading or marking another's conversation, and operators without the support role", async () => {
    const owner = await registerUser(live.app);
    const other = await registerUser(live.app);
    const visitor = await newVisitor();
    const sent = await send({ token: owner.token }, { clientMessageId: clientId(), text: "private" });
    const answer = await reply(agent, sent.result.conversation.id, { clientMessageId: clientId(), text: "private answer" });
    expect((await call(live.app, "POST", "/support/read", { upTo: answer.result.message.id }, { token: other.token })).code).toBe(10204);
    expect((await call(live.app, "POST", "/support/read", { upTo: answer.result.message.id }, { headers: visitorHeaders(visitor.token) })).code).toBe(10204);
    const theirs = await customerGet<{ items: SupportMessage[] }>({ token: other.token }, "/support/messages");
    expect(theirs.result.items).toEqual([]);
    const visitorView = await customerGet<{ items: SupportMessage[] }>({ visitor: visitor.token }, `/support/messages?after=1`);
    expect(visitorView.result.items).toEqual([]);

    // The user's socket never hears another's conversation.
    const snoop = await userSocket(other.token);
    await reply(agent, sent.result.conversation.id, { clientMessageId: clientId(), text: "still private" });
    snoop.send({ op: "ping" });
    await snoop.next(frameOf("pong"));
    expect(snoop.received.filter(frameOf("supportMessage"))).toEqual([]);

    for (const path of ["/support/conversations", "/support/counts", `/support/conversations/${sent.result.conversation.id}`, `/support/conversations/${sent.result.conversation.id}/messages`, "/support/replies"]) {
      expect((await adminCall(live.app, "GET", path, undefined, { token: compliance.token })).code).toBe(10139);
    }
    expect((await adminCall(live.app, "POST", `/support/conversations/${sent.result.conversation.id}/send`, { clientMessageId: clientId(), text: "hi" }, { token: compliance.token })).code).toBe(10139);
    const denied = await connect();
    denied.send({ op: "operator", token: compliance.token });
    expect(await denied.next(frameOf("error"))).toMatchObject({ code: 10139 });
    denied.send({ op: "operator", token: "op_forged" });
    expect(await denied.next(frameOf("error"))).toMatchObject({ code: 401 });
    // A user's session token is no operator's.
    denied.send({ op: "operator", token: owner.token });
    expect(await denied.next(frameOf("error"))).toMatchObject({ code: 401 });
    for (const socket of [snoop, denied]) socket.socket.close();
  });

  it("cuts an operator's chat stream at once when they sign out, are disabled or lose the support role", async () => {
    const t = { app: live.app, db: database.db, clock: live.clock };
    const admin = await firstAdmin(t);
    const leaving = await signInOperator(t, ["support"]);
    const disabled = await signInOperator(t, ["support"]);
    const demoted = await signInOperator(t, ["support"]);
    const sockets = await Promise.all([leaving, disabled, demoted].map(operatorSocket));
    const [leavingSocket, disabledSocket, demotedSocket] = sockets;
    if (!leavingSocket || !disabledSocket || !demotedSocket) throw new Error("three operator sockets");

    // Well inside the 30 s periodic check: the change itself reaches the sockets.
    const started = Date.now();
    expect((await adminCall(live.app, "POST", "/auth/signOut", {}, { token: leaving.token })).code).toBe(200);
    expect(await leavingSocket.next(frameOf("error"), 2_000)).toMatchObject({ code: 401 });
    expect((await adminCall(live.app, "POST", `/operators/${disabled.id}/disable`, { reason: "left the team" }, { token: admin.token })).code).toBe(200);
    expect(await disabledSocket.next(frameOf("error"), 2_000)).toMatchObject({ code: 401 });
    expect((await adminCall(live.app, "POST", `/operators/${demoted.id}/roles`, { roles: ["finance"], reason: "moved to finance" }, { token: admin.token })).code).toBe(200);
    expect(await demotedSocket.next(frameOf("error"), 2_000)).toMatchObject({ code: 10139 });
    expect(Date.now() - started).toBeLessThan(6_000);

    // None of them hears a customer's next message; a support operator still does.
    const desk = await operatorSocket(agent);
    const customer = await registerUser(live.app);
    const sent = await send({ token: customer.token }, { clientMessageId: clientId(), text: "after the change" });
    await desk.next(frameOf("supportMessage", (frame) => frame.type === "supportMessage" && frame.message.id === sent.result.message.id));
    for (const socket of sockets) {
      socket.send({ op: "ping" });
      await socket.next(frameOf("pong"));
      expect(socket.received.filter(frameOf("supportMessage", (frame) => frame.type === "supportMessage" && frame.message.id === sent.result.message.id))).toEqual([]);
    }
    for (const socket of [...sockets, desk]) socket.socket.close();
  });

  it("works the inbox: unassigned, mine, counts, assign, canned replies, close with an audited note", async () => {
    const user = await registerUser(live.app);
    const sent = await send({ token: user.token }, { clientMessageId: clientId(), text: "Bitte helfen" });
    const id = sent.result.conversation.id;
    const inbox = (view: string) => adminCall<{ items: AdminSupportConversation[] }>(live.app, "GET", `/support/conversations?view=${view}&size=100`, undefined, { token: otherAgent.token });
    expect((await inbox("unassigned")).result.items.map((row) => row.id)).toContain(id);
    const counts = await adminCall<{ unassigned: { conversations: number; unread: number } }>(live.app, "GET", "/support/counts", undefined, { token: otherAgent.token });
    expect(counts.result.unassigned.unread).toBeGreaterThanOrEqual(1);

    const operators = await adminCall<{ items: { id: string }[] }>(live.app, "GET", "/support/operators", undefined, { token: agent.token });
    expect(operators.result.items.map((each) => each.id)).toEqual(expect.arrayContaining([agent.id, otherAgent.id]));
    expect(operators.result.items.map((each) => each.id)).not.toContain(compliance.id);
    expect((await adminCall(live.app, "POST", `/support/conversations/${id}/assign`, { operatorId: compliance.id }, { token: agent.token })).code).toBe(10207);
    const assigned = await adminCall<{ conversation: AdminSupportConversation }>(live.app, "POST", `/support/conversations/${id}/assign`, { operatorId: otherAgent.id }, { token: agent.token });
    expect(assigned.result.conversation.assignedTo?.id).toBe(otherAgent.id);
    expect((await inbox("mine")).result.items.map((row) => row.id)).toContain(id);
    expect((await inbox("unassigned")).result.items.map((row) => row.id)).not.toContain(id);

    const replies = await adminCall<{ items: CannedReply[] }>(live.app, "GET", `/support/replies?lang=${assigned.result.conversation.language}`, undefined, { token: agent.token });
    expect(replies.result.items.length).toBeGreaterThanOrEqual(6);
    const german = await adminCall<{ items: CannedReply[] }>(live.app, "GET", "/support/replies?lang=de", undefined, { token: agent.token });
    expect(german.result.items.find((item) => item.key === "greeting")?.text).toMatch(/Hallo/);

    const socket = await userSocket(user.token);
    expect((await adminCall(live.app, "POST", `/support/conversations/${id}/close`, { note: "" }, { token: otherAgent.token })).code).toBe(10147);
    const closed = await adminCall<{ auditId: string; conversation: AdminSupportConversation; notice: number }>(live.app, "POST", `/support/conversations/${id}/close`, { note: "Answered the deposit question" }, { token: otherAgent.token });
    expect(closed.code).toBe(200);
    expect(closed.result.notice).toBe(20008);
    expect(closed.result.conversation).toMatchObject({ status: "closed", closeNote: "Answered the deposit question", closedBy: { id: otherAgent.id } });
    await socket.next(frameOf("supportConversation", (frame) => frame.type === "supportConversation" && frame.event === "closed" && frame.conversationId === id));
    const audit = await adminCall<{ items: AuditEntry[] }>(live.app, "GET", `/audit?action=support.close&target=supportConversation:${id}`, undefined, { token: (await signInOperator({ app: live.app, db: database.db, clock: live.clock }, ["admin"])).token });
    expect(audit.result.items).toHaveLength(1);
    expect(audit.result.items[0]).toMatchObject({ reason: "Answered the deposit question", operatorId: otherAgent.id });
    expect((await adminCall(live.app, "POST", `/support/conversations/${id}/close`, { note: "again and again" }, { token: otherAgent.token })).code).toBe(10205);
    expect((await reply(agent, id, { clientMessageId: clientId(), text: "late" })).code).toBe(10205);

    // The customer's next message opens a new conversation; the history keeps both.
    const next = await send({ token: user.token }, { clientMessageId: clientId(), text: "One more question" });
    expect(next.result.conversation.id).not.toBe(id);
    const history = await customerGet<{ items: SupportMessage[] }>({ token: user.token }, "/support/messages");
    expect(new Set(history.result.items.map((message) => message.conversationId))).toEqual(new Set([id, next.result.conversation.id]));
    socket.socket.close();
  });

  it("moves a visitor's conversation to the user who signs in", async () => {
    const visitor = await newVisitor();
    await send({ visitor: visitor.token }, { clientMessageId: clientId(), text: "asked before signing in" });
    const user = await registerUser(live.app);
    const linked = await call<{ linked: number }>(live.app, "POST", "/support/linkVisitor", {}, { token: user.token, headers: visitorHeaders(visitor.token) });
    expect(linked.result.linked).toBe(1);
    const history = await customerGet<{ items: SupportMessage[] }>({ token: user.token }, "/support/messages");
    expect(history.result.items.map((message) => message.text)).toEqual(["asked before signing in"]);
    expect((await customerGet({ visitor: visitor.token }, "/support/conversation")).code).toBe(10200);
  });

  it("bounds the visitor identities one address starts in an hour", async () => {
    let refused;
    for (let index = 0; index < visitorsPerIpPerHourMax + 5 && refused === undefined; index += 1) {
      const started = await call(live.app, "POST", "/support/visitor", {});
      if (started.code !== 200) refused = started;
    }
    expect(refused?.code).toBe(10110);
    live.clock.advance(3_600_001);
    expect((await call(live.app, "POST", "/support/visitor", {})).code).toBe(200);
  });
});

const natsUrl = process.env.NATS_URL;
if (!natsUrl) console.info("support.test.ts: NATS_URL is unset: the two-process delivery test is skipped");

describe.skipIf(databaseUnavailable || !natsUrl)("customer service across two processes joined by NATS", () => {
  const pair = useNatsPair(natsUrl ?? "");

  it("delivers a reply sent through one process to the user's socket on the other, and the user's message to an operator there", async () => {
    const { engine, api, database } = pair();
    const user = await registerUser(api.app);
    const agent = await signInOperator({ app: engine.app, db: database.db, clock: engine.clock }, ["support"]);
    const userSocket: SocketClient = await openSocket(`${api.socketUrl}/ws`);
    userSocket.send({ op: "auth", token: user.token });
    await userSocket.next(frameOf("authenticated"));
    const desk: SocketClient = await openSocket(`${api.socketUrl}/ws`);
    desk.send({ op: "operator", token: agent.token });
    await desk.next(frameOf("operatorAuthenticated"));

    const sent = await call<{ message: SupportMessage; conversation: SupportConversation }>(engine.app, "POST", "/support/send", { clientMessageId: clientId(), text: "via engine" }, { token: user.token });
    await desk.next(frameOf("supportMessage", (frame) => frame.type === "supportMessage" && frame.message.id === sent.result.message.id), 10_000);
    const answer = await adminCall<{ message: SupportMessage }>(engine.app, "POST", `/support/conversations/${sent.result.conversation.id}/send`, { clientMessageId: clientId(), text: "answered from the other process" }, { token: agent.token });
    const heard = (await userSocket.next(frameOf("supportMessage", (frame) => frame.type === "supportMessage" && frame.message.id === answer.result.message.id), 10_000)) as Extract<Frame, { type: "supportMessage" }>;
    expect(heard.message.text).toBe("answered from the other process");
    for (const socket of [userSocket, desk]) socket.socket.close();
  });

  it("cuts an operator disabled through one process off the chat stream they hold on the other, at once", async () => {
    const { engine, api, database } = pair();
    const t = { app: engine.app, db: database.db, clock: engine.clock };
    const admin = await firstAdmin(t);
    const agent = await signInOperator(t, ["support"]);
    const desk: SocketClient = await openSocket(`${api.socketUrl}/ws`);
    desk.send({ op: "operator", token: agent.token });
    await desk.next(frameOf("operatorAuthenticated"));
    expect((await adminCall(engine.app, "POST", `/operators/${agent.id}/disable`, { reason: "left the team" }, { token: admin.token })).code).toBe(200);
    expect(await desk.next(frameOf("error"), 3_000)).toMatchObject({ code: 401 });
    desk.socket.close();
  });
});
