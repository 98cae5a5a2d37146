// SQL behind accounts/team-service.ts: the invitation chain (users.inviter_id) read level by level
// through the index users_inviter. Level n's members are the users whose inviter is in level n-1,
// so each level is one indexed query whatever the team's size: no query per member.
import { sql, type SelectQueryBuilder } from "kysely";
import { withTables, type Db } from "../platform/database.ts";
import type { AccountsTables } from "./tables.ts";

type UsersQuery = SelectQueryBuilder<AccountsTables, "users", { id: string }>;

/**
 * The users at `level` below the user (1 = direct invitees): `inviter_id = user` for level 1,
 * else `inviter_id in (<level - 1's ids>)`, so every step is a probe of users_inviter.
 */
function atLevel(db: ReturnType<typeof withTables<AccountsTables>>, userId: string, level: number) {
  let parents: UsersQuery | undefined;
  for (let depth = 1; depth < level; depth++) {
    parents = parents === undefined ? db.selectFrom("users").select("id").where("inviter_id", "=", userId) : db.selectFrom("users").select("id").where("inviter_id", "in", parents);
  }
  return parents === undefined ? db.selectFrom("users").where("inviter_id", "=", userId) : db.selectFrom("users").where("inviter_id", "in", parents);
}

/** The inviters above each user, nearest first, at most `levels` of them (one recursive query for all); a user without any is absent. */
export async function uplineIdsOf(handle: Db, userIds: readonly string[], levels: number): Promise<Map<string, string[]>> {
  const chains = new Map<string, string[]>();
  if (userIds.length === 0) return chains;
  const { rows } = await sql<{ source: string; id: string }>`
    with recursive chain (source, id, depth) as (
      select id, inviter_id, 1 from users where id = any(${`{${[...new Set(userIds)].join(",")}}`}::bigint[]) and inviter_id is not null
      union all
      select c.source, u.inviter_id, c.depth + 1 from chain c join users u on u.id = c.id
      where u.inviter_id is not null and c.depth < ${levels}
    )
    select source::text as source, id::text as id from chain order by source, depth`.execute(withTables<AccountsTables>(handle));
  for (const { source, id } of rows) chains.set(source, [...(chains.get(source) ?? []), id]);
  return chains;
}

/** How many members each level holds. */
export async function levelCount(handle: Db, userId: string, level: number): Promise<number> {
  const db = withTables<AccountsTables>(handle);
  const row = await atLevel(db, userId, level)
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every member id of one level (for activity counts, read in chunks by the caller). */
export async function levelMemberIds(handle: Db, userId: string, level: number): Promise<string[]> {
  const db = withTables<AccountsTables>(handle);
  // One row holding every id as array text ("{4,7,9}"): thousands of rows cost far more to ship.
  const row = await atLevel(db, userId, level)
    .select(sql<string | null>`array_agg(id)::text`.as("ids"))
    .executeTakeFirstOrThrow();
  const text = row.ids ?? "{}";
  return text === "{}" ? [] : text.slice(1, -1).split(",");
}

/** One page of a level's members, newest first. */
export async function levelMembersPage(handle: Db, userId: string, level: number, window: { limit: number; offset: number }) {
  const db = withTables<AccountsTables>(handle);
  return atLevel(db, userId, level)
    .select(["id", "username", "email", "area_code as areaCode", "phone", "created_at as joinedAt"])
    .orderBy("id", "desc")
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

/** The contact fields of the given users (one query). */
export async function contactsOf(handle: Db, ids: readonly string[]) {
  const db = withTables<AccountsTables>(handle);
  if (ids.length === 0) return [];
  return db.selectFrom("users").select(["id", "username", "email", "area_code as areaCode", "phone"]).where("id", "in", [...ids]).execute();
}

export async function inviteCodeOf(handle: Db, userId: string): Promise<string | undefined> {
  const db = withTables<AccountsTables>(handle);
  return (await db.selectFrom("users").select("invite_code").where("id", "=", userId).executeTakeFirst())?.invite_code;
}
