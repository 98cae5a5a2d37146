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
