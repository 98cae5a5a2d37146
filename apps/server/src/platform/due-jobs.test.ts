// The due-jobs runner: every registered job runs once per run in registration order, a failing
// job is logged and does not stop the others, runs never overlap, and the interval stops on close.
import { describe, expect, it, vi } from "vitest";
import { createDueJobs } from "./due-jobs.ts";

describe("due jobs", () => {
  it("runs every job in order, logs a failure and still runs the rest", async () => {
    const log = { error: vi.fn() };
    const jobs = createDueJobs(log);
    const ran: string[] = [];
    jobs.registerDueJob("first", async () => ran.push("first"));
    jobs.registerDueJob("broken", () => Promise.reject(new Error("database gone")));
    jobs.registerDueJob("last", async () => ran.push("last"));
    expect(await jobs.runDueJobs()).toEqual([
      { name: "first", ok: true },
      { name: "broken", ok: false },
      { name: "last", ok: true },
    ]);
    expect(ran).toEqual(["first", "last"]);
    expect(log.error).toHaveBeenCalledOnce();
    expect(() => jobs.registerDueJob("first", async () => undefined)).toThrow(/twice/);
  });

  it("never overlaps two runs in one process", async () => {
    const jobs = createDueJobs({ error: vi.fn() });
    let running = 0;
    let most = 0;
    jobs.registerDueJob("slow", async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 10));
      running -= 1;
    });
    await Promise.all([jobs.runDueJobs(), jobs.runDueJobs(), jobs.runDueJobs()]);
    expect(most).toBe(1);
  });

  it("runs on start and on the interval until stopped", async () => {
    vi.useFakeTimers();
    try {
      const jobs = createDueJobs({ error: vi.fn() });
      let runs = 0;
      jobs.registerDueJob("count", async () => {
        runs += 1;
      });
      const stop = jobs.start(1000);
      await vi.advanceTimersByTimeAsync(0);
      expect(runs).toBe(1);
      await vi.advanceTimersByTimeAsync(3000);
      expect(runs).toBe(4);
      await stop();
      await vi.advanceTimersByTimeAsync(5000);
      expect(runs).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
