// What both front ends' HTTP clients share around the {code, result, message} envelope: the
// error a refused or failed call throws, the text to show for any error, and building the URL
// from an endpoint's path template and query. Each app's lib/api.ts keeps what differs: its base
// path, headers (token, book, language), time-out and what a 401 does.
import i18next from "i18next";
import { invariant } from "@tradewind/domain/assert";

export type ApiFailure = "server" | "timeout" | "network";

/** A failed call. `message` is already in the user's language (the server translates by `lang`). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly failure: ApiFailure = "server",
    /** The input field a validation failure concerns, e.g. "contact.email" (server's result.field). */
    readonly field?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The text to show for any error thrown by call() (or anything else). */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  console.error(error);
  return i18next.t("common.unknownError");
}

/** Fills `:name` segments of an endpoint's path from its params, encoded. */
export function fillPath(path: string, params: unknown): string {
  return path.replace(/:([A-Za-z_]+)/g, (_whole, name: string) => {
    const value = isRecord(params) ? params[name] : undefined;
    invariant(typeof value === "string" || typeof value === "number", `missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Array values become repeated keys (SPEC §7): ?type=1&type=2. */
export function queryString(query: unknown): string {
  if (!isRecord(query)) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (typeof item === "string" || typeof item === "number" || typeof item === "boolean") search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text === "" ? "" : `?${text}`;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
