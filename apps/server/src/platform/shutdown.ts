// Graceful stop on SIGINT and SIGTERM: the server stops accepting connections and lets the
// requests in flight finish (Fastify's close, which also runs the feed's and settler's onClose
// hooks), then the bus and the database close. A stop that hangs is cut off after a bound, and a
// second signal stops at once, so a supervisor's stop always ends the process.

export interface ShutdownStep {
  name: string;
  run(): Promise<void>;
}

export interface ShutdownLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ShutdownOptions {
  /** Run in order; a failing step is logged and the next one still runs. */
  steps: readonly ShutdownStep[];
  log: ShutdownLog;
  timeoutMs: number;
  exit(code: number): void;
}

export const shutdownSignals = ["SIGINT", "SIGTERM"] as const;
export type ShutdownSignal = (typeof shutdownSignals)[number];

/** Returns the handler for one signal; `stopOnSignals` installs it. Exposed for tests. */
export function shutdownHandler(options: ShutdownOptions): (signal: ShutdownSignal) => void {
  let stopping = false;
  return (signal) => {
    if (stopping) {
      options.log.error({ signal }, "second stop signal: exiting without waiting");
      options.exit(1);
      return;
    }
    stopping = true;
    const startedMs = Date.now();
    options.log.info({ signal, timeoutMs: options.timeoutMs }, "stopping");
    const timer = setTimeout(() => {
      options.log.error({ signal, timeoutMs: options.timeoutMs }, "stop timed out: exiting without waiting");
      options.exit(1);
    }, options.timeoutMs);
    timer.unref();
    void runSteps(options).then((failed) => {
      clearTimeout(timer);
      options.log.info({ elapsedMs: Date.now() - startedMs }, "stopped");
      options.exit(failed ? 1 : 0);
    });
  };
}

export function stopOnSignals(options: ShutdownOptions): void {
  const handle = shutdownHandler(options);
  for (const signal of shutdownSignals) process.on(signal, () => handle(signal));
}

async function runSteps(options: ShutdownOptions): Promise<boolean> {
  let failed = false;
  for (const step of options.steps) {
    try {
      await step.run();
    } catch (error) {
      failed = true;
      options.log.error({ err: error, step: step.name }, "stop step failed");
    }
  }
  return failed;
}
