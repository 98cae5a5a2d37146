// The trading catalogue in the back office: instruments' terms (market's) and option cycles
// (trading's), changed through the audited path. Trading and getMarketInfo read the rows per
// request, so the next quote, order panel preview and order use a change.
import type { AdminCycle } from "@tradewind/api/admin/catalogue";
import type { InstrumentType } from "@tradewind/api/market";
import { catalogueInstrumentByCode, changeTerms, listCatalogue, type TermsChange } from "../../market/catalogue-service.ts";
import { instrumentById } from "../../market/instruments-service.ts";
import type { ListingEvent } from "../../market/service.ts";
import type { Db } from "../../platform/database.ts";
import { fail } from "../../platform/errors.ts";
import { addCycle, changeCycle, cyclesOf, type Cycle, type CycleTerms } from "../../trading/options/cycles-service.ts";
import { audited, type AuditDeps } from "../audit/service.ts";

type Writer = Parameters<typeof audited>[1];

export interface CatalogueDeps extends AuditDeps {
  /** Tells every process's market that an instrument was listed or delisted; absent without a market. */
  listingChanged: ((event: ListingEvent) => void) | undefined;
}

export async function listInstruments(db: Db, query: { page: number; size: number; type?: InstrumentType | undefined; q?: string | undefined; enabled?: "true" | "false" | undefined }) {
  return listCatalogue(db, { ...query, enabled: query.enabled === undefined ? undefined : query.enabled === "true" });
}

export async function updateInstrument(deps: CatalogueDeps, writer: Writer, code: string, change: TermsChange & { reason: string }) {
  const { reason, ...terms } = change;
  const done = await audited(deps, writer, { action: "instrument.update", reason }, async (tx) => {
    const { before, after } = await changeTerms(tx, code, terms);
    return { result: { before, after }, target: `instrument:${code}`, before, after };
  });
  const { before, after } = done.result;
  if (before.enabled !== after.enabled) deps.listingChanged?.({ code, listed: after.enabled });
  return { auditId: done.auditId, instrument: after };
}


async function instrumentIdOf(db: Db, code: string): Promise<string> {
  return (await catalogueInstrumentByCode(db, code))?.id ?? fail("unknownInstrument");
}

function adminCycle(cycle: Cycle, instrumentCode: string): AdminCycle {
  return { ...cycle, instrumentCode };
}

export async function listCycles(db: Db, code: string, paging: { page: number; size: number }) {
  const cycles = await cyclesOf(db, await instrumentIdOf(db, code), paging);
  return { ...cycles, items: cycles.items.map((cycle) => adminCycle(cycle, code)) };
}

export async function createCycle(deps: AuditDeps, writer: Writer, code: string, request: CycleTerms & { seconds: number; reason: string }) {
  const { reason, ...cycle } = request;
  const instrumentId = await instrumentIdOf(deps.db, code);
  const done = await audited(deps, writer, { action: "cycle.create", reason }, async (tx) => {
    const created = adminCycle(await addCycle(tx, instrumentId, cycle), code);
    return { result: created, target: `cycle:${created.id}`, before: null, after: created };
  });
  return { auditId: done.auditId, cycle: done.result };
}

export async function updateCycle(deps: AuditDeps, writer: Writer, id: string, request: Partial<CycleTerms> & { enabled?: boolean | undefined; reason: string }) {
  const { reason, ...change } = request;
  const done = await audited(deps, writer, { action: "cycle.update", reason }, async (tx) => {
    const changed = await changeCycle(tx, id, change);
    const code = (await instrumentById(tx, changed.instrumentId))?.code ?? fail("unknownInstrument");
    const [before, after] = [adminCycle(changed.before, code), adminCycle(changed.after, code)];
    return { result: after, target: `cycle:${id}`, before, after };
  });
  return { auditId: done.auditId, cycle: done.result };
}
