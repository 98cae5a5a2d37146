// The content screens' queries and writes; a write refreshes the list and the item.
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  createContent,
  deleteContent,
  getContent,
  listContentsForContent,
  publishContent,
  pushNotice,
  unpublishContent,
  updateContent,
} from "@tradewind/api/admin/content";
import type { BodyOf, QueryOf } from "@tradewind/api/endpoint";
import { invalidate } from "@tradewind/ui/endpoint-query.ts";
import { call } from "../../../lib/api.ts";
import { endpointQuery } from "../../../lib/query.ts";

export function useContentList(query: QueryOf<typeof listContentsForContent>) {
  return useQuery({ ...endpointQuery(listContentsForContent, { query }), placeholderData: keepPreviousData });
}

export function useContent(id: string | undefined) {
  return useQuery({ ...endpointQuery(getContent, { params: { id: id ?? "" } }), enabled: id !== undefined });
}

/** The editor's writes; each resolves once the list and the item are refreshed. */
export function useContentWrites() {
  const client = useQueryClient();
  const refreshed = async <Result>(result: Result) => {
    await invalidate(client, listContentsForContent, getContent);
    return result;
  };
  const target = (id: string, reason: string) => ({ params: { id }, body: { reason } });
  return {
    /** Creates the item (id null) or saves it; the saved item is the server's sanitised one. */
    save: async (id: string | null, body: BodyOf<typeof createContent>) => refreshed(id === null ? await call(createContent, { body }) : await call(updateContent, { params: { id }, body })),
    publish: async (id: string, reason: string) => refreshed(await call(publishContent, target(id, reason))),
    unpublish: async (id: string, reason: string) => refreshed(await call(unpublishContent, target(id, reason))),
    push: async (id: string, reason: string) => refreshed(await call(pushNotice, target(id, reason))),
    remove: async (id: string, reason: string) => refreshed(await call(deleteContent, target(id, reason))),
  };
}
