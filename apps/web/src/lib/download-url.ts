// The Android download link (SPEC §1): the public system parameter down_url. Only an http(s)
// link is offered; a missing, empty or other value means "not configured" and the link is hidden.
import { useQuery } from "@tanstack/react-query";
import { getParamByKey } from "@tradewind/api/routes";
import { endpointQuery } from "./query.ts";

export function safeDownloadUrl(value: string | undefined, origin: string): string | null {
  if (value === undefined || value.trim() === "") return null;
  try {
    const url = new URL(value.trim(), origin);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch (error) {
    console.warn("down_url is not a URL", error);
    return null;
  }
}

/** The download link, or null while loading, when the parameter is unset or empty, or not a web link. */
export function useDownloadUrl(): string | null {
  const download = useQuery({
    ...endpointQuery(getParamByKey, { params: { key: "down_url" } }),
    staleTime: 10 * 60_000,
    retry: false,
  });
  return download.isSuccess ? safeDownloadUrl(download.data.paramValue, window.location.origin) : null;
}
