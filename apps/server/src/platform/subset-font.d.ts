// The part of subset-font's API (HarfBuzz's hb-subset in WebAssembly) pdf-fonts.ts uses; the package ships no types.
declare module "subset-font" {
  interface SubsetOptions {
    /** "sfnt" writes TrueType or OpenType as the input was. */
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
  }
  export default function subsetFont(font: Uint8Array, text: string, options?: SubsetOptions): Promise<Uint8Array>;
}
