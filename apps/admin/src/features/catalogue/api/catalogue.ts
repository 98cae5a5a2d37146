// The instrument catalogue: a page of instruments, one instrument's cycles, and the edits of
// both; an edit refreshes what it changed.
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { createCycle, listCycles, listInstruments, updateCycle, updateInstrument } from "@tradewind/api/admin/catalogue";
import type { BodyOf, QueryOf } from "@tradewind/api/endpoint";
import { invalidate } from "@tradewind/ui/endpoint-query.ts";
import { call } from "../../../lib/api.ts";
import { endpointQuery } from "../../../lib/query.ts";

/** An instrument offers a handful of cycles; one page holds them all. */
const cyclesPageSize = 100;

export function useInstrumentList(query: QueryOf<typeof listInstruments>) {
  return useQuery({ ...endpointQuery(listInstruments, { query }), placeholderData: keepPreviousData });
}

export function useCycles(code: string) {
  return useQuery(endpointQuery(listCycles, { params: { code }, query: { size: cyclesPageSize } }));
}

export function useUpdateInstrument() {
  const client = useQueryClient();
  return async (code: string, body: BodyOf<typeof updateInstrument>) => {
    await call(updateInstrument, { params: { code }, body });
    await invalidate(client, listInstruments, listCycles);
  };
}

/** Adds a cycle to the instrument `code`, or changes the cycle `id`. */
export function useSaveCycle(code: string) {
  const client = useQueryClient();
  return async (change: { id: null; body: BodyOf<typeof createCycle> } | { id: string; body: BodyOf<typeof updateCycle> }) => {
    if (change.id === null) await call(createCycle, { params: { code }, body: change.body });
    else await call(updateCycle, { params: { id: change.id }, body: change.body });
    await invalidate(client, listCycles);
  };
}
