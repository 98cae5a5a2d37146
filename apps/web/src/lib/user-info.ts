// The logged-in user's profile and balances of the selected book (POST /user/getUserInfo).
// Keyed by token and account flag, so switching book or user refetches.
import { useQuery } from "@tanstack/react-query";
import { getUserInfo } from "@tradewind/api/routes";
import { endpointQuery } from "./query.ts";
import { useSession } from "./session.ts";

export function useUserInfo() {
  const { token, loggedIn, accountFlag } = useSession();
  return useQuery({ ...endpointQuery(getUserInfo, { context: { token, accountFlag } }), enabled: loggedIn, staleTime: 15_000 });
}
