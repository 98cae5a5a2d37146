// SQL behind accounts/team-service.ts: the invitation chain (users.inviter_id) read level by level
// through the index users_inviter. Level n's members are the users whose inviter is in level n-1,
// so each level is one indexed query whatever the team's size: no query per member.
import { sql, type SelectQueryBuilder } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import type { AccountsTables } from "./tables.ts";

type UsersQuery = SelectQueryBuilder<AccountsTables, "users", { id: string }>;

/** The ids of the user's team at `level` (1 = direct invitees), as a subquery: nested `inviter_id in (…)`. */
function levelIds(db: ReturnType<typeof withTables<AccountsTables>>, userId: string, level: number): UsersQuery {
  let query = db.selectFrom("users").select("id").where("inviter_id", "=", userId);
  for (let depth = 2; depth <= level; depth++) query = db.selectFrom("users").select("id").where("inviter_id", "in", query);
  return query;
}

/** The inviters above the user, nearest first, at most `levels` of them (one recursive query). */
export async function uplineIds(handle: Db, userId: string, levels: number): Promise<string[]> {
  const { rows } = await sql<{ id: string; depth: number }>`
    with recursive chain (id, depth) as (
      select inviter_id, 1 from users where id = ${userId} and inviter_id is not null
      union all
      select u.inviter_id, c.depth + 1 from chain c join users u on u.id = c.id
      where u.inviter_id is not null and c.depth < ${levels}
    )
    select id::text as id, depth from chain order by depth`.execute(withTables<AccountsTables>(handle));
  return rows.map((row) => row.id);
}

/** How many members each level holds. */
export async function levelCount(handle: Db, userId: string, level: number): Promise<number> {
  const db = withTables<AccountsTables>(handle);
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("id", "in", levelIds(db, userId, level))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every member id of one level (for activity counts, read in chunks by the caller). */
export async function levelMemberIds(handle: Db, userId: string, level: number): Promise<string[]> {
  const db = withTables<AccountsTables>(handle);
  return (await levelIds(db, userId, level).execute()).map((row) => row.id);
}

/** One page of a level's members, newest first. */
export async function levelMembersPage(handle: Db, userId: string, level: number, window: { limit: number; offset: number }) {
  const db = withTables<AccountsTables>(handle);
  return db
    .selectFrom("users")
    .select(["id", "username", "email", "area_code", "phone", "created_at"])
    .where("id", "in", levelIds(db, userId, level))
    .orderBy("id", "desc")
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

/** The contact fields of the given users (one query). */
export async function contactsOf(handle: Db, ids: readonly string[]) {
  const db = withTables<AccountsTables>(handle);
  if (ids.length === 0) return [];
  return db.selectFrom("users").select(["id", "username", "email", "area_code", "phone"]).where("id", "in", [...ids]).execute();
}

export async function inviteCodeOf(handle: Db, userId: string): Promise<string | undefined> {
  const db = withTables<AccountsTables>(handle);
  return (await db.selectFrom("users").select("invite_code").where("id", "=", userId).executeTakeFirst())?.invite_code;
}
