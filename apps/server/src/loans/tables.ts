// Tables of the loans domain (migrations 0021, 0031): loan products, loans and the loan fund's guard row.
// Only loans/repository.ts queries them; other domains ask loans/service.ts.
import type { LoanStatus } from "@tradewind/api/loans";
import type { UserId } from "@tradewind/domain/ids";
import type { LanguageCode } from "@tradewind/i18n/languages";
import type { ColumnType, Generated } from "kysely";
import type { Id, NullableTimestamp, Timestamp } from "../platform/columns.ts";

export interface LoansTables {
  loan_products: {
    id: Id;
    /** {"en": …, "ja": …}: English required (migration 0027). */
    names: ColumnType<Record<string, string>, string, string>;
    min_amount: string;
    max_amount: string;
    term_days: number[];
    daily_rate: string;
    enabled: boolean;
    updated_at: Timestamp;
  };
  loans: {
    id: Id;
    user_id: UserId;
    product_id: string;
    status: ColumnType<LoanStatus, LoanStatus | undefined, LoanStatus>;
    /** The product's names when signed. */
    product_names: ColumnType<Record<string, string>, string, string>;
    amount: string;
    term_days: number;
    daily_rate: string;
    interest_free_days: number;
    total_interest: string;
    borrower_name: string;
    signature_upload_id: string;
    signed_at: Timestamp;
    agreement_name: string;
    agreement_sha256: string;
    agreement_language: ColumnType<LanguageCode, LanguageCode | undefined, never>;
    decided_by: string | null;
    decided_by_name: string | null;
    decided_at: NullableTimestamp;
    reject_reason: string | null;
    disbursed_at: NullableTimestamp;
    due_at: NullableTimestamp;
    disbursement_entry: string | null;
    repaid_at: NullableTimestamp;
    repaid_interest: string | null;
    repayment_entry: string | null;
    created_at: Generated<Date>;
  };
  loan_fund_guard: { id: number };
}
