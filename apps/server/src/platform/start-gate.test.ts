import { describe, expect, it } from "vitest";
import { createStartGate } from "./start-gate.ts";

describe("a start gate", () => {
  it("holds events until open, runs them in arrival order after the work each queued, then admits at once", async () => {
    const gate = createStartGate();
    const ran: string[] = [];
    let queued: Promise<void> = Promise.resolve();
    const queueWork = (name: string) => {
      queued = queued.then(() => new Promise((resolve) => setTimeout(resolve, 5))).then(() => void ran.push(`${name} work`));
    };
    gate.admit(() => {
      ran.push("order");
      queueWork("order");
    });
    gate.admit(() => void ran.push("tick"));
    expect(ran).toEqual([]);

    const opening = gate.open(() => queued);
    gate.admit(() => void ran.push("late tick"));
    await opening;
    expect(ran).toEqual(["order", "order work", "tick", "late tick"]);

    gate.admit(() => void ran.push("live tick"));
    expect(ran.at(-1)).toBe("live tick");
    gate.hold();
    gate.admit(() => void ran.push("while restarting"));
    expect(ran.at(-1)).toBe("live tick");
    await gate.open(() => queued);
    expect(ran.at(-1)).toBe("while restarting");
  });
});
