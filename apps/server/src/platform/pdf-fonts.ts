// Fonts for the loan agreement: which Noto font draws a character, how wide a run is, and the
// embedding of a font subset into a pdf-lib document.
//
// Why not pdf-lib's own `embedFont`: its subsetter (@pdf-lib/fontkit) writes a TrueType subset
// with short glyph offsets but copies odd-length glyphs unpadded, so poppler, Ghostscript and
// pdf.js lose most Latin letters; its CFF subset of a CID-keyed font draws boxes; and without
// subsetting it declares an OpenType CFF file as bare CFF (Ghostscript draws boxes) and gives
// widths and text only to the glyphs the cmap reaches (Arabic joining forms and ligatures get
// width 1000 and no text). So HarfBuzz (`subset-font`, hb-subset in WebAssembly) writes the
// subset, which is embedded without re-subsetting, and the font dictionaries are written here: a
// Type0 font over a CIDFont (TrueType: the subset as FontFile2, CIDToGIDMap Identity; CFF: the
// subset's bare CFF table as FontFile3 /CIDFontType0C, which Ghostscript reads and an OpenType
// wrapper it does not; the CJK fonts are CID-keyed and HarfBuzz keeps their CIDs, so a glyph is
// shown by its CID from the charset), the width of every glyph drawn and a ToUnicode map from each
// glyph to the text it draws.
// fontkit still shapes (Arabic joining, ligatures, right-to-left glyph order), on the subset.
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import fontkit, { type Font } from "@pdf-lib/fontkit";
import type { LanguageCode } from "@tradewind/i18n/languages";
import { invariant } from "@tradewind/domain/assert";
import { PDFHexString, PDFNumber, PDFOperator, PDFString, PDFOperatorNames as Ops, type PDFDocument, type PDFPage, type PDFRef } from "pdf-lib";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);

/** Every font the agreement may use; the CJK fonts are the regional Noto Sans CJK subsets. */
export type FontKey = "latin" | "arabic" | "sc" | "tc" | "jp" | "kr";

/** Where each font file is inside its package (the packages export no paths, so it is found beside their entry). */
const fontFiles: Record<FontKey, { pkg: string; file: string }> = {
  latin: { pkg: "@embedpdf/fonts-latin", file: "NotoSans-Regular.ttf" },
  arabic: { pkg: "@embedpdf/fonts-arabic", file: "NotoNaskhArabic-Regular.ttf" },
  sc: { pkg: "@embedpdf/fonts-sc", file: "NotoSansHans-Regular.otf" },
  tc: { pkg: "@embedpdf/fonts-tc", file: "NotoSansHant-Regular.otf" },
  jp: { pkg: "@embedpdf/fonts-jp", file: "NotoSansJP-Regular.otf" },
  kr: { pkg: "@embedpdf/fonts-kr", file: "NotoSansKR-Regular.otf" },
};

interface LoadedFont {
  bytes: Buffer;
  font: Font;
}

const loaded = new Map<FontKey, Promise<LoadedFont>>();

/** The whole font, read and parsed once per process (fontkit parses tables on demand). */
function fullFont(key: FontKey): Promise<LoadedFont> {
  let font = loaded.get(key);
  if (!font) {
    const { pkg, file } = fontFiles[key];
    font = fs.readFile(path.join(path.dirname(require.resolve(pkg)), "..", "fonts", file)).then((bytes) => ({ bytes, font: fontkit.create(bytes) }));
    loaded.set(key, font);
  }
  return font;
}

/** The CJK fonts in the order tried for Han characters: the reader's own region first, so a name reads in the glyph forms they know. */
const hanOrder: Record<LanguageCode, readonly FontKey[]> = {
  en: ["sc", "tc", "jp", "kr"],
  de: ["sc", "tc", "jp", "kr"],
  fr: ["sc", "tc", "jp", "kr"],
  it: ["sc", "tc", "jp", "kr"],
  es: ["sc", "tc", "jp", "kr"],
  ar: ["sc", "tc", "jp", "kr"],
  zh: ["sc", "tc", "jp", "kr"],
  hk: ["tc", "sc", "jp", "kr"],
  ja: ["jp", "tc", "sc", "kr"],
  ko: ["kr", "tc", "jp", "sc"],
};

