// Audit rows carry before/after as arbitrary JSON; this shows them compactly.
export function jsonText(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}
