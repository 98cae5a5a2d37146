// The inbox's queries and writes (packages/api admin/support.ts), keyed under
// ["admin", "support", …] so a live frame can refresh the counts, the list and the open
// conversation with one invalidation.
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
import { call, postMultipart } from "../../../lib/api.ts";

const supportKey = ["admin", "support"] as const;
/** Conversations per inbox page. */
export const inboxPageSize = 20;

export function useInboxCounts() {
  return useQuery({ queryKey: [...supportKey, "counts"], queryFn: () => call(getSupportInboxCounts) });
}

export function useConversationList(view: SupportInboxView, status: "open" | "closed", page: number) {
  return useQuery({
    queryKey: [...supportKey, "list", view, status, page],
    queryFn: () => call(listSupportConversations, { query: { view, status, page, size: inboxPageSize } }),
    placeholderData: keepPreviousData,
  });
}

function conversationKey(id: string) {
  return [...supportKey, "conversation", id] as const;
}

export function useConversation(id: string) {
  return useQuery({ queryKey: conversationKey(id), queryFn: () => call(getSupportConversation, { params: { id } }) });
}

export function fetchConversationMessages(id: string, query: Partial<QueryOf<typeof listSupportConversationMessages>>) {
  return call(listSupportConversationMessages, { params: { id }, query: query as QueryOf<typeof listSupportConversationMessages> });
}

export function useCannedReplies(language: string) {
  return useQuery({ queryKey: [...supportKey, "replies", language], queryFn: () => call(listCannedReplies, { query: { lang: language } }), staleTime: 5 * 60_000 });
}

export function useSupportOperators() {
  return useQuery({ queryKey: [...supportKey, "operators"], queryFn: () => call(listSupportOperators), staleTime: 60_000 });
}

/** Refreshes the inbox after a live frame: the counts and the list, and the open conversation's head when `conversation`. */
export function useInboxRefresh() {
  const client = useQueryClient();
  return useCallback(
    (conversation: boolean) => {
      void client.invalidateQueries({ queryKey: [...supportKey, "counts"] });
      void client.invalidateQueries({ queryKey: [...supportKey, "list"] });
      if (conversation) void client.invalidateQueries({ queryKey: [...supportKey, "conversation"] });
    },
    [client],
  );
}

export function useSupportWrites(id: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: supportKey });
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
