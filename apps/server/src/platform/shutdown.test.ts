// The stop sequence: steps run in order, a failing step does not skip the rest, a hung stop is
// cut off at its bound, and a second signal exits at once.
import { describe, expect, it } from "vitest";
import { shutdownHandler, type ShutdownStep } from "./shutdown.ts";

function recorder() {
  const lines: string[] = [];
  const exits: number[] = [];
  let exited: () => void = () => undefined;
  const exitedOnce = new Promise<void>((resolve) => (exited = resolve));
  return {
    lines,
    exits,
    exitedOnce,
    log: { info: (_: object, message: string) => lines.push(message), error: (_: object, message: string) => lines.push(message) },
    exit: (code: number) => {
      exits.push(code);
      exited();
    },
  };
}

const step = (name: string, order: string[], run: () => Promise<void> = async () => undefined): ShutdownStep => ({
  name,
  run: async () => {
    order.push(name);
    await run();
  },
});

describe("shutdownHandler", () => {
  it("runs every step in order, then exits 0", async () => {
    const order: string[] = [];
    const record = recorder();
    shutdownHandler({ steps: [step("http", order), step("bus", order), step("database", order)], log: record.log, timeoutMs: 5_000, exit: record.exit })("SIGTERM");
    await record.exitedOnce;
    expect(order).toEqual(["http", "bus", "database"]);
    expect(record.exits).toEqual([0]);
    expect(record.lines).toEqual(["stopping", "stopped"]);
  });

  it("still closes the database when an earlier step fails, and exits 1", async () => {
    const order: string[] = [];
    const record = recorder();
    const failing = step("http", order, async () => {
      throw new Error("listener already closed");
    });
    shutdownHandler({ steps: [failing, step("database", order)], log: record.log, timeoutMs: 5_000, exit: record.exit })("SIGINT");
    await record.exitedOnce;
    expect(order).toEqual(["http", "database"]);
    expect(record.exits).toEqual([1]);
    expect(record.lines).toContain("stop step failed");
  });

  it("exits 1 when a step hangs past the bound", async () => {
    const record = recorder();
    const hung = step("http", [], () => new Promise<void>(() => undefined));
    shutdownHandler({ steps: [hung], log: record.log, timeoutMs: 50, exit: record.exit })("SIGTERM");
    await record.exitedOnce;
    expect(record.exits).toEqual([1]);
    expect(record.lines).toContain("stop timed out: exiting without waiting");
  });

  it("exits at once on a second signal", async () => {
    const record = recorder();
    const handle = shutdownHandler({ steps: [step("http", [], () => new Promise<void>(() => undefined))], log: record.log, timeoutMs: 60_000, exit: record.exit });
    handle("SIGTERM");
    handle("SIGINT");
    await record.exitedOnce;
    expect(record.exits).toEqual([1]);
  });
});
