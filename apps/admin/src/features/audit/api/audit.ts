// The audit log: a page of rows, and the CSV export of every row the filter matches.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { exportAudit, listAudit } from "@tradewind/api/admin/audit";
import type { QueryOf } from "@tradewind/api/endpoint";
import { call } from "../../../lib/api.ts";
import { endpointQuery } from "../../../lib/query.ts";

export function useAuditList(query: QueryOf<typeof listAudit>) {
  return useQuery({ ...endpointQuery(listAudit, { query }), placeholderData: keepPreviousData });
}

export function exportAuditCsv(query: QueryOf<typeof exportAudit>) {
  return call(exportAudit, { query });
}
