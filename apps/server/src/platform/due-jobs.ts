// Background jobs that act on what has fallen due by the injected clock (earn accrual, loan
// expiry, …). Each domain registers its job here once with `registerDueJob`; the server runs them
// all on start and then on a short interval, and the development clock (dev-clock.ts) runs them
// at once after moving time. Jobs must be idempotent and safe on several processes at once (a
// unique key per thing they do), since every process runs them. Runs never overlap within a
// process: a run waits for the one before it.
import type { FastifyBaseLogger } from "fastify";

export type DueJob = () => Promise<unknown>;

export interface DueJobOutcome {
  name: string;
  ok: boolean;
}

export interface DueJobs {
  registerDueJob(name: string, run: DueJob): void;
  /** Runs every job once, in registration order; a failing job is logged and the others still run. */
  runDueJobs(): Promise<DueJobOutcome[]>;
  /** Runs them now and then every `intervalMs` until the returned stop (which waits for a run in progress). */
  start(intervalMs: number): () => Promise<void>;
}

/** How often a server looks for due work. */
export const dueJobsIntervalMs = 30_000;

export function createDueJobs(log: Pick<FastifyBaseLogger, "error">): DueJobs {
  const jobs: { name: string; run: DueJob }[] = [];
  let queue: Promise<unknown> = Promise.resolve();

  async function runOnce(): Promise<DueJobOutcome[]> {
    const outcomes: DueJobOutcome[] = [];
    for (const job of jobs) {
      try {
        await job.run();
        outcomes.push({ name: job.name, ok: true });
      } catch (error) {
        log.error({ err: error, job: job.name }, "due job failed");
        outcomes.push({ name: job.name, ok: false });
      }
    }
    return outcomes;
  }

  function runDueJobs(): Promise<DueJobOutcome[]> {
    const run = queue.then(runOnce);
    queue = run;
    return run;
  }

  return {
    registerDueJob(name, run) {
      if (jobs.some((job) => job.name === name)) throw new Error(`due job ${name} is registered twice`);
      jobs.push({ name, run });
    },
    runDueJobs,
    start(intervalMs) {
      void runDueJobs();
      const timer = setInterval(() => void runDueJobs(), intervalMs);
      return async () => {
        clearInterval(timer);
        await queue;
      };
    },
  };
}
