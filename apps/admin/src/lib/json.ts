// Audit rows carry before/after as arbitrary JSON. Shown whole they bury the change, so two
// objects are compared key by key and only the keys whose values differ are listed.
export function jsonText(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export interface FieldChange {
  /** Null when before or after is not an object, so the values are shown whole. */
  key: string | null;
  before: string;
  after: string;
}

export function changedFields(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) || !isRecord(after)) return [{ key: null, before: jsonText(before), after: jsonText(after) }];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => ({ key, before: jsonText(before[key]), after: jsonText(after[key]) }));
}
