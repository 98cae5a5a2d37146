// One active engine per database (DESIGN §2). A process that runs the feed (ROLE=engine or all)
// first takes a session-level PostgreSQL advisory lock on a connection of its own; while another
// process holds it, this one is a standby and retries every `retryMs`. The lock lives as long as
// the holder's session, so a killed engine frees it and a standby takes over, then starts as any
// engine does (trigger books and pending option settlements rebuilt from SQL).
// Embedded PGlite serves one process only, so there the lock is held at once, trivially.
import pg from "pg";

/** The advisory lock's key: any bigint no other part of the system locks. */
export const engineLockKey = 28_000_001n;

export interface EngineLeadership {
  /** Ends the lock's session, freeing the lock for a standby. */
  release(): Promise<void>;
}

export interface LeadershipLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface LeadershipOptions {
  /** PostgreSQL; undefined on embedded PGlite. */
  databaseUrl: string | undefined;
  log: LeadershipLog;
  /** Called once if the lock's session ends without `release` (connection lost): this process is no longer the only engine. */
  onLost: (error: unknown) => void;
  retryMs?: number;
  lockKey?: bigint;
}

/** Resolves once this process is the active engine. */
export async function becomeActiveEngine(options: LeadershipOptions): Promise<EngineLeadership> {
  if (!options.databaseUrl) return { release: async () => {} };
  const lockKey = options.lockKey ?? engineLockKey;
  const retryMs = options.retryMs ?? 1_000;
  let standbyLogged = false;
  for (;;) {
    // Keep-alive, so a holder cut off from the database notices, as the server does.
    const client = new pg.Client({ connectionString: options.databaseUrl, keepAlive: true });
    // Until the lock is ours a failed connection only means another try; afterwards it means the lock is gone.
    let held = false;
    let ended = false;
    const lost = (error: unknown) => {
      if (!held || ended) return;
      ended = true;
      options.onLost(error);
    };
    client.on("error", lost);
    try {
      await client.connect();
      const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [lockKey.toString()]);
      if (rows[0]?.locked) {
        held = true;
        client.on("end", () => lost(new Error("the engine lock's database session ended")));
        options.log.info({ lockKey: lockKey.toString() }, "engine: active (holds the engine lock)");
        return {
          release: async () => {
            ended = true;
            await client.end();
          },
        };
      }
      if (!standbyLogged) options.log.info({ lockKey: lockKey.toString(), retryMs }, "engine: standby (another engine holds the lock); retrying");
      standbyLogged = true;
    } catch (error) {
      options.log.error({ err: error }, "engine: cannot try the engine lock; retrying");
    }
    await client.end().catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, retryMs));
  }
}
