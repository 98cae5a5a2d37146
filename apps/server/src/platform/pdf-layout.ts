// A PDF laid out line by line in any script, for the documents the server writes (the loan
// agreement, account statements). Fonts are embedded as subsets of Noto fonts shipped by npm
// packages (pdf-fonts.ts), so a name renders in any viewer whatever its script: Noto Sans for
// Latin, Noto Naskh Arabic, and the Noto Sans CJK regional fonts for Chinese, Japanese and Korean.
// A line is split into runs of one script and one bidi embedding level (bidi-js, the Unicode
// Bidirectional Algorithm; the paragraph direction is the language's). Each run is given to the
// font in logical order: fontkit's layout applies the script's shaping features (Arabic joining
// forms and ligatures) and answers the glyphs of a right-to-left run in visual order. The runs
// are then placed left to right in visual order (rule L2: from the highest level down to the
// lowest odd one, every sequence of runs at or above it is reversed); a right-to-left page aligns
// its lines to the right margin. The document is laid out first and drawn once every run is
// known, because each font is subset to exactly the characters its runs use.
import { interpolate } from "@tradewind/i18n/catalogues";
import type { LanguageCode } from "@tradewind/i18n/languages";
import bidiFactory from "bidi-js";
import { rgb, type PDFDocument, type PDFPage } from "pdf-lib";
import { fontFor, scriptOf, widthOf, type PlacedRun, type Script } from "./pdf-fonts.ts";

const bidi = bidiFactory();

/** First-strong isolate and its end (UAX #9): a value put into a sentence keeps its own direction. */
const [firstStrongIsolate, popIsolate] = ["\u2068", "\u2069"];
/** Format characters the bidi algorithm reads and no font draws. */
const isolateMarks = [firstStrongIsolate, popIsolate];

/**
 * A template with its values isolated, so "2026-12-24" or an ISO time stays left to right in an
 * Arabic sentence and an Arabic name stays right to left in any other.
 */
export function fill(template: string, params: Record<string, string | number> = {}): string {
  return interpolate(template, Object.fromEntries(Object.entries(params).map(([name, value]) => [name, `${firstStrongIsolate}${value}${popIsolate}`])));
}

interface Run {
  text: string;
  script: Script;
  level: number;
}

/**
 * Runs of one script and one embedding level, in logical order. A space joins the run it follows;
 * other characters of no script (digits, punctuation) are drawn by the Latin font, which has them
 * all (the Arabic font lacks brackets, hyphens and %) and which fontkit lays out left to right.
 */
export function logicalRuns(text: string, levels = bidi.getEmbeddingLevels(text, "ltr").levels): Run[] {
  const runs: Run[] = [];
  let index = 0;
  for (const char of text) {
    const level = levels[index] ?? 0;
    index += char.length;
    if (isolateMarks.includes(char)) continue;
    const last = runs.at(-1);
    const own = scriptOf(char);
    const script = own ?? (char === " " && last ? last.script : "latin");
    if (last && last.level === level && last.script === script) last.text += char;
    else runs.push({ text: char, script, level });
  }
  return runs;
}

/** The runs in the order they appear from left to right (UAX #9 rule L2 over whole runs). */
export function visualOrder<Item extends { level: number }>(runs: readonly Item[]): Item[] {
  const ordered = [...runs];
  const highest = Math.max(0, ...ordered.map((run) => run.level));
  const lowestOdd = Math.min(...ordered.map((run) => (run.level % 2 === 1 ? run.level : Infinity)));
  for (let level = highest; level >= lowestOdd && level > 0; level -= 1) {
    let start = 0;
    while (start < ordered.length) {
      if ((ordered[start]?.level ?? 0) < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end < ordered.length && (ordered[end]?.level ?? 0) >= level) end += 1;
      ordered.splice(start, end - start, ...ordered.slice(start, end).reverse());
      start = end;
    }
  }
  return ordered;
}

export type Direction = "ltr" | "rtl";

/** A run as drawn: right-to-left runs mirror their brackets, and those fontkit does not reorder (no Arabic letters) are reversed here. */
function drawnText(run: Run): string {
  if (run.level % 2 === 0) return run.text;
  const mirrored = [...run.text].map((char) => bidi.getMirroredCharacter(char) ?? char);
  return run.script === "arabic" ? mirrored.join("") : mirrored.reverse().join("");
}

