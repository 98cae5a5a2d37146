// Tables of the statements domain (migration 0047): generated statements with their files. Only
// statements/repository.ts queries them.
import type { CreatedAt, Id } from "../platform/columns.ts";

export interface StatementTables {
  account_statements: {
    id: Id;
    user_id: string;
    book: "demo" | "real";
    /** 'YYYY-MM-DD'. */
    period_from: string;
    period_to: string;
    language: string;
    operator_id: string | null;
    pdf: Uint8Array;
    pdf_sha256: string;
    csv: string;
    csv_sha256: string;
    created_at: CreatedAt;
  };
}
