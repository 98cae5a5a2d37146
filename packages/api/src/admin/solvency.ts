// Finance's side of proof of liabilities (issue 26): the snapshots taken so far and taking one now.
// The daily one is a due job at 00:00 UTC; an on-demand one is audited like every operator write.
import { z } from "zod";
import { adminEndpoint, adminPageQuery, auditedSchema, reasonSchema } from "./common.ts";
import { page } from "../endpoint.ts";

const finance = { operator: ["finance"] } as const;

export const snapshotSummarySchema = z.object({
  id: z.string(),
  takenAt: z.string(),
  trigger: z.enum(["daily", "finance"]),
  operatorId: z.string().nullable(),
  roots: z.array(z.object({ currency: z.string(), rootHash: z.string(), rootSum: z.string(), leafCount: z.number().int() })),
});

export const listLiabilitySnapshots = adminEndpoint({
  method: "GET",
  path: "/solvency/snapshots",
  summary: "Liability snapshots, newest first, with their roots per currency.",
  auth: finance,
  query: z.strictObject(adminPageQuery),
  result: page(snapshotSummarySchema),
});

export const takeLiabilitySnapshot = adminEndpoint({
  method: "POST",
  path: "/solvency/snapshots",
  summary: "Take a liability snapshot now (real book, every currency), sign and publish its roots; audited with the reason.",
  auth: finance,
  body: z.strictObject({ reason: reasonSchema }),
  result: auditedSchema.extend({ snapshot: snapshotSummarySchema }),
});
