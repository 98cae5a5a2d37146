// System parameter values (DESIGN §6), free of I/O: whether a text value fits a parameter's type
// and bounds. The back office's editor refuses what does not fit (10150), so every reader of a
// parameter may trust its shape: a boolean is "true" or "false", a number is plain and in range.
import { assertNever } from "./assert.ts";
import { decimal, type Decimal } from "./money.ts";
import { isWebAddress } from "./web-address.ts";

export type ParamType = "boolean" | "integer" | "decimal" | "url" | "text";

export interface ParamRule {
  type: ParamType;
  /** Inclusive bounds of integer and decimal parameters; null where unbounded. */
  min: Decimal | null;
  max: Decimal | null;
}

/** Plain integers and decimals only: no exponent, no sign but "-", at most NUMERIC(38,18)'s digits. */
const integerPattern = /^-?\d{1,20}$/;
const decimalPattern = /^-?\d{1,20}(\.\d{1,18})?$/;

/** "true"/"false"; an integer or decimal within the bounds; an http(s) URL or empty; any text. */
export function paramValueFits(rule: ParamRule, value: string): boolean {
  switch (rule.type) {
    case "boolean":
      return value === "true" || value === "false";
    case "integer":
      return integerPattern.test(value) && withinBounds(rule, value);
    case "decimal":
      return decimalPattern.test(value) && withinBounds(rule, value);
    case "url":
      return value === "" || isWebAddress(value);
    case "text":
      return true;
    default:
      return assertNever(rule.type, "parameter type");
  }
}

function withinBounds(rule: ParamRule, value: string): boolean {
  const number = decimal(value);
  return (rule.min === null || number.gte(rule.min)) && (rule.max === null || number.lte(rule.max));
}
