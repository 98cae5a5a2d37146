// Tables of the ledger domain: only the ledger's repository queries them; other domains post
// entries and read balances through ledger/service.ts.
import type { Book } from "@tradewind/api/accounts";
import type { ColumnType } from "kysely";
import type { Id, CreatedAt, Numeric } from "../platform/columns.ts";

export interface LedgerTables {
  ledger_accounts: { id: Id; owner_id: string | null; book: Book; currency: string; kind: string; shard: ColumnType<number, number | undefined, never>; balance: Numeric };
  journal_entries: {
    id: Id;
    kind: string;
    book: Book;
    reference: string | null;
    idempotency_key: string | null;
    actor: string;
    created_at: CreatedAt;
  };
  postings: { id: Id; entry_id: string; account_id: string; amount: string; balance_after: string };
}
