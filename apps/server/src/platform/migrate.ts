// Applies apps/server/migrations/*.sql in name order, each once, in its own transaction.
// An advisory lock keeps two processes starting together from applying the same file twice.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import type { Db } from "./database.ts";

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../migrations");
const migrationLockId = 727_001;

export async function migrate(db: Db): Promise<string[]> {
  const files = fs.readdirSync(migrationsDir).filter((name) => name.endsWith(".sql")).sort();
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${migrationLockId})`.execute(tx);
    await sql`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`.execute(tx);
    const applied = new Set((await tx.selectFrom("schema_migrations").select("name").execute()).map((row) => row.name));
    const fresh = files.filter((name) => !applied.has(name));
    for (const name of fresh) {
      await sql.raw(fs.readFileSync(path.join(migrationsDir, name), "utf8")).execute(tx);
      await tx.insertInto("schema_migrations").values({ name }).execute();
    }
    return fresh;
  });
}
