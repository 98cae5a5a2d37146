// A user's generated statements in the back office: the list, producing one (audited) and a file.
import { useQuery, useQueryClient, useMutation } from "@tanstack/react-query";
import { downloadUserStatement, generateUserStatement, listUserStatements } from "@tradewind/api/admin/statements";
import type { BodyOf } from "@tradewind/api/endpoint";
import { invalidate } from "@tradewind/ui/endpoint-query.ts";
import { call, fetchBytes } from "../../../lib/api.ts";
import { endpointQuery } from "../../../lib/query.ts";

export function useUserStatements(id: string) {
  return useQuery(endpointQuery(listUserStatements, { params: { id } }));
}

export function useGenerateUserStatement(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof generateUserStatement>) => call(generateUserStatement, { params: { id }, body }),
    onSuccess: () => void invalidate(queryClient, listUserStatements),
  });
}

export function fetchUserStatement(id: string, format: "pdf" | "csv") {
  return fetchBytes(downloadUserStatement, { id, format }, new AbortController().signal);
}