export type Script = "latin" | "arabic" | "cjk";

/** The script whose font draws a character; undefined for characters any font draws (spaces, digits, punctuation). */
export function scriptOf(char: string): Script | undefined {
  const code = char.codePointAt(0) ?? 0;
  if ((code >= 0x0600 && code <= 0x06ff) || (code >= 0x0750 && code <= 0x077f) || (code >= 0x08a0 && code <= 0x08ff) || (code >= 0xfb50 && code <= 0xfdff) || (code >= 0xfe70 && code <= 0xfeff)) return "arabic";
  if ((code >= 0x1100 && code <= 0x11ff) || (code >= 0x2e80 && code <= 0x9fff) || (code >= 0xac00 && code <= 0xd7af) || (code >= 0xf900 && code <= 0xfaff) || (code >= 0xff00 && code <= 0xffef) || code >= 0x20000) return "cjk";
  if (/[\p{L}]/u.test(char)) return "latin";
  return undefined;
}

/**
 * The font that draws a run of one script: Latin and Arabic have one font each; a CJK run takes
 * the first font of the language's order that has every character (a run with kana prefers the
 * Japanese font, one with Hangul the Korean), else the one missing the fewest.
 */
export async function fontFor(script: Script, text: string, language: LanguageCode): Promise<FontKey> {
  if (script !== "cjk") return script;
  let order = hanOrder[language];
  if (/[\p{Script=Hangul}]/u.test(text)) order = ["kr", ...order.filter((key) => key !== "kr")];
  else if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) order = ["jp", ...order.filter((key) => key !== "jp")];
  const chars = [...text].filter((char) => scriptOf(char) === "cjk");
  let best: { key: FontKey; missing: number } | undefined;
  for (const key of order) {
    const { font } = await fullFont(key);
    const missing = chars.filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)).length;
    if (missing === 0) return key;
    if (!best || missing < best.missing) best = { key, missing };
  }
  invariant(best !== undefined, "no CJK font");
  return best.key;
}

/** The width of a run in points, as shaped by the whole font (a subset keeps every advance). */
export async function widthOf(key: FontKey, text: string, size: number): Promise<number> {
  const { font } = await fullFont(key);
  return (font.layout(text).advanceWidth * size) / font.unitsPerEm;
}

/** A run to draw: where, how large, in which font. */
export interface PlacedRun {
  page: PDFPage;
  x: number;
  y: number;
  size: number;
  font: FontKey;
  text: string;
}

interface GlyphUse {
  width: number;
  text: string;
}

/** A UTF-16BE hex string, as a ToUnicode map writes a glyph's text. */
function utf16Hex(text: string): string {
  return [...text]
    .flatMap((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (code < 0x10000) return [code];
      const offset = code - 0x10000;
      return [0xd800 + (offset >> 10), 0xdc00 + (offset & 0x3ff)];
    })
    .map((unit) => unit.toString(16).padStart(4, "0"))
    .join("");
}

const hex4 = (value: number) => value.toString(16).padStart(4, "0");

/** A ToUnicode CMap (PDF 32000-1 §9.10.3); bfchar blocks hold at most 100 entries each. */
function toUnicodeCmap(glyphs: Map<number, GlyphUse>): string {
  const entries = [...glyphs].filter(([, use]) => use.text !== "").sort(([a], [b]) => a - b);
  const blocks: string[] = [];
  for (let start = 0; start < entries.length; start += 100) {
    const block = entries.slice(start, start + 100);
    blocks.push(`${block.length} beginbfchar\n${block.map(([id, use]) => `<${hex4(id)}> <${utf16Hex(use.text)}>`).join("\n")}\nendbfchar`);
  }
  return [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange",
    "<0000> <ffff>",
    "endcodespacerange",
    ...blocks,
    "endcmap",
    "CMapName currentdict /CMap defineresource pop",
    "end",
    "end",
  ].join("\n");
}

