// Queries of proof of liabilities: the public roots, key and backing (no sign-in), the user's
// snapshots and one proof. A proof is fetched when asked for, then kept: it never changes.
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { getLiabilityProof, listLiabilityRoots, listMyLiabilities, solvencyBacking, solvencyPublicKey } from "@tradewind/api/routes";
import { endpointInfiniteQuery, endpointQuery } from "../../../lib/query.ts";
import { useSession } from "../../../lib/session.ts";

const pageSize = 20;

export function useLiabilityRoots(currency?: string) {
  return useInfiniteQuery(endpointInfiniteQuery(listLiabilityRoots, { size: pageSize, ...(currency ? { query: { currency } } : {}) }));
}

export function useSolvencyPublicKey() {
  return useQuery(endpointQuery(solvencyPublicKey, {}));
}

export function useSolvencyBacking() {
  return useQuery(endpointQuery(solvencyBacking, {}));
}

export function useMyLiabilities() {
  const { token } = useSession();
  return useInfiniteQuery(endpointInfiniteQuery(listMyLiabilities, { size: pageSize, context: { token } }));
}

export function useLiabilityProof(selected: { snapshotId: string; currency: string } | null) {
  const { token } = useSession();
  return useQuery({ ...endpointQuery(getLiabilityProof, { query: selected ?? { snapshotId: "0", currency: "USDT" }, context: { token } }), enabled: selected !== null, staleTime: Infinity });
}

/** The published root of one snapshot and currency, read from the public list, not from the proof's answer. */
export function usePublishedRoot(selected: { snapshotId: string; currency: string } | null) {
  return useQuery({
    ...endpointQuery(listLiabilityRoots, { query: { currency: selected?.currency ?? "USDT", snapshotId: selected?.snapshotId ?? "0", size: 1 } }),
    enabled: selected !== null,
    staleTime: Infinity,
    select: (page) => page.items[0],
  });
}
