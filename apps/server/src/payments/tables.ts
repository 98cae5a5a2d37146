// Tables of the payments domain (migration 0019): receiving addresses, deposits and withdrawals,
// and the users' withdrawal address book (migration 0043). Only payments/repository.ts and
// payments/address-book-repository.ts query them; other domains ask the services.
import type { UserId } from "@tradewind/domain/ids";
import type { ColumnType, Generated } from "kysely";
import type { PaymentCoin, PaymentNetwork } from "@tradewind/api/payments";
import type { Id, NullableTimestamp, Timestamp } from "../platform/columns.ts";

export type DepositStatus = "pending" | "credited" | "rejected";
export type WithdrawalStatus = "pending" | "paid" | "rejected";

export interface PaymentsTables {
  withdrawal_addresses: {
    id: Id;
    user_id: UserId;
    coin: PaymentCoin;
    network: PaymentNetwork;
    address: string;
    label: string;
    created_at: Timestamp;
    usable_at: Timestamp;
    cancel_token_hash: string | null;
    removed_at: NullableTimestamp;
  };
  receiving_addresses: {
    coin: PaymentCoin;
    network: PaymentNetwork;
    address: string;
    placeholder: Generated<boolean>;
    enabled: Generated<boolean>;
    updated_at: NullableTimestamp;
  };
  deposits: {
    id: Id;
    // Rows come out of SQL branded: the table type is the edge where a string becomes a UserId.
    user_id: UserId;
    coin: PaymentCoin;
    network: PaymentNetwork;
    amount: string;
    credited_amount: string | null;
    tx_hash: string;
    sender_tail: string | null;
    address: string;
    proof_upload_id: string;
    status: ColumnType<DepositStatus, DepositStatus | undefined, DepositStatus>;
    reject_reason: string | null;
    decided_by: string | null;
    decided_by_name: string | null;
    entry_id: string | null;
    created_at: Timestamp;
    decided_at: NullableTimestamp;
    /** Set by migration 0028 on older reports that share their hash's digits with an earlier one; never written by code. */
    shares_hash_digits: ColumnType<boolean, never, never>;
  };
  withdrawals: {
    id: Id;
    user_id: UserId;
    coin: PaymentCoin;
    network: PaymentNetwork;
    address: string;
    amount: string;
    fee: string;
    status: ColumnType<WithdrawalStatus, WithdrawalStatus | undefined, WithdrawalStatus>;
    payout_tx_ref: string | null;
    reject_reason: string | null;
    decided_by: string | null;
    decided_by_name: string | null;
    entry_id: string | null;
    created_at: Timestamp;
    decided_at: NullableTimestamp;
  };
}
