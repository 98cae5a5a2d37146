// Which signed-in sockets a session's end reaches, without a server: a session-ended event
// matches one session, all but one, or all of a user's; an expired session is signed out by the
// periodic sweep even when no event comes for it, and is then sent nothing more.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { orderId } from "@tradewind/domain/ids";
import type { WebSocket } from "ws";
import { createLocalBus } from "../platform/bus.ts";
import { manualClock } from "../platform/clock.ts";
import { sessionEndedBy, sessionsEndedSubject } from "../platform/session-events.ts";
import { orderEventSubject } from "../trading/events.ts";
import { createUserEvents, expirySweepMs } from "./user-events.ts";

/** What user-events needs of a socket: an open one that records the frames sent to it. */
function fakeSocket() {
  const sent: string[] = [];
  const socket = { readyState: 1, bufferedAmount: 0, send: (bytes: Buffer) => sent.push(bytes.toString("utf8")) };
  return { socket: socket as unknown as WebSocket, sent };
}

describe("sessionEndedBy", () => {
  const session = { userId: "7", tokenHash: "a" };
  it.each([
    [{ userId: "7", tokenHash: "a" }, true],
    [{ userId: "7", tokenHash: "b" }, false],
    [{ userId: "7", exceptTokenHash: "b" }, true],
    [{ userId: "7", exceptTokenHash: "a" }, false],
    [{ userId: "7" }, true],
    [{ userId: "8" }, false],
    [{ userId: "8", tokenHash: "a" }, false],
  ])("%j ends {userId 7, tokenHash a}: %s", (event, ends) => {
    expect(sessionEndedBy(event, session)).toBe(ends);
  });
});

describe("user events and session ends", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const order = { userId: "7", kind: "contract", id: orderId("1"), status: "open", book: "demo" } as const;

  it("signs an expired session's socket out at the next sweep, without any event, and sends it nothing more", () => {
    const clock = manualClock(new Date("2026-11-23T08:00:00Z"));
    const bus = createLocalBus({ error: () => undefined });
    const events = createUserEvents({ bus, clock, maxBufferedBytes: 1024 });
    const { socket, sent } = fakeSocket();
    const ended = vi.fn();
    events.signIn(socket, { userId: "7", tokenHash: "a", expiresAt: new Date(clock.now().getTime() + 60_000) }, ended);

    vi.advanceTimersByTime(expirySweepMs);
    expect(ended).not.toHaveBeenCalled();
    clock.advance(60_000);
    vi.advanceTimersByTime(expirySweepMs);
    expect(ended).toHaveBeenCalledTimes(1);
    bus.publish(orderEventSubject, order);
    expect(sent).toEqual([]);
    events.close();
  });

  it("ends only the matching sockets of a user, once each, and counts the event", () => {
    const clock = manualClock(new Date("2026-11-23T08:00:00Z"));
    const bus = createLocalBus({ error: () => undefined });
    const events = createUserEvents({ bus, clock, maxBufferedBytes: 1024 });
    const expiresAt = new Date(clock.now().getTime() + 3_600_000);
    const [kept, dropped] = [fakeSocket(), fakeSocket()];
    const [keptEnded, droppedEnded] = [vi.fn(), vi.fn()];
    events.signIn(kept.socket, { userId: "7", tokenHash: "a", expiresAt }, keptEnded);
    events.signIn(dropped.socket, { userId: "7", tokenHash: "b", expiresAt }, droppedEnded);

    bus.publish(sessionsEndedSubject, { userId: "7", exceptTokenHash: "a" });
    bus.publish(sessionsEndedSubject, { userId: "7", tokenHash: "b" });
    expect(events.endedEvents).toBe(2);
    expect(keptEnded).not.toHaveBeenCalled();
    expect(droppedEnded).toHaveBeenCalledTimes(1);
    bus.publish(orderEventSubject, order);
    expect(kept.sent).toHaveLength(1);
    expect(dropped.sent).toEqual([]);
    events.close();
  });
});
