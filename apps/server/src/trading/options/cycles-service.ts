// Option cycles as the back office edits them (DESIGN §5): offered lengths per instrument with
// payout ratio and stake range. Changes take the caller's transaction and lock the cycle's row;
// the next purchase reads them, and bought options keep the terms they copied.
import { decimal, toPlain } from "@tradewind/domain/money";
import type { Db } from "../../platform/database.ts";
import { fail } from "../../platform/errors.ts";
import type { OptionCycleRecord } from "../engine/types.ts";
import * as repository from "./cycles-repository.ts";

export interface CycleTerms {
  payoutRatio: string;
  minStake: string;
  maxStake: string;
}

export interface Cycle extends CycleTerms {
  id: string;
  seconds: number;
  enabled: boolean;
}

function cycleOf(cycle: OptionCycleRecord): Cycle {
  return { id: cycle.id, seconds: cycle.seconds, payoutRatio: toPlain(cycle.payoutRatio), minStake: toPlain(cycle.minStake), maxStake: toPlain(cycle.maxStake), enabled: cycle.active };
}

/** A positive payout and a stake range with 0 < min ≤ max, else 10100 (the table's CHECKs agree). */
function assertTerms(terms: CycleTerms): void {
  const [payout, min, max] = [decimal(terms.payoutRatio), decimal(terms.minStake), decimal(terms.maxStake)];
  if (!payout.gt(0) || !min.gt(0) || min.gt(max)) fail("invalidRequest");
}

export async function cyclesOf(db: Db, instrumentId: string, paging: { page: number; size: number }) {
  const { rows, total } = await repository.cyclesPage(db, instrumentId, { limit: paging.size, offset: (paging.page - 1) * paging.size });
  return { items: rows.map(cycleOf), total, page: paging.page, size: paging.size };
}

/** Offers a new cycle; 10100 when the instrument already offers one of that length. */
export async function addCycle(tx: Db, instrumentId: string, cycle: CycleTerms & { seconds: number }): Promise<Cycle> {
  assertTerms(cycle);
  if (await repository.cycleOfLength(tx, instrumentId, cycle.seconds)) fail("invalidRequest");
  const added = await repository.insertCycle(tx, {
    instrument_id: instrumentId,
    seconds: cycle.seconds,
    payout_ratio: toPlain(decimal(cycle.payoutRatio)),
    min_stake: toPlain(decimal(cycle.minStake)),
    max_stake: toPlain(decimal(cycle.maxStake)),
  });
  return cycleOf(added);
}

/** Changes a cycle's terms or offer; 10014 for an unknown cycle. Answers it before and after, and its instrument's id. */
export async function changeCycle(tx: Db, id: string, change: Partial<CycleTerms> & { enabled?: boolean | undefined }) {
  const cycle = (await repository.lockCycle(tx, id)) ?? fail("optionsProductWrong");
  const before = cycleOf(cycle);
  const wanted = {
    payoutRatio: change.payoutRatio ?? before.payoutRatio,
    minStake: change.minStake ?? before.minStake,
    maxStake: change.maxStake ?? before.maxStake,
    enabled: change.enabled ?? before.enabled,
  };
  assertTerms(wanted);
  const updated = await repository.updateCycle(tx, id, { payout_ratio: wanted.payoutRatio, min_stake: wanted.minStake, max_stake: wanted.maxStake, active: wanted.enabled });
  return { instrumentId: cycle.instrumentId, before, after: cycleOf(updated) };
}
