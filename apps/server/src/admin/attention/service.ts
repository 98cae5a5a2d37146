// Orders needing attention in the back office: finance reads trading's list and resolves a
// listing through the audited path, so the resolution and its audit row commit together.
import type { OrderId } from "@tradewind/domain/ids";
import type { AttentionKind } from "@tradewind/api/admin/attention";
import { attentionList, resolveAttention as resolveListing } from "../../trading/attention-service.ts";
import type { Db } from "../../platform/database.ts";
import { audited, type AuditDeps } from "../audit/service.ts";

type Writer = Parameters<typeof audited>[1];

export async function listAttention(db: Db, query: { page: number; size: number; status: "open" | "resolved" }) {
  return attentionList(db, query);
}

export async function resolveAttention(deps: AuditDeps, writer: Writer, key: { kind: AttentionKind; orderId: OrderId }, reason: string) {
  const resolution = { operatorId: writer.operator.id, username: writer.operator.username, reason, at: deps.clock.now() };
  const done = await audited(deps, writer, { action: "attention.resolve", reason }, async (tx) => {
    const { before, after } = await resolveListing(tx, key, resolution);
    return { result: after, target: `${key.kind}Order:${key.orderId}`, before, after };
  });
  return { auditId: done.auditId, item: done.result };
}
