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

  // From its sixth execution PostgreSQL may run a prepared statement on a generic plan, planned
  // without the parameters' values: an ON CONFLICT whose predicate names a partial unique index
  // by a parameter then matches no index and fails every time on that connection (smart plans).
  describe("an insert whose conflict target is a partial unique index", () => {
    const table = "prepared_arbiter";
    const insert = (user: number, predicate: "parameter" | "literal") =>
      database.db
        .insertInto(table as never)
        .values({ user_id: user, status: "running" } as never)
        .onConflict((conflict) => conflict.columns(["user_id" as never]).where("status" as never, "=", (predicate === "parameter" ? "running" : sql.lit("running")) as never).doNothing())
        .returning("user_id" as never)
        .execute();
    beforeAll(async () => {
      await sql`create table ${sql.table(table)} (user_id int, status text)`.execute(database.db);
      await sql`create unique index ${sql.id(`${table}_one_running`)} on ${sql.table(table)} (user_id) where status = 'running'`.execute(database.db);
    });

    it("runs prepared past the fifth execution when the predicate is a literal", async () => {
      for (let user = 1; user <= 8; user++) expect(await insert(user, "literal")).toHaveLength(1);
      expect(await insert(1, "literal")).toEqual([]);
    });

    it("fails once when the predicate is a parameter, then runs unnamed", async () => {
      for (let user = 101; user <= 105; user++) expect(await insert(user, "parameter")).toHaveLength(1);
      await expect(insert(106, "parameter")).rejects.toThrow(/no unique or exclusion constraint matching the ON CONFLICT specification/);
      for (let user = 106; user <= 108; user++) expect(await insert(user, "parameter")).toHaveLength(1);
    });
  });
});
