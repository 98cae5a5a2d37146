// Option cycles as the back office edits them (DESIGN §5): offered lengths per instrument with
// payout ratio and stake range. Changes take the caller's transaction and lock the cycle's row;
// the next purchase reads them, and bought options keep the terms they copied.
import { toPlain, type Amount, type Decimal } from "@tradewind/domain/money";
import type { Db } from "../../platform/database.ts";
import { fail } from "../../platform/errors.ts";
import type { OptionCycleRecord } from "../engine/types.ts";
import * as repository from "./cycles-repository.ts";

/** A cycle's terms, parsed at the wire or read from its record. */
export interface CycleTerms {
  payoutRatio: Decimal;
  minStake: Amount;
  maxStake: Amount;
}

/** A cycle as the back office shows and audits it: its terms as plain decimal text. */
export interface Cycle {
  id: string;
  seconds: number;
  payoutRatio: string;
  minStake: string;
  maxStake: string;
  enabled: boolean;
}

function cycleOf(cycle: OptionCycleRecord): Cycle {
  return { id: cycle.id, seconds: cycle.seconds, payoutRatio: toPlain(cycle.payoutRatio), minStake: toPlain(cycle.minStake), maxStake: toPlain(cycle.maxStake), enabled: cycle.active };
}

/** A positive payout and a stake range with 0 < min ≤ max, else 10100 (the table's CHECKs agree). */
function assertTerms(terms: CycleTerms): void {
  if (!terms.payoutRatio.gt(0) || !terms.minStake.gt(0) || terms.minStake.gt(terms.maxStake)) fail("invalidRequest");
}

export async function cyclesOf(db: Db, instrumentId: string, paging: { page: number; size: number }) {
  const { rows, total } = await repository.cyclesPage(db, instrumentId, { limit: paging.size, offset: (paging.page - 1) * paging.size });
  return { items: rows.map(cycleOf), total, page: paging.page, size: paging.size };
}

/** Offers a new cycle; 10100 when the instrument already offers one of that length. */
export async function addCycle(tx: Db, instrumentId: string, cycle: CycleTerms & { seconds: number }): Promise<Cycle> {
  assertTerms(cycle);
  if (await repository.cycleOfLength(tx, instrumentId, cycle.seconds)) fail("invalidRequest");
  return cycleOf(await repository.insertCycle(tx, instrumentId, cycle));
}

/** Changes a cycle's terms or offer; 10014 for an unknown cycle. Answers it before and after, and its instrument's id. */
export async function changeCycle(tx: Db, id: string, change: Partial<CycleTerms> & { enabled?: boolean | undefined }) {
  const cycle = (await repository.lockCycle(tx, id)) ?? fail("optionsProductWrong");
  const wanted = {
    payoutRatio: change.payoutRatio ?? cycle.payoutRatio,
    minStake: change.minStake ?? cycle.minStake,
    maxStake: change.maxStake ?? cycle.maxStake,
    active: change.enabled ?? cycle.active,
  };
  assertTerms(wanted);
  const updated = await repository.updateCycle(tx, id, wanted);
  return { instrumentId: cycle.instrumentId, before: cycleOf(cycle), after: cycleOf(updated) };
}
