// The price alert and Web Push tables (migrations 0045, 0046), owned by the alerts domain: only
// alerts/repository.ts queries them.
import type { UserId } from "@tradewind/domain/ids";
import type { Generated } from "kysely";
import type { CreatedAt, Id, NullableTimestamp, Timestamp } from "../platform/columns.ts";

export interface AlertTables {
  price_alerts: {
    id: Id;
    user_id: UserId;
    instrument_id: string;
    condition: "above" | "below" | "move";
    level: string | null;
    percent: string | null;
    window_seconds: number | null;
    repeating: boolean;
    status: Generated<"active" | "paused" | "fired">;
    fired_count: Generated<number>;
    last_fired_at: NullableTimestamp;
    last_fired_price: string | null;
    created_at: CreatedAt;
    updated_at: Generated<Date>;
  };
  price_alert_firings: {
    id: Id;
    alert_id: string;
    tick_ts: Timestamp;
    price: string;
    source: string;
    fired_at: Timestamp;
  };
  web_push_keys: {
    id: number;
    public_key: string;
    private_key: string;
    created_at: CreatedAt;
  };
  push_subscriptions: {
    id: Id;
    user_id: UserId;
    endpoint: string;
    p256dh: string;
    auth: string;
    created_at: CreatedAt;
  };
}