/** The table `tag` of an sfnt (TrueType/OpenType) file, read from its table directory; undefined when it has none. */
function sfntTable(file: Uint8Array, tag: string): Uint8Array | undefined {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const tableCount = view.getUint16(4);
  for (let index = 0; index < tableCount; index += 1) {
    const entry = 12 + 16 * index;
    if (String.fromCharCode(...file.subarray(entry, entry + 4)) !== tag) continue;
    const offset = view.getUint32(entry + 8);
    return file.subarray(offset, offset + view.getUint32(entry + 12));
  }
  return undefined;
}

/** What fontkit parses of a CFF table that the CID of a glyph needs (fontkit's types omit it). */
interface CffCharset {
  isCIDFont: boolean;
  topDict: { charset: { version: number; glyphs?: number[]; ranges?: { first: number; nLeft: number }[] } };
}

/**
 * The code that shows each glyph: its glyph id for TrueType and name-keyed CFF (PDF 32000-1
 * §9.7.4.2), its CID from the charset for a CID-keyed CFF (glyph 0 is CID 0; charset formats 0,
 * 1 and 2, the ranges listing glyphs 1, 2, ... in order).
 */
function codesOf(font: Font): (glyphId: number) => number {
  const cff = (font as unknown as { "CFF "?: CffCharset })["CFF "];
  if (!cff?.isCIDFont) return (glyphId) => glyphId;
  const { glyphs, ranges } = cff.topDict.charset;
  const cids = [0, ...(glyphs ?? (ranges ?? []).flatMap(({ first, nLeft }) => Array.from({ length: nLeft + 1 }, (_, offset) => first + offset)))];
  return (glyphId) => {
    const cid = cids[glyphId];
    invariant(cid !== undefined, `glyph ${glyphId} is not in the charset`);
    return cid;
  };
}

/** The font dictionaries of one subset: a Type0 font over a CIDFont; `glyphs` are keyed by code. */
function fontDictionary(doc: PDFDocument, subset: Uint8Array, font: Font, glyphs: Map<number, GlyphUse>): PDFRef {
  const cff = sfntTable(subset, "CFF ");
  const scale = 1000 / font.unitsPerEm;
  // A subset's name starts with six capitals and "+" (PDF 32000-1 §9.6.4), here from its bytes.
  const tag = [...createHash("sha256").update(subset).digest().subarray(0, 6)].map((byte) => String.fromCharCode(65 + (byte % 26))).join("");
  const name = `${tag}+${(font.postscriptName ?? "Noto").replace(/[^A-Za-z0-9-]/g, "")}`;
  const isCff = cff !== undefined;
  const fileRef = doc.context.register(cff ? doc.context.flateStream(cff, { Subtype: "CIDFontType0C" }) : doc.context.flateStream(subset, { Length1: subset.length }));
  const bbox = font.bbox;
  const descriptor = doc.context.register(
    doc.context.obj({
      Type: "FontDescriptor",
      FontName: name,
      // Symbolic: the glyphs are addressed by id, not by a standard encoding.
      Flags: 4,
      FontBBox: [bbox.minX * scale, bbox.minY * scale, bbox.maxX * scale, bbox.maxY * scale],
      ItalicAngle: font.italicAngle,
      Ascent: font.ascent * scale,
      Descent: font.descent * scale,
      CapHeight: (font.capHeight || font.ascent) * scale,
      StemV: 80,
      [isCff ? "FontFile3" : "FontFile2"]: fileRef,
    }),
  );
  const widths = [...glyphs].sort(([a], [b]) => a - b).flatMap(([id, use]) => [id, [use.width * scale]]);
  const cidFont = doc.context.register(
    doc.context.obj({
      Type: "Font",
      Subtype: isCff ? "CIDFontType0" : "CIDFontType2",
      BaseFont: name,
      CIDSystemInfo: { Registry: PDFString.of("Adobe"), Ordering: PDFString.of("Identity"), Supplement: 0 },
      FontDescriptor: descriptor,
      W: widths,
      ...(isCff ? {} : { CIDToGIDMap: "Identity" }),
    }),
  );
  const toUnicode = doc.context.register(doc.context.flateStream(toUnicodeCmap(glyphs)));
  return doc.context.register(doc.context.obj({ Type: "Font", Subtype: "Type0", BaseFont: name, Encoding: "Identity-H", DescendantFonts: [cidFont], ToUnicode: toUnicode }));
}

