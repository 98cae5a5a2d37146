// The check every guarded action makes (issue 24): a withdrawal, saving a withdrawal address, a
// password change and turning a protection off each need this session to have stepped up within
// step_up_minutes (step-up-service.ts). Kept apart from the step-up use cases so that the
// account and payment services can check it without importing them.
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import type { AuthUser } from "../platform/request-context.ts";
import * as repository from "./repository.ts";

/** 10307 unless this session stepped up and that has not run out. */
export async function assertSteppedUp(db: Db, user: Pick<AuthUser, "tokenHash">, now: Date) {
  const until = await repository.steppedUpUntil(db, user.tokenHash);
  if (!until || until <= now) fail("stepUpRequired");
}
