// Queries and writes of the user screens, keyed under ["admin", "user", id] so one
// invalidation refreshes the profile, statement, orders and sessions after a change.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createAdjustment } from "@tradewind/api/admin/adjustments";
import { freezeUser, getUser, unfreezeUser } from "@tradewind/api/admin/users";
import type { BodyOf } from "@tradewind/api/endpoint";
import { call } from "../../../lib/api.ts";

export const userKey = (id: string) => ["admin", "user", id] as const;

export function useUser(id: string) {
  return useQuery({ queryKey: userKey(id), queryFn: () => call(getUser, { params: { id } }) });
}

export function useUserWrites(id: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: userKey(id) });
  return {
    freeze: async (reason: string) => {
      await call(freezeUser, { params: { id }, body: { reason } });
      await refresh();
    },
    unfreeze: async (reason: string) => {
      await call(unfreezeUser, { params: { id }, body: { reason } });
      await refresh();
    },
    /** The key is made once per dialog, so a retried submit cannot post twice. */
    adjust: async (body: BodyOf<typeof createAdjustment>, idempotencyKey: string) => {
      const result = await call(createAdjustment, { body, idempotencyKey });
      await Promise.all([refresh(), client.invalidateQueries({ queryKey: ["admin", "adjustments"] })]);
      return result.adjustment;
    },
  };
}