/**
 * Draws the runs: each font used is subset by HarfBuzz to the characters of its runs (the layout
 * closure keeps the joining forms and ligatures they shape into), each run is shaped by fontkit
 * on that subset and shown as glyph codes, with the shaped advances (kerning) as TJ adjustments.
 * The runs are drawn in the order given, which is the reading order text extraction follows.
 */
export async function drawRuns(doc: PDFDocument, runs: readonly PlacedRun[]): Promise<void> {
  const shown = new Map<PlacedRun, (PDFHexString | PDFNumber)[]>();
  const fontRefs = new Map<FontKey, PDFRef>();
  for (const key of new Set(runs.map((run) => run.font))) {
    const mine = runs.filter((run) => run.font === key);
    const subset = new Uint8Array(await subsetFont((await fullFont(key)).bytes, mine.map((run) => run.text).join(""), { targetFormat: "sfnt" }));
    const font = fontkit.create(subset);
    const codeOf = codesOf(font);
    const glyphs = new Map<number, GlyphUse>();
    for (const run of mine) {
      const layout = font.layout(run.text);
      const items: (PDFHexString | PDFNumber)[] = [];
      layout.glyphs.forEach((glyph, index) => {
        const code = codeOf(glyph.id);
        const use = glyphs.get(code);
        const text = String.fromCodePoint(...glyph.codePoints);
        if (!use || (use.text === "" && text !== "")) glyphs.set(code, { width: glyph.advanceWidth, text });
        items.push(PDFHexString.of(hex4(code)));
        const kerning = (layout.positions[index]?.xAdvance ?? glyph.advanceWidth) - glyph.advanceWidth;
        if (kerning !== 0) items.push(PDFNumber.of((-kerning * 1000) / font.unitsPerEm));
      });
      shown.set(run, items);
    }
    fontRefs.set(key, fontDictionary(doc, subset, font, glyphs));
  }
  // One resource name per page and font, however many runs the page shows in it.
  const names = new Map<string, ReturnType<PDFPage["node"]["newFontDictionary"]>>();
  const pageNumbers = new Map(doc.getPages().map((page, index) => [page, index]));
  for (const run of runs) {
    const ref = fontRefs.get(run.font);
    const items = shown.get(run);
    invariant(ref !== undefined && items !== undefined, `run "${run.text}" was not shaped`);
    const nameKey = `${pageNumbers.get(run.page) ?? -1}:${run.font}`;
    const name = names.get(nameKey) ?? run.page.node.newFontDictionary(run.font, ref);
    names.set(nameKey, name);
    run.page.pushOperators(
      PDFOperator.of(Ops.BeginText),
      PDFOperator.of(Ops.SetFontAndSize, [name, PDFNumber.of(run.size)]),
      PDFOperator.of(Ops.MoveText, [PDFNumber.of(run.x), PDFNumber.of(run.y)]),
      PDFOperator.of(Ops.ShowTextAdjusted, [doc.context.obj(items)]),
      PDFOperator.of(Ops.EndText),
    );
  }
}
