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

/** A failed field check: the catalogue code plus the field it concerns, for inline display. */
export class FieldError extends AppError {
  readonly field: string;
  constructor(code: number | ErrorName, field: string, params?: Record<string, string | number>) {
    const name = typeof code === "number" ? nameOfCode(code) : code;
    super(name, params);
    this.field = field;
  }
}

const namesByCode = new Map<number, ErrorName>(Object.entries(errorCodes).map(([name, code]) => [code, name as ErrorName]));

/** The catalogue name of a code; an uncatalogued code is an invalid request. */
export function nameOfCode(code: number): ErrorName {
  return namesByCode.get(code) ?? "invalidRequest";
}
