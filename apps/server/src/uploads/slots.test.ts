// The bounded slots every decode and every uploader's uploads go through: never more running
// than the limit, waiting jobs start in arrival order, one past the queue is refused at once,
// and a slot is given back when a job fails.
import { describe, expect, it } from "vitest";
import { Slots } from "./slots.ts";

class Refused extends Error {}

function gate() {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe("Slots", () => {
  it("runs at most runningMax at once, starts the waiting in order, and refuses one past the queue", async () => {
    const slots = new Slots({ runningMax: 2, waitingMax: 2, refuse: () => { throw new Refused(); } });
    const started: number[] = [];
    let running = 0;
    let runningPeak = 0;
    const gates = [0, 1, 2, 3].map(() => gate());
    const jobs = gates.map(({ opened }, index) =>
      slots.run(async () => {
        started.push(index);
        running += 1;
        runningPeak = Math.max(runningPeak, running);
        await opened;
        running -= 1;
        return index;
      }),
    );
    await expect(slots.run(async () => 99)).rejects.toBeInstanceOf(Refused);
    expect(started).toEqual([0, 1]);
    gates[1]?.open();
    await jobs[1];
    expect(started).toEqual([0, 1, 2]);
    for (const { open } of gates) open();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3]);
    expect([started, runningPeak, slots.idle]).toEqual([[0, 1, 2, 3], 2, true]);
  });

  it("gives the slot back when a job fails", async () => {
    const slots = new Slots({ runningMax: 1, waitingMax: 0, refuse: () => { throw new Refused(); } });
    await expect(slots.run(async () => Promise.reject(new Error("decoder failed")))).rejects.toThrow("decoder failed");
    expect(slots.idle).toBe(true);
    expect(await slots.run(async () => "next")).toBe("next");
  });
});
