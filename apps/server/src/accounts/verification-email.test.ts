// The verification message is written in the language of the request (the `lang` header, else
// Accept-Language), subject and body, in all ten languages; and what goes out over SMTP arrives
// at a real SMTP server (smtp-server, the sink below) as a well-formed MIME message: ASCII on the
// wire, non-ASCII subject in RFC 2047 encoded-words, body in UTF-8 with a transfer encoding.
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { interpolate } from "@tradewind/i18n/catalogues";
import { emailTexts } from "@tradewind/i18n/emails";
import { languages, type LanguageCode } from "@tradewind/i18n/languages";
import { call, databaseUnavailable, testApp, type TestApp } from "../testing/harness.ts";

interface Outbox {
  messages: { subject: string; body: string; code: string | null }[];
}

function sendCode(app: TestApp["app"], email: string, purpose: "register" | "reset", lang: string) {
  return call(app, "POST", "/login/sendCode", { purpose, contact: { method: "email", email } }, { lang });
}

describe.skipIf(databaseUnavailable)("verification message language (dev outbox)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(languages.map((language) => language.code))("is written in %s", async (lang) => {
    const email = `lang-${lang}-${Date.now().toString(36)}@example.com`;
    // Each language from its own address: codes per address per hour are limited.
    expect((await sendCode(t.app, email, "register", lang)).code).toBe(200);
    const outbox = await call<Outbox>(t.app, "GET", `/dev/outbox?target=${encodeURIComponent(email)}`);
    const [message] = outbox.result.messages;
    const texts = emailTexts[lang];
    expect(message?.subject).toBe(texts.codeSubject);
    expect(message?.body).toBe(interpolate(texts.codeBody, { code: message?.code ?? "", minutes: 10 }));
    expect(message?.body).toMatch(/\b\d{6}\b/);
  });

  it("follows Accept-Language without a lang header, and writes the unknown-address reset notice in it too", async () => {
    const email = `nobody-${Date.now().toString(36)}@example.com`;
    const reply = await call(t.app, "POST", "/login/sendCode", { purpose: "reset", contact: { method: "email", email } }, { headers: { "accept-language": "ar-EG,ar;q=0.9" } });
    expect(reply.code).toBe(200);
    const outbox = await call<Outbox>(t.app, "GET", `/dev/outbox?target=${encodeURIComponent(email)}`);
    expect(outbox.result.messages[0]).toMatchObject({ subject: emailTexts.ar.codeSubject, body: emailTexts.ar.resetUnknownBody, code: null });
  });
});

/** The decoded subject and body of a raw single-part message, and its raw header block. */
function decodeMessage(raw: Buffer) {
  const text = raw.toString("latin1");
  const split = text.indexOf("\r\n\r\n");
  const head = text.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1] ?? "";
  const body = text.slice(split + 4);
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  const bodyBytes = encoding === "base64" ? Buffer.from(body, "base64") : encoding === "quoted-printable" ? quotedPrintable(body.replace(/=\r\n/g, "")) : Buffer.from(body, "latin1");
  return { head, header, subject: encodedWords(header("Subject")), body: bodyBytes.toString("utf8").replace(/\r\n$/, "") };
}

function quotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === "=" && /^[0-9A-F]{2}$/i.test(text.slice(index + 1, index + 3))) {
      bytes.push(Number.parseInt(text.slice(index + 1, index + 3), 16));
      index += 2;
    } else bytes.push(text.charCodeAt(index));
  }
  return Buffer.from(bytes);
}

/** RFC 2047: adjacent encoded-words are joined (their bytes may split a character), B or Q each. */
function encodedWords(value: string): string {
  const words = [...value.matchAll(/=\?utf-8\?([bq])\?([^?]*)\?=/gi)];
  if (words.length === 0) return value;
  const bytes = words.map(([, kind, data = ""]) => (kind?.toLowerCase() === "b" ? Buffer.from(data, "base64") : quotedPrintable(data.replace(/_/g, " "))));
  return Buffer.concat(bytes).toString("utf8");
}

describe.skipIf(databaseUnavailable)("verification email over SMTP", () => {
  const received: Buffer[] = [];
  // A real SMTP server: no STARTTLS (it would offer a self-signed certificate), no login needed.
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  let t: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
    const { port } = sink.server.address() as AddressInfo;
    t = await testApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_FROM: "Tradewind <no-reply@tradewind.test>" } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => sink.close(resolve));
  });

  async function receivedFor(email: string, lang: LanguageCode) {
    received.length = 0;
    expect((await sendCode(t.app, email, "register", lang)).code).toBe(200);
    expect(received).toHaveLength(1);
    const raw = received[0] ?? Buffer.alloc(0);
    return { raw, ...decodeMessage(raw) };
  }

  it.each(["ar", "ja", "de"] as const)("arrives in %s, MIME-encoded, ASCII on the wire", async (lang) => {
    const email = `smtp-${lang}-${Date.now().toString(36)}@example.com`;
    const message = await receivedFor(email, lang);
    expect([...message.raw].every((byte) => byte < 0x80)).toBe(true);
    expect(message.header("To")).toContain(email);
    expect(message.header("Content-Type")).toMatch(/^text\/plain;\s*charset=utf-8/i);
    expect(message.header("Subject")).toMatch(/^=\?utf-8\?[bq]\?/i);
    expect(message.subject).toBe(emailTexts[lang].codeSubject);
    const code = /\b(\d{6})\b/.exec(message.body)?.[1] ?? "";
    expect(message.body).toBe(interpolate(emailTexts[lang].codeBody, { code, minutes: 10 }));
  });

  it("carries a code that registers the address", async () => {
    const email = `smtp-register-${Date.now().toString(36)}@example.com`;
    const message = await receivedFor(email, "en");
    expect(message.subject).toBe(emailTexts.en.codeSubject);
    const code = /\b(\d{6})\b/.exec(message.body)?.[1] ?? "";
    const password = "password1";
    const registered = await call(t.app, "POST", "/login/register", { contact: { method: "email", email }, username: `smtp${Date.now().toString(36)}`, password, confirmPassword: password, code });
    expect(registered.code).toBe(200);
  });
});
