// The inbox's queries and writes (packages/api admin/support.ts). A live frame refreshes the
// counts, the list and the open conversation; a write, every support query.
import { useCallback } from "react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  assignSupportConversation,
  closeSupportConversation,
  getSupportConversation,
  getSupportInboxCounts,
  listCannedReplies,
  listSupportConversationMessages,
  listSupportConversations,
  listSupportOperators,
  markSupportConversationRead,
  sendSupportReply,
  uploadSupportImage,
  type SupportInboxView,
} from "@tradewind/api/admin/support";
import type { QueryOf } from "@tradewind/api/endpoint";
import { invalidate } from "@tradewind/ui/endpoint-query.ts";
import { call, postMultipart } from "../../../lib/api.ts";
import { endpointQuery } from "../../../lib/query.ts";

const supportReads = [getSupportInboxCounts, listSupportConversations, getSupportConversation, listCannedReplies, listSupportOperators];
/** Conversations per inbox page. */
export const inboxPageSize = 20;

export function useInboxCounts() {
  return useQuery(endpointQuery(getSupportInboxCounts));
}

export function useConversationList(view: SupportInboxView, status: "open" | "closed", page: number) {
  return useQuery({ ...endpointQuery(listSupportConversations, { query: { view, status, page, size: inboxPageSize } }), placeholderData: keepPreviousData });
}

export function useConversation(id: string) {
  return useQuery(endpointQuery(getSupportConversation, { params: { id } }));
}

export function fetchConversationMessages(id: string, query: Partial<QueryOf<typeof listSupportConversationMessages>>) {
  return call(listSupportConversationMessages, { params: { id }, query: query as QueryOf<typeof listSupportConversationMessages> });
}

export function useCannedReplies(language: string) {
  return useQuery({ ...endpointQuery(listCannedReplies, { query: { lang: language } }), staleTime: 5 * 60_000 });
}

export function useSupportOperators() {
  return useQuery({ ...endpointQuery(listSupportOperators), staleTime: 60_000 });
}

/** Refreshes the inbox after a live frame: the counts and the list, and the open conversation's head when `conversation`. */
export function useInboxRefresh() {
  const client = useQueryClient();
  return useCallback(
    (conversation: boolean) => {
      void invalidate(client, getSupportInboxCounts, listSupportConversations, ...(conversation ? [getSupportConversation] : []));
    },
    [client],
  );
}

export function useSupportWrites(id: string) {
  const client = useQueryClient();
  const refresh = () => invalidate(client, ...supportReads);
  return {
    /** A reply also takes an unassigned conversation: the lists and the conversation's head refresh. */
    reply: async (body: { clientMessageId: string; text?: string; imageId?: string }) => {
      const result = await call(sendSupportReply, { params: { id }, body });
      void refresh();
      return result;
    },
    read: async (upTo: string) => {
      const result = await call(markSupportConversationRead, { params: { id }, body: { upTo } });
      void refresh();
      return result;
    },
    assign: async (operatorId?: string) => {
      const result = await call(assignSupportConversation, { params: { id }, body: operatorId === undefined ? {} : { operatorId } });
      await refresh();
      return result;
    },
    close: async (note: string) => {
      const result = await call(closeSupportConversation, { params: { id }, body: { note } });
      await refresh();
      return result;
    },
  };
}

/** Uploads one chat image as the operator (multipart: one `file`; the server sets purpose chat); the reply then names its id. */
export function uploadChatImage(file: File) {
  const form = new FormData();
  form.append("file", file);
  return postMultipart(uploadSupportImage, form);
}
