// A visitor's read notice ids as React state (the store and its format: ../read-notices.ts).
import { useMemo, useSyncExternalStore } from "react";
import { parseReadIds, readNoticesSnapshot, subscribeReadNotices } from "../read-notices.ts";

/** The visitor's read ids, re-rendering when one is added. */
export function useVisitorReadIds(): ReadonlySet<string> {
  const raw = useSyncExternalStore(subscribeReadNotices, readNoticesSnapshot);
  return useMemo(() => new Set(parseReadIds(raw)), [raw]);
}
