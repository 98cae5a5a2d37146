// The header reader agrees with the decoder: for real images of every kind sharp writes (baseline
// and progressive JPEG, with and without an EXIF segment before the frame; PNG of each colour
// type, bit depth and interlacing), headerSize reads the size sharp's own header read reports,
// so the size the upload service bounds is the size that is decoded. Broken headers answer 10157.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { headerSize } from "./image-header.ts";

const base = () => sharp({ create: { width: 37, height: 23, channels: 3, background: { r: 10, g: 200, b: 90 } } });

const images: [string, () => Promise<Buffer>, "jpeg" | "png"][] = [
  ["baseline JPEG", () => base().jpeg().toBuffer(), "jpeg"],
  ["progressive JPEG", () => base().jpeg({ progressive: true }).toBuffer(), "jpeg"],
  ["JPEG with EXIF and an ICC profile before its frame", () => base().withMetadata({ orientation: 6 }).withIccProfile("p3").jpeg().toBuffer(), "jpeg"],
  ["greyscale JPEG", () => base().greyscale().jpeg({ chromaSubsampling: "4:4:4" }).toBuffer(), "jpeg"],
  ["RGB PNG", () => base().png().toBuffer(), "png"],
  ["interlaced 16-bit PNG", () => base().toColourspace("rgb16").png({ progressive: true }).toBuffer(), "png"],
  ["palette PNG", () => base().png({ palette: true }).toBuffer(), "png"],
  ["greyscale PNG with alpha", () => base().greyscale().ensureAlpha().png().toBuffer(), "png"],
];

describe("headerSize", () => {
  it.each(images)("reads a %s as sharp does", async (_title, make, format) => {
    const bytes = await make();
    const metadata = await sharp(bytes).metadata();
    expect(headerSize(bytes, format)).toEqual({ width: metadata.width, height: metadata.height });
    expect(headerSize(bytes, format)).toEqual({ width: 37, height: 23 });
  });

  it.each([
    ["a JPEG cut off before its frame", async () => (await base().jpeg().toBuffer()).subarray(0, 20), "jpeg"],
    ["a JPEG whose segment length is 0", async () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x00, 0xff, 0xc0]), "jpeg"],
    ["a JPEG with bytes between segments", async () => Buffer.from([0xff, 0xd8, 0x00, 0xff, 0xc0, 0x00, 0x11]), "jpeg"],
    ["a JPEG that ends before a frame", async () => Buffer.from([0xff, 0xd8, 0xff, 0xd9, 0x00, 0x00]), "jpeg"],
    ["a PNG cut inside IHDR", async () => (await base().png().toBuffer()).subarray(0, 20), "png"],
    ["a codestream without SIZ", async () => Buffer.from([0xff, 0x4f, 0xff, 0x52, ...Array<number>(20).fill(0)]), "j2k"],
  ] as const)("refuses %s (10157)", async (_title, make, format) => {
    const bytes = await make();
    expect(() => headerSize(bytes, format)).toThrow(expect.objectContaining({ code: 10157 }));
  });
});
