// Tables of the support domain (migration 0026): visitors, conversations, messages and canned
// replies. Only support/repository.ts queries them; other domains ask support/service.ts.
import type { SupportConversationStatus, SupportSender } from "@tradewind/api/support";
import type { ColumnType } from "kysely";
import type { Id, NullableTimestamp, Timestamp } from "../platform/columns.ts";

export interface SupportTables {
  support_visitors: {
    id: Id;
    token_hash: string;
    created_at: Timestamp;
    expires_at: Timestamp;
    ended_at: NullableTimestamp;
    linked_user: string | null;
  };
  support_conversations: {
    id: Id;
    user_id: string | null;
    visitor_id: string | null;
    status: ColumnType<SupportConversationStatus, SupportConversationStatus | undefined, SupportConversationStatus>;
    language: string;
    assigned_to: string | null;
    assigned_name: string | null;
    created_at: Timestamp;
    last_message_at: Timestamp;
    closed_at: NullableTimestamp;
    closed_by: string | null;
    closed_by_name: string | null;
    close_note: string | null;
  };
  support_messages: {
    id: Id;
    conversation_id: string;
    sender: SupportSender;
    sender_key: string;
    operator_id: string | null;
    operator_name: string | null;
    body: string | null;
    image_upload_id: string | null;
    client_message_id: string | null;
    created_at: Timestamp;
    delivered_at: NullableTimestamp;
    read_at: NullableTimestamp;
  };
  support_canned_replies: {
    id: Id;
    key: string;
    language: string;
    title: string;
    body: string;
  };
}
