import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onPostgres, testDatabase, type TestDatabase } from "../testing/harness.ts";
import { statementNames } from "./prepared-statements.ts";

describe("statement names", () => {
  it("names each text once, and no more texts than the limit", () => {
    const names = statementNames(2);
    expect(names.nameOf("select $1")).toBe(names.nameOf("select $1"));
    expect(names.nameOf("select $1, $2")).not.toBe(names.nameOf("select $1"));
    expect(names.nameOf("select $1, $2, $3")).toBeUndefined();
  });

  it("runs a forgotten text unnamed from then on, and never gives its name to another", () => {
    const names = statementNames();
    const first = names.nameOf("select * from t where a = $1");
    names.forget("select * from t where a = $1");
    expect(names.nameOf("select * from t where a = $1")).toBeUndefined();
    expect(names.nameOf("select $1")).not.toBe(first);
  });
});

describe.skipIf(!onPostgres)("prepared statements on PostgreSQL", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    // One connection, so every query below meets what the ones before it prepared.
    database = await testDatabase("postgres", { poolMax: 1, preparedStatements: true });
  });
  afterAll(async () => {
    await database.drop();
  });

  it("prepares a parameterised query once per connection and runs it again by name", async () => {
    const { db } = database;
    for (const value of [1, 2, 3]) {
      const { rows } = await sql<{ doubled: number }>`select ${value}::int * 2 as doubled`.execute(db);
      expect(rows[0]?.doubled).toBe(value * 2);
    }
    const prepared = await sql<{ count: string }>`select count(*) as count from pg_prepared_statements where statement like ${"%::int * 2 as doubled%"}`.execute(db);
    expect(prepared.rows[0]?.count).toBe("1");
  });

  it("after a migration changes a read's columns, fails that read once, then runs it unnamed", async () => {
    const { db } = database;
    await sql`create table prepared_probe (a int)`.execute(db);
    await sql`insert into prepared_probe values (1)`.execute(db);
    const read = () => db.selectFrom("prepared_probe" as never).selectAll().where("a" as never, "=", 1 as never).execute();
    expect(await read()).toEqual([{ a: 1 }]);
    await sql`alter table prepared_probe add column b int`.execute(db);
    await expect(read()).rejects.toThrow(/cached plan must not change result type/);
    expect(await read()).toEqual([{ a: 1, b: null }]);
  });
});
