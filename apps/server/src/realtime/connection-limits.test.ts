// Open live sockets are capped per client address and per process: one over a cap is closed at
// once with 1013 and the catalogued reason in its language, the others keep working, and a
// closed socket frees its place. Client addresses come from X-Forwarded-For through a trusted
// loopback proxy, so one test machine can pose as several clients.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorCodes } from "@tradewind/api/errors";
import { catalogues } from "@tradewind/i18n/catalogues";
import { languages } from "@tradewind/i18n/languages";
import { databaseUnavailable, liveMarketApp, openSocket, testDatabase, type LiveMarketApp, type SocketClient, type TestDatabase } from "../testing/harness.ts";
import { createConnectionCounter } from "./connection-limits.ts";
import { closeCodes, closeReason, closeReasonBytesMax } from "./socket.ts";

const perIpMax = 2;
const totalMax = 3;
const reasonIn = (language: keyof typeof catalogues) => catalogues[language].errors[String(errorCodes.tooManyConnections) as "10137"];

describe("the connection counter", () => {
  it("admits up to each cap, and a release frees exactly one place", () => {
    const counter = createConnectionCounter({ perIpMax, totalMax });
    expect([counter.admit("a"), counter.admit("a"), counter.admit("a")]).toEqual([true, true, false]);
    expect([counter.admit("b"), counter.admit("c")]).toEqual([true, false]);
    counter.release("a");
    expect([counter.admit("c"), counter.admit("c")]).toEqual([true, false]);
    expect(counter.total).toBe(totalMax);
    expect(() => createConnectionCounter({ perIpMax: 0, totalMax })).toThrow();
    expect(() => counter.release("nobody")).toThrow();
  });

  it.each(languages.map((language) => language.code))("fits the %s close reason in a close frame whole", (code) => {
    expect(Buffer.byteLength(reasonIn(code))).toBeLessThanOrEqual(closeReasonBytesMax);
    expect(closeReason(reasonIn(code))).toBe(reasonIn(code));
  });

  it("cuts an over-long reason at a character boundary", () => {
    const reason = closeReason("接".repeat(100));
    expect(Buffer.byteLength(reason)).toBeLessThanOrEqual(closeReasonBytesMax);
    expect(reason).toBe("接".repeat(41));
  });
});

describe.skipIf(databaseUnavailable)("live socket caps", () => {
  let database: TestDatabase;
  let live: LiveMarketApp;

  beforeAll(async () => {
    database = await testDatabase();
    live = await liveMarketApp({ database, config: { realtimeConnectionsPerIpMax: perIpMax, realtimeConnectionsMax: totalMax, trustProxy: ["127.0.0.1"] } });
  });
  afterAll(async () => {
    await live.close();
    await database.drop();
  });

  const from = (ip: string, path: string) => openSocket(`${live.socketUrl}${path}`, { headers: { "x-forwarded-for": ip } });
  const pongs = async (client: SocketClient) => {
    client.send({ op: "ping" });
    expect(await client.next((frame) => (frame as { type?: string }).type === "pong")).toEqual({ type: "pong" });
  };

  it("closes a socket over the per-address cap with 1013 in its language; other addresses still connect", async () => {
    const first = await from("10.0.0.1", "/ws");
    const second = await from("10.0.0.1", "/message");
    const third = await from("10.0.0.1", "/ws?lang=de");
    expect(await third.closed).toEqual({ code: closeCodes.tryAgainLater, reason: reasonIn("de") });
    const elsewhere = await from("10.0.0.2", "/ws");
    await pongs(elsewhere);
    await pongs(first);

    // A closed socket frees its place for the same address.
    second.socket.close();
    await second.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await from("10.0.0.1", "/message");
    expect(await again.next()).toEqual(expect.any(Array));

    // Now 3 of 3 are open: a fresh address is refused by the process-wide cap.
    const late = await from("10.0.0.3", "/message");
    expect(await late.closed).toEqual({ code: closeCodes.tryAgainLater, reason: reasonIn("en") });
    for (const client of [first, elsewhere, again]) client.socket.close();
    await Promise.all([first.closed, elsewhere.closed, again.closed]);
  });
});
