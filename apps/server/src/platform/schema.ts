// The whole SQL schema of apps/server/migrations as one Kysely type: the union of every domain's
// own tables. Only code that spans the schema uses it (migrations, the database handle passed
// through transactions, tests); a domain's repository narrows it to its own tables with
// `withTables` (database.ts), so it cannot name another domain's table.
import type { AccountsTables } from "../accounts/tables.ts";
import type { KycTables } from "../accounts/kyc-tables.ts";
import type { AdjustmentTables } from "../admin/adjustments/tables.ts";
import type { AdminTables } from "../admin/tables.ts";
import type { ContentTables } from "../content/tables.ts";
import type { EarnTables } from "../earn/tables.ts";
import type { LedgerTables } from "../ledger/tables.ts";
import type { LoansTables } from "../loans/tables.ts";
import type { MarketTables } from "../market/tables.ts";
import type { NotificationTables } from "../notifications/tables.ts";
import type { NftTables } from "../nfts/tables.ts";
import type { PaymentsTables } from "../payments/tables.ts";
import type { ReferralTables } from "../referral/tables.ts";
import type { SupportTables } from "../support/tables.ts";
import type { TradingTables } from "../trading/tables.ts";
import type { UploadTables } from "../uploads/tables.ts";
import type { PlatformTables } from "./tables.ts";

export interface Database extends PlatformTables, AccountsTables, KycTables, AdminTables, AdjustmentTables, ContentTables, EarnTables, LedgerTables, LoansTables, MarketTables, NftTables, NotificationTables, PaymentsTables, ReferralTables, TradingTables, UploadTables, SupportTables {}
