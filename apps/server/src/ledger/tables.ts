// Tables of the ledger domain: only the ledger's repository queries them; other domains post
// entries and read balances through ledger/service.ts.
import type { Book } from "@tradewind/api/accounts";
import type { AccountId } from "@tradewind/domain/ids";
import type { ColumnType, Generated } from "kysely";
import type { Id, CreatedAt, Numeric } from "../platform/columns.ts";

export interface LedgerTables {
  // Ids come out of SQL branded: the table type is the edge where a string becomes an AccountId.
  ledger_accounts: { id: Generated<AccountId>; owner_id: string | null; book: Book; currency: string; kind: string; shard: ColumnType<number, number | undefined, never>; balance: Numeric };
  journal_entries: {
    id: Id;
    kind: string;
    book: Book;
    reference: string | null;
    idempotency_key: string | null;
    actor: string;
    created_at: CreatedAt;
  };
  postings: { id: Id; entry_id: string; account_id: AccountId; amount: string; balance_after: string };
}
