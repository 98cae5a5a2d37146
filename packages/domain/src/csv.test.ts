import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, csvDocument, fileStamp } from "./csv.ts";

/** RFC 4180 reader, written for the test: rows of cells from CRLF-ended text. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index += 1;
    } else cell += char;
  }
  expect(cell).toBe("");
  expect(row).toEqual([]);
  return rows;
}

const guarded = (text: string) => (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text);

describe("csv", () => {
  it("quotes quotes, commas and line breaks, and renders objects as JSON", () => {
    expect(csvCell('say "hi", then')).toBe('"say ""hi"", then"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell({ roles: ["a", "b"] })).toBe('"{""roles"":[""a"",""b""]}"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(10151)).toBe("10151");
  });

  it("defuses text a spreadsheet would run as a formula, but leaves negative numbers numbers", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+1+1")).toBe("'+1+1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("-1+2")).toBe("'-1+2");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("-93.02")).toBe("-93.02");
    expect(csvCell("-7")).toBe("-7");
  });

  it("reads back as the same table (formula text with its apostrophe), header first, CRLF after every line", () => {
    const columns = ["a", "b", "c"] as const;
    fc.assert(
      fc.property(fc.array(fc.record({ a: fc.string(), b: fc.string({ unit: fc.constantFrom("=", "-", '"', ",", "\r", "\n", "x", "1", ".") }), c: fc.string() }), { maxLength: 20 }), (rows) => {
        const text = csvDocument(columns, rows);
        expect(text.endsWith("\r\n")).toBe(true);
        expect(parseCsv(text)).toEqual([[...columns], ...rows.map((row) => columns.map((column) => guarded(row[column])))]);
      }),
    );
  });

  it("stamps file names with the UTC time, without colons", () => {
    expect(fileStamp(new Date("2026-11-23T10:15:42.123Z"))).toBe("2026-11-23T10-15-42");
  });
});
