// The logged-in user's profile and balances of the selected book (POST /user/getUserInfo).
// Keyed by token and account flag, so switching book or user refetches.
import { useQuery } from "@tanstack/react-query";
import { getUserInfo } from "@tradewind/api/accounts";
import { call } from "./api.ts";
import { useSession } from "./session.ts";

export const userInfoKey = ["userInfo"] as const;

export function useUserInfo() {
  const { token, loggedIn, accountFlag } = useSession();
  return useQuery({
    queryKey: [...userInfoKey, token, accountFlag],
    queryFn: ({ signal }) => call(getUserInfo, { signal }),
    enabled: loggedIn,
    staleTime: 15_000,
  });
}
