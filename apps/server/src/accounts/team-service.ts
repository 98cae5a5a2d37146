// What the referral domain may ask accounts about the invitation chain: a user's inviters (levels
// 1–3 above), their invite code, and their team below: member counts and pages per level, every
// member id of a level, and masked contacts. The chain is set at registration only (migration
// 0024 refuses a self-invite and any later change), so it holds no cycle.
import { maskedContact } from "@tradewind/domain/referral";
import type { Db } from "../platform/database.ts";
import * as repository from "./team-repository.ts";

/** Each user's inviters, nearest first (level 1 = who invited them), at most `levels`; a user without an inviter is absent. */
export async function inviterChains(db: Db, userIds: readonly string[], levels: number): Promise<Map<string, string[]>> {
  return repository.uplineIdsOf(db, userIds, levels);
}

export async function inviteCodeOf(db: Db, userId: string): Promise<string | undefined> {
  return repository.inviteCodeOf(db, userId);
}

export async function teamLevelCount(db: Db, userId: string, level: number): Promise<number> {
  return repository.levelCount(db, userId, level);
}

export async function teamLevelMemberIds(db: Db, userId: string, level: number): Promise<string[]> {
  return repository.levelMemberIds(db, userId, level);
}

export interface TeamMember {
  id: string;
  contact: string;
  joinedAt: Date;
}

/** A page of one level's members, newest first, with masked contacts. */
export async function teamLevelPage(db: Db, userId: string, level: number, window: { limit: number; offset: number }): Promise<TeamMember[]> {
  const members = await repository.levelMembersPage(db, userId, level, window);
  return members.map((member) => ({ id: member.id, contact: maskedContact(member), joinedAt: member.joinedAt }));
}

/** Masked contacts of the given users, by id. */
export async function maskedContactsOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const contacts = await repository.contactsOf(db, [...new Set(ids)]);
  return new Map(contacts.map((contact) => [contact.id, maskedContact(contact)]));
}
