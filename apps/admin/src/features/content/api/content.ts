// The content screens' queries, keyed under ["admin", "contents"] so a write's refresh of
// ["admin", "contents"] reaches the list and the item.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getContent, listContentsForContent } from "@tradewind/api/admin/content";
import type { QueryOf } from "@tradewind/api/endpoint";
import { call } from "../../../lib/api.ts";

export function useContentList(query: QueryOf<typeof listContentsForContent>) {
  return useQuery({ queryKey: ["admin", "contents", "list", query], queryFn: () => call(listContentsForContent, { query }), placeholderData: keepPreviousData });
}

export function useContent(id: string | undefined) {
  return useQuery({ queryKey: ["admin", "contents", "item", id], queryFn: () => call(getContent, { params: { id: id ?? "" } }), enabled: id !== undefined });
}
