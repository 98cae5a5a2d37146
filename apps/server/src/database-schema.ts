// The composition root assembles the whole schema type: every domain's tables joined into
// platform's `Database` (platform/schema.ts) by declaration merging, so the handle platform types
// (`Db`) spans them all while platform itself imports no domain. A new domain adds its tables here.
import type { AccountsTables } from "./accounts/tables.ts";
import type { KycTables } from "./accounts/kyc-tables.ts";
import type { PasskeyTables } from "./accounts/passkey-tables.ts";
import type { SecurityTables } from "./accounts/security-tables.ts";
import type { AdjustmentTables } from "./admin/adjustments/tables.ts";
import type { AdminTables } from "./admin/tables.ts";
import type { FactorResetTables } from "./admin/factor-resets/tables.ts";
import type { AlertTables } from "./alerts/tables.ts";
import type { ContentTables } from "./content/tables.ts";
import type { EarnTables } from "./earn/tables.ts";
import type { LedgerTables } from "./ledger/tables.ts";
import type { LoansTables } from "./loans/tables.ts";
import type { MarketTables } from "./market/tables.ts";
import type { NotificationTables } from "./notifications/tables.ts";
import type { NftTables } from "./nfts/tables.ts";
import type { PaymentsTables } from "./payments/tables.ts";
import type { ReferralTables } from "./referral/tables.ts";
import type { SolvencyTables } from "./solvency/tables.ts";
import type { StatementTables } from "./statements/tables.ts";
import type { SupportTables } from "./support/tables.ts";
import type { TradingTables } from "./trading/tables.ts";
import type { UploadTables } from "./uploads/tables.ts";

declare module "./platform/schema.ts" {
  interface Database extends AccountsTables, AlertTables, KycTables, AdminTables, AdjustmentTables, FactorResetTables, ContentTables, EarnTables, LedgerTables, LoansTables, MarketTables, NftTables, NotificationTables, PaymentsTables, ReferralTables, SolvencyTables, StatementTables, TradingTables, UploadTables, SupportTables, SecurityTables, PasskeyTables {}
}
