// Opens the system of record: PostgreSQL when DATABASE_URL is set, embedded PGlite otherwise.
// Both return BIGINT and NUMERIC as strings (never JS numbers) and TIMESTAMPTZ as Date.
import fs from "node:fs";
import path from "node:path";
import { PGlite, types } from "@electric-sql/pglite";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { defaultPoolMax } from "./config.ts";
import { PgliteDialect } from "./pglite-dialect.ts";
import { prepareStatements, statementNames } from "./prepared-statements.ts";
import type { Database } from "./schema.ts";

/** The handle services pass around, transactions included: typed with the whole schema. */
export type Db = Kysely<Database>;

/**
 * A domain repository's view of the handle: only the tables it owns (DESIGN §7), so naming
 * another domain's table fails to compile. The one place the whole schema is narrowed; the
 * same connection or transaction comes back, so work spanning domains stays one transaction.
 * `Database extends Tables` refuses a view that is not a slice of the real schema.
 */
export function withTables<Tables>(db: Db): Database extends Tables ? Kysely<Tables> : never {
  // Kysely<Database> is a Kysely<Tables> at run time; its type only hides the other tables.
  return db as unknown as Database extends Tables ? Kysely<Tables> : never;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  /** Folder of the PGlite files; `memory` keeps them in memory (tests). */
  dataDir: string | "memory";
  /** PostgreSQL connections at most (DATABASE_POOL_MAX); `defaultPoolMax` when absent. */
  poolMax?: number | undefined;
  /** Named prepared statements on PostgreSQL (DATABASE_PREPARED_STATEMENTS); on when absent. */
  preparedStatements?: boolean | undefined;
}

export function openDatabase(options: DatabaseOptions): Db {
  if (options.databaseUrl) {
    // pg returns int8 and numeric as strings by default, which is what money needs.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? defaultPoolMax, options: "-c TimeZone=UTC" });
    // An idle client dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next checkout.
    pool.on("error", (error) => console.error(`postgres: idle connection lost: ${error.message}`));
    if (options.preparedStatements !== false) {
      const names = statementNames();
      pool.on("connect", (client) => prepareStatements(client, names));
    }
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const dataDir = options.dataDir === "memory" ? undefined : path.join(options.dataDir, "pglite");
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  return openPglite({ dataDir }).db;
}

/**
 * An embedded PGlite and the handle over it. `loadDataDir` starts it from a dump of another
 * (tests start from one migrated snapshot instead of running initdb and every migration again).
 */
export function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): { pglite: PGlite; db: Db } {
  // One options object: PGlite ignores a second argument when the data directory is undefined,
  // which silently turned BIGINTs into JS numbers for in-memory databases.
  const pglite = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: { [types.INT8]: (value: string) => value, [types.NUMERIC]: (value: string) => value },
  });
  return { pglite, db: new Kysely<Database>({ dialect: new PgliteDialect(pglite) }) };
}