/** Where a line may break: after a space, and between two CJK characters (which are written without spaces). */
function breakable(text: string): string[] {
  return text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}][、。，．：；）」』]?|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+\s*|\s+/gu) ?? [];
}

/**
 * The document laid out page by page from a new page (so the annex starts on its own); every run
 * is drawn at the end, once the fonts' subsets are known.
 */
export class Layout {
  private page: PDFPage;
  private y: number;
  readonly runs: PlacedRun[] = [];
  private static readonly margin = 56;
  private static readonly width = 595.28;
  private static readonly height = 841.89;
  private static readonly widthMax = Layout.width - 2 * Layout.margin;

  constructor(
    private readonly doc: PDFDocument,
    private readonly language: LanguageCode,
    private readonly direction: Direction,
  ) {
    this.page = this.newPage();
    this.y = Layout.height - Layout.margin;
  }

  private newPage(): PDFPage {
    this.y = Layout.height - Layout.margin;
    return this.doc.addPage([Layout.width, Layout.height]);
  }

  private room(height: number): void {
    if (this.y - height < Layout.margin) this.page = this.newPage();
  }

  /** The runs of a line in visual order, each with its font and width. */
  private async measure(text: string, size: number) {
    const { levels } = bidi.getEmbeddingLevels(text, this.direction);
    const measured = [];
    for (const run of visualOrder(logicalRuns(text, levels))) {
      const drawn = drawnText(run);
      const font = await fontFor(run.script, drawn, this.language);
      measured.push({ text: drawn, font, width: await widthOf(font, drawn, size) });
    }
    return measured;
  }

  private async width(text: string, size: number): Promise<number> {
    return (await this.measure(text, size)).reduce((sum, run) => sum + run.width, 0);
  }

  /** One line of any scripts, aligned to the start margin of the page's direction. */
  async line(text: string, size = 10.5, gap = 6): Promise<void> {
    this.room(size + gap);
    this.y -= size;
    const runs = await this.measure(text, size);
    const total = runs.reduce((sum, run) => sum + run.width, 0);
    let x = this.direction === "ltr" ? Layout.margin : Layout.width - Layout.margin - total;
    for (const run of runs) {
      this.runs.push({ page: this.page, x, y: this.y, size, font: run.font, text: run.text });
      x += run.width;
    }
    this.y -= gap;
  }

  /**
   * A paragraph wrapped to the page width, lines broken in logical order. A line's width is the
   * sum of its pieces' widths: reordering runs moves them without resizing them, and no shaping
   * joins across a break opportunity.
   */
  async paragraph(text: string, size = 10.5): Promise<void> {
    let current = "";
    let currentWidth = 0;
    for (const piece of breakable(text)) {
      const pieceWidth = await this.width(piece, size);
      if (current.trim() !== "" && currentWidth + (await this.width(piece.trimEnd(), size)) > Layout.widthMax) {
        await this.line(current.trimEnd(), size, 3);
        current = piece.trimStart();
        currentWidth = await this.width(current, size);
      } else {
        current += piece;
        currentWidth += pieceWidth;
      }
    }
    if (current.trim() !== "") await this.line(current.trimEnd(), size, 10);
  }

  /** An image scaled to fit `widthMax` × `heightMax`, keeping its proportions, at the start margin. */
  async image(bytes: Uint8Array, contentType: "image/png" | "image/jpeg", widthMax: number, heightMax: number): Promise<void> {
    const image = contentType === "image/png" ? await this.doc.embedPng(bytes) : await this.doc.embedJpg(bytes);
    const scale = Math.min(widthMax / image.width, heightMax / image.height, 1);
    const [width, height] = [image.width * scale, image.height * scale];
    this.room(height + 8);
    this.y -= height;
    const x = this.direction === "ltr" ? Layout.margin : Layout.width - Layout.margin - width;
    this.page.drawImage(image, { x, y: this.y, width, height });
    this.page.drawRectangle({ x, y: this.y, width, height, borderColor: rgb(0.6, 0.6, 0.6), borderWidth: 0.5 });
    this.y -= 8;
  }
}
