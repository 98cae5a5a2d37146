// Finance's liability snapshots: one taken on demand commits with its audit row, so every
// published root not taken by the daily job names the operator who asked and why.
import { invariant } from "@tradewind/domain/assert";
import * as solvency from "../../solvency/service.ts";
import type { SolvencyDeps } from "../../solvency/service.ts";
import { audited, type AuditDeps } from "../audit/service.ts";

type Writer = Parameters<typeof audited>[1];

export { listSnapshots } from "../../solvency/service.ts";
export type { SolvencyDeps } from "../../solvency/service.ts";

export async function takeSnapshotNow(deps: AuditDeps & { solvency: SolvencyDeps }, writer: Writer, reason: string) {
  const done = await audited(deps, writer, { action: "solvency.snapshot", reason }, async (tx) => {
    const snapshot = await solvency.takeSnapshot(tx, deps.solvency, { kind: "finance", operatorId: writer.operator.id });
    invariant(snapshot, "an on-demand snapshot is always taken");
    return { result: snapshot, target: `liability_snapshot:${snapshot.id}`, before: null, after: { roots: snapshot.roots } };
  });
  return { auditId: done.auditId, snapshot: done.result };
}
