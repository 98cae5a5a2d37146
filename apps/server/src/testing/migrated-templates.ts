// Test databases start from one migrated snapshot per set of migrations instead of running
// initdb and every migration again for each test file (that was most of a small file's time).
// PGlite: a dump of a migrated data folder in the temp folder, loaded by each in-memory database.
// PostgreSQL: a migrated template database, copied by `create database … template …`.
// Both are named by a hash of the migration files, so a changed migration builds a new one.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { openDatabase, openPglite } from "../platform/database.ts";
import { migrate } from "../platform/migrate.ts";

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../migrations");
// The package's own manifest (one folder above its dist/), so a PGlite upgrade builds a new dump.
const pgliteManifest = path.resolve(path.dirname(fileURLToPath(import.meta.resolve("@electric-sql/pglite"))), "../package.json");
const pgliteVersion = (JSON.parse(fs.readFileSync(pgliteManifest, "utf8")) as { version: string }).version;
/** Serialises building the PostgreSQL template between test workers and runs. */
const templateLockId = 727_002;

function migrationsHash(): string {
  const hash = createHash("sha256").update(`pglite ${pgliteVersion}\n`);
  for (const name of fs.readdirSync(migrationsDir).filter((file) => file.endsWith(".sql")).sort()) {
    hash.update(`${name}\n`).update(fs.readFileSync(path.join(migrationsDir, name)));
  }
  return hash.digest("hex").slice(0, 16);
}

let pgliteDump: Promise<Blob> | undefined;

/** The dump of a migrated PGlite, built once per migration set (written atomically, then reused). */
export function migratedPgliteDump(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const file = path.join(os.tmpdir(), `tradewind-pglite-${migrationsHash()}.tar`);
    if (!fs.existsSync(file)) {
      const { pglite, db } = openPglite({});
      await migrate(db);
      const dump = await pglite.dumpDataDir("none");
      await db.destroy();
      const partial = `${file}.${randomBytes(4).toString("hex")}`;
      fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(partial, file);
    }
    return new Blob([fs.readFileSync(file)]);
  })();
  return pgliteDump;
}

/** The name of a migrated template database on the server at adminUrl, built when missing. */
export async function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `tradewind_template_${migrationsHash()}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [templateLockId]);
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) {
      // Built under another name and renamed once complete, so a run killed half-way leaves
      // nothing that looks finished.
      const building = `${name}_building`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const db = openDatabase({ databaseUrl: url.toString(), dataDir: "memory" });
      await migrate(db);
      await db.destroy();
      await client.query(`alter database ${building} rename to ${name}`);
    }
    return name;
  } finally {
    await client.query("select pg_advisory_unlock($1)", [templateLockId]);
    await client.end();
  }
}
