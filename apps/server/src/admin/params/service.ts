// System parameters in the back office: every parameter with its type, bounds, description and
// visibility; edits checked against the type and bounds (10150; the referral rates' sum 10190) and written through the audited
// path, whose rows are the parameter's history. A change takes effect on the next read: every
// domain reads parameters per request.
import type { paramSchema } from "@tradewind/api/admin/params";
import type { z } from "zod";
import { paramValueFits } from "@tradewind/domain/params";
import type { Db } from "../../platform/database.ts";
import { fail } from "../../platform/errors.ts";
import { lockParam, paramsPage, setParam, type ParamRecord } from "../../platform/params.ts";
import { assertReferralRates, isReferralRateKey, lockReferralRates } from "../../referral/service.ts";
import { audited, listAudit, type AuditDeps } from "../audit/service.ts";

type Writer = Parameters<typeof audited>[1];

const updateAction = "param.update";

function paramTarget(key: string): string {
  return `param:${key}`;
}

/** A parameter as handed to the result schema, which writes its Decimal bounds as text. */
function paramOf(param: ParamRecord): z.input<typeof paramSchema> {
  return { ...param, updatedAt: param.updatedAt?.toISOString() ?? null };
}

export async function listParams(db: Db, paging: { page: number; size: number }) {
  const { params, total } = await paramsPage(db, { limit: paging.size, offset: (paging.page - 1) * paging.size });
  return { items: params.map(paramOf), total, page: paging.page, size: paging.size };
}

/** Sets a parameter: 10018 for an unknown key, 10150 for a value its type or bounds refuse. */
export async function updateParam(deps: AuditDeps, writer: Writer, key: string, change: { value: string; reason: string }) {
  const done = await audited(deps, writer, { action: updateAction, reason: change.reason }, async (tx) => {
    // The referral rates are checked together (their sum at most 1, 10190): all three are locked first.
    const referralRate = isReferralRateKey(key);
    if (referralRate) await lockReferralRates(tx);
    const param = await lockParam(tx, key);
    if (!paramValueFits(param, change.value)) fail("paramValueInvalid");
    const updated = await setParam(tx, key, change.value, deps.clock.now());
    if (referralRate) await assertReferralRates(tx);
    return { result: paramOf(updated), target: paramTarget(key), before: { value: param.value }, after: { value: updated.value } };
  });
  return { auditId: done.auditId, param: done.result };
}

export async function paramHistory(db: Db, key: string, paging: { page: number; size: number }) {
  return listAudit(db, { action: updateAction, target: paramTarget(key), outcome: "done" }, paging);
}
