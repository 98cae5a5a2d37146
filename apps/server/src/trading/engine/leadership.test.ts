import { randomInt } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { databaseUnavailable, onPostgres } from "../../testing/harness.ts";
import { becomeActiveEngine, type EngineLeadership } from "./leadership.ts";

const silent = { info: () => {}, error: () => {} };

describe("engine leadership", () => {
  it("is held at once on embedded PGlite, where one process is the only engine", async () => {
    const leadership = await becomeActiveEngine({ databaseUrl: undefined, log: silent, onLost: () => {} });
    await leadership.release();
  });

  if (!onPostgres || databaseUnavailable) {
    it.skip("two engines on one PostgreSQL database (server-pg project with DATABASE_URL only)", () => {});
    return;
  }
  const databaseUrl = process.env.DATABASE_URL;
  // A key of the test's own, so a dev engine on the same database does not take part.
  const leader = (lockKey: bigint, onLost: (error: unknown) => void = () => {}) => becomeActiveEngine({ databaseUrl, log: silent, onLost, retryMs: 100, lockKey });

  it("keeps a second engine standby until the first releases, then makes it active", async () => {
    const lockKey = BigInt(randomInt(1, 2 ** 47));
    const first = await leader(lockKey);
    let second: EngineLeadership | undefined;
    const secondActive = leader(lockKey).then((leadership) => (second = leadership));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(second).toBeUndefined();
    await first.release();
    await expect(withinSeconds(3, secondActive)).resolves.toBeDefined();
    await second?.release();
  });

  it("makes the standby active when the active engine's session dies, and tells the dead one", async () => {
    const lockKey = BigInt(randomInt(1, 2 ** 47));
    let firstLost = false;
    await leader(lockKey, () => (firstLost = true));
    const secondActive = leader(lockKey);
    // What a SIGKILL does to the session: the server ends it and frees its locks.
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await admin.query("select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and granted and objsubid = 1 and (classid::int8 << 32) | objid::int8 = $1::int8", [lockKey.toString()]);
    } finally {
      await admin.end();
    }
    const second = await withinSeconds(3, secondActive);
    expect(firstLost).toBe(true);
    await second.release();
  });
});

function withinSeconds<T>(seconds: number, promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${seconds} s`)), seconds * 1000))]);
}
