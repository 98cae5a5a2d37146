// Who may open a position, buy a coin or an option, checked before any product's transaction:
// not a frozen user (10008: the back office froze them; their sessions ended too, this covers a
// request already past authentication), and on the demo book only while the `demo_enabled`
// parameter says so (10115). Closing and cancelling stay open to everyone, so nobody is locked
// into a position.
import type { UserId } from "@tradewind/domain/ids";
import { userFrozen } from "../accounts/users-service.ts";
import type { Db } from "../platform/database.ts";
import { fail } from "../platform/errors.ts";
import { getFlag } from "../platform/params.ts";
import type { Book } from "./engine/types.ts";

export async function assertMayTrade(db: Db, userId: UserId, book: Book): Promise<void> {
  if (await userFrozen(db, userId)) fail("userStatusWrong");
  if (book === "demo" && !(await getFlag(db, "demo_enabled"))) fail("demoAccountDisabled");
}
