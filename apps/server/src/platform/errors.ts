// Operating errors: a catalogue code (packages/api) plus interpolation values for its message.
// Throwing one rolls back the transaction and answers the envelope with the translated message.
// Anything else thrown is a programmer error: logged with the request id, answered as 500.
import { errorCodes, type ErrorName } from "@tradewind/api/errors";

export class AppError extends Error {
  readonly code: number;
  constructor(
    readonly errorName: ErrorName,
    readonly params: Record<string, string | number> = {},
  ) {
    super(errorName);
    this.code = errorCodes[errorName];
  }
}

export function fail(name: ErrorName, params?: Record<string, string | number>): never {
  throw new AppError(name, params);
}

/** HTTP status that mirrors an envelope code's class; the envelope code is what clients read. */
export function httpStatusOf(code: number): number {
  if (code === 200) return 200;
  if (code === 401) return 401;
  if (code === 500) return 500;
  // Too many requests, or (10231) another upload of the caller's still in progress.
  if (code === 10110 || code === 10231) return 429;
  if (code === 10118) return 404;
  // Signed in, but the operator's roles or unfinished TOTP enrolment do not allow the call.
  if (code === 10139 || code === 10152) return 403;
  // Refused for load, not for the request: a proxy or client may retry elsewhere or later.
  if (code === 10137 || code === 10138) return 503;
  // The email provider failed us, not the request: the same request may succeed later.
  if (code === 10240) return 503;
  return 400;
}
