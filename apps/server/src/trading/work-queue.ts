// A bounded serial queue and a bounded attempt counter: the engine's fills and the option
// settler's rounds run one at a time through these. Work that does not fit is refused (the caller
// has an overflow rule), and an item that keeps failing is counted, so it is given up on after a
// named number of attempts instead of being retried forever.

/** Runs work one item at a time, in order, holding at most `capacity` items. */
export interface SerialQueue {
  /** Queues `work` (which must not reject); false when the queue is full and nothing was queued. */
  push(work: () => Promise<void>): boolean;
  /** Resolves when every item queued so far has run. */
  settled(): Promise<void>;
  readonly length: number;
}

export function createSerialQueue(capacity: number): SerialQueue {
  let tail: Promise<void> = Promise.resolve();
  let length = 0;
  return {
    push(work) {
      if (length >= capacity) return false;
      length += 1;
      tail = tail.then(work).finally(() => {
        length -= 1;
      });
      return true;
    },
    settled: () => tail,
    get length() {
      return length;
    },
  };
}

/**
 * Failed attempts per item key, for at most `keysMax` keys at once: past that the oldest count
 * is dropped (that item starts counting again), so a flood of distinct failures cannot grow it.
 */
export interface AttemptCounter {
  /** Counts one more failure of `key`; true once it has failed `attemptsMax` times (the count is then cleared). */
  failed(key: string): boolean;
  /** Forgets `key` after a success. */
  succeeded(key: string): void;
}

export function createAttemptCounter(attemptsMax: number, keysMax: number): AttemptCounter {
  const attempts = new Map<string, number>();
  return {
    failed(key) {
      const count = (attempts.get(key) ?? 0) + 1;
      attempts.delete(key);
      if (count >= attemptsMax) return true;
      attempts.set(key, count);
      if (attempts.size > keysMax) {
        const oldest = attempts.keys().next();
        if (!oldest.done) attempts.delete(oldest.value);
      }
      return false;
    },
    succeeded(key) {
      attempts.delete(key);
    },
  };
}
