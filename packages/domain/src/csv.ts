// CSV text (RFC 4180) for every export: the back office's audit export and the user's statement.
// A header row, CRLF line ends, a cell quoted when it holds a quote, comma or line break. Text a
// spreadsheet would run as a formula (= + - @ tab or CR first) gets a leading apostrophe, so
// whatever a user or operator typed cannot plant a formula in whoever opens the file; a plain
// number such as "-12.5" cannot be a formula and stays a number.

const formulaStart = /^[=+\-@\t\r]/;
const plainNumber = /^-?\d+(\.\d+)?$/;
const needsQuotes = /[",\r\n]/;

/** One cell: null and undefined are empty, objects their JSON. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "string" ? value : JSON.stringify(value);
  if (formulaStart.test(text) && !plainNumber.test(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole document: the column names as header, then one line per row in the given order. */
export function csvDocument<Column extends string>(columns: readonly Column[], rows: readonly Readonly<Record<Column, unknown>>[]): string {
  const lines = rows.map((row) => columns.map((column) => csvCell(row[column])).join(","));
  return [columns.map(csvCell).join(","), ...lines].join("\r\n") + "\r\n";
}

/** A file-name-safe UTC stamp of an instant, e.g. 2026-11-23T10-15-00. */
export function fileStamp(at: Date): string {
  return at.toISOString().slice(0, 19).replaceAll(":", "-");
}
