// Tables of the earn domain (migration 0020): smart products, plans and their paid days.
// Only earn/repository.ts queries them; other domains ask earn's services.
import type { UserId } from "@tradewind/domain/ids";
import type { SmartPlanStatus, SmartRateKind } from "@tradewind/api/earn";
import type { ColumnType } from "kysely";
import type { Id, NullableTimestamp, Timestamp } from "../platform/columns.ts";

export interface EarnTables {
  smart_products: {
    id: Id;
    /** {"en": …, "ja": …}: English required (migration 0027); JSON text on insert/update. */
    names: ColumnType<Record<string, string>, string, string>;
    days: number[];
    rate_kind: SmartRateKind;
    min_daily_rate: string;
    max_daily_rate: string;
    min_amount: string;
    max_amount: string;
    enabled: boolean;
    /** JSON text on insert/update; an object when read. */
    descriptions: ColumnType<Record<string, string>, string, string>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  smart_plans: {
    id: Id;
    user_id: UserId;
    product_id: string;
    /** The product's names when bought. */
    product_names: ColumnType<Record<string, string>, string, string>;
    rate_kind: SmartRateKind;
    min_daily_rate: string;
    max_daily_rate: string;
    amount: string;
    days: number;
    committed: string;
    status: ColumnType<SmartPlanStatus, SmartPlanStatus | undefined, SmartPlanStatus>;
    days_paid: ColumnType<number, number | undefined, number>;
    income_paid: ColumnType<string, string | undefined, string>;
    next_due_at: NullableTimestamp;
    started_at: Timestamp;
    matures_at: Timestamp;
    ended_at: NullableTimestamp;
    exit_penalty: string | null;
    exit_refund: string | null;
  };
  smart_plan_accruals: {
    plan_id: string;
    day: number;
    rate: string;
    yield: string;
    /** Null when the day's yield rounded to 0 (nothing to post). */
    entry_id: string | null;
    paid_at: Timestamp;
  };
  smart_reserve_guard: { id: number };
}
