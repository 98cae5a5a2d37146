// Generated account statements (issue 26): the list, generating one, and a stored file's bytes.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BodyOf } from "@tradewind/api/endpoint";
import { downloadStatement, generateStatement, listStatements } from "@tradewind/api/routes";
import { fillPath } from "@tradewind/ui/api-core.ts";
import { invalidate } from "@tradewind/ui/endpoint-query.ts";
import { call, fetchBytes } from "../../../lib/api.ts";
import { endpointQuery } from "../../../lib/query.ts";
import { useSession } from "../../../lib/session.ts";

export function useStatementDocuments() {
  const { token } = useSession();
  return useQuery(endpointQuery(listStatements, { query: { page: 1, size: 24 }, context: { token } }));
}

/** Generates (or finds the stored) statement of a period; the list refetches. */
export function useGenerateStatement(onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof generateStatement>) => call(generateStatement, { body }),
    onSuccess: () => void invalidate(queryClient, listStatements),
    onError,
  });
}

export function fetchStatementFile(id: string, format: "pdf" | "csv"): Promise<Blob> {
  return fetchBytes(fillPath(downloadStatement.path, { id, format }));
}
