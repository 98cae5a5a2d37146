// Tables of the referral domain (migration 0024): the rebate records. Only referral/repository.ts
// queries them; other domains ask referral/service.ts.
import type { Id, Timestamp } from "../platform/columns.ts";

export type RebateSourceKind = "contract_open" | "contract_close" | "spot_fill";

export interface ReferralTables {
  referral_rebates: {
    id: Id;
    beneficiary_id: string;
    level: number;
    source_user_id: string;
    source_kind: RebateSourceKind;
    reference: string;
    fee: string;
    rate: string;
    amount: string;
    currency: string;
    entry_id: string;
    created_at: Timestamp;
  };
}
