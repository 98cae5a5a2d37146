// A micro-batcher: requests that arrive while the event loop is busy are gathered and handed to
// one `run` call (one PostgreSQL transaction, say), each still answered on its own. A batch
// starts on the next turn of the event loop after its first job, so a lone request waits for no
// timer; while `maxInFlight` batches run, new jobs queue and leave together in the next one.
import { AsyncResource } from "node:async_hooks";

/** One job's answer from a batch: its own value, or its own refusal. */
export type JobOutcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

export interface MicroBatchOptions<J, R> {
  /** Jobs per batch at most. */
  maxSize: number;
  /** Batches running at once at most. */
  maxInFlight: number;
  /** Answers every job of the batch, in the order given; a throw fails every job with that error. */
  run: (jobs: readonly J[]) => Promise<readonly JobOutcome<R>[]>;
}

export interface MicroBatcher<J, R> {
  submit(job: J): Promise<R>;
}

interface Waiting<J, R> {
  job: J;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

export function microBatcher<J, R>(options: MicroBatchOptions<J, R>): MicroBatcher<J, R> {
  const queue: Waiting<J, R>[] = [];
  let inFlight = 0;
  let scheduled = false;
  // Batches run in the batcher's own async context, never in that of the request that happened to
  // start one: request-scoped stores (the running Idempotency-Key) must not leak into a batch.
  const scope = new AsyncResource("micro-batch");

  const runBatch = async (batch: Waiting<J, R>[]) => {
    try {
      const outcomes = await options.run(batch.map((waiting) => waiting.job));
      batch.forEach((waiting, index) => {
        const outcome = outcomes[index];
        if (!outcome) waiting.reject(new Error(`micro-batch: job ${index} of ${batch.length} got no outcome`));
        else if (outcome.ok) waiting.resolve(outcome.value);
        else waiting.reject(outcome.error);
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  };

  const flush = () => {
    scheduled = false;
    while (queue.length > 0 && inFlight < options.maxInFlight) {
      const batch = queue.splice(0, options.maxSize);
      inFlight++;
      void runBatch(batch).finally(() => {
        inFlight--;
        schedule();
      });
    }
  };

  const schedule = () => {
    if (scheduled || queue.length === 0 || inFlight >= options.maxInFlight) return;
    scheduled = true;
    setImmediate(() => scope.runInAsyncScope(flush));
  };

  return {
    submit: (job) =>
      new Promise<R>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        schedule();
      }),
  };
}
