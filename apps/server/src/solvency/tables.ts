// Tables of the solvency domain (migration 0041): the signing key, snapshots, their leaves and
// the published roots. Only solvency/repository.ts queries them.
import type { ColumnType } from "kysely";
import type { CreatedAt, Id, Timestamp } from "../platform/columns.ts";

export interface SolvencyTables {
  solvency_signing_key: { id: number; public_key_hex: string; private_key_sealed: string; created_at: CreatedAt };
  liability_snapshots: {
    id: Id;
    taken_at: Timestamp;
    /** 'YYYY-MM-DD' of a daily snapshot. */
    day: ColumnType<string | null, string | null, never>;
    trigger: "daily" | "finance";
    operator_id: string | null;
    secret_sealed: string;
  };
  liability_leaves: { snapshot_id: string; currency: string; user_id: string; leaf_index: number; leaf_hash: string; balance: string };
  liability_roots: {
    snapshot_id: string;
    currency: string;
    taken_at: string;
    root_hash: string;
    root_sum: string;
    leaf_count: number;
    previous_root_hash: string;
    signature_hex: string;
  };
}
