// The signed-in operator (auth/me) as a query every screen shares, and the sign-in/out steps
// that store or drop the token.
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { me, signOut, type Operator } from "@tradewind/api/admin/operators";
import { call } from "./api.ts";
import { endpointQuery } from "./query.ts";
import { clearSession, readSession, writeSession } from "./session.ts";

export function useMe() {
  return useQuery({ ...endpointQuery(me), enabled: readSession() !== null, staleTime: 60_000 });
}

/** The operator's roles once loaded; empty while loading, so nothing shows that should not. */
export function useRoles(): Operator["roles"] {
  return useMe().data?.roles ?? [];
}

/** Keeps a signed-in operator: the session stored, the operator known without asking `me` again. */
export function startSession(client: QueryClient, signedIn: { token: string; expiresAt: string; operator: Operator }): void {
  writeSession({ token: signedIn.token, expiresAt: signedIn.expiresAt });
  client.setQueryData(endpointQuery(me).queryKey, signedIn.operator);
}

export function useStartSession() {
  const client = useQueryClient();
  return (signedIn: { token: string; expiresAt: string; operator: Operator }) => startSession(client, signedIn);
}

export function useSignOut() {
  const client = useQueryClient();
  return async () => {
    try {
      await call(signOut, { body: {} });
    } finally {
      // Even if the server is unreachable the token leaves this browser.
      clearSession();
      client.clear();
    }
  };
}
