// From the bytes a client sent to an image we are willing to store. The format comes from the
// magic bytes alone (never the file name or the declared type). The dimensions are read from the
// header before anything is decoded, so an image past `uploadPixelLimit` (a decompression bomb:
// a few kilobytes that inflate to gigabytes) is refused without allocating its pixels. The image
// is then decoded and encoded again, which drops every piece of metadata (EXIF with GPS position
// and camera, comments, ICC profiles) and anything hidden after the image data: JPEG stays JPEG,
// PNG and JPEG2000 become PNG. sharp's prebuilt libvips has no JPEG2000 decoder, so JPEG2000
// goes through OpenJPEG (jpeg2000.ts) to raw pixels first.
import sharp, { type Metadata } from "sharp";
import { uploadPixelLimit } from "@tradewind/api/uploads";
import { assertNever } from "@tradewind/domain/assert";
import { fail } from "../platform/errors.ts";
import { decodeJpeg2000, jpeg2000Codestream, type Jpeg2000Size } from "./jpeg2000.ts";
import type { StoredImageType } from "./tables.ts";

export type SourceFormat = "jpeg" | "png" | "jp2" | "j2k";

/** Leading bytes of each accepted format: JPEG's SOI + marker, PNG's signature, the JP2 signature box, a raw JPEG2000 codestream's SOC + SIZ. */
const signatures: readonly (readonly [SourceFormat, readonly number[]])[] = [
  ["jpeg", [0xff, 0xd8, 0xff]],
  ["png", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ["jp2", [0x00, 0x00, 0x00, 0x0c, 0x6a, 0x50, 0x20, 0x20, 0x0d, 0x0a, 0x87, 0x0a]],
  ["j2k", [0xff, 0x4f, 0xff, 0x51]],
];

/** Longest a decode and re-encode may take before the image is given up as unreadable. */
const encodeTimeoutSeconds = 20;
/** JPEG quality of the re-encoded copy: close to the original, without carrying its bytes over. */
const jpegQuality = 90;
/** zlib level of re-encoded PNGs: the usual balance of size and time. */
const pngCompressionLevel = 6;

export interface StoredImage {
  contentType: StoredImageType;
  bytes: Buffer;
  width: number;
  height: number;
}

/** The format the bytes start with, or undefined for anything else (a PDF, a text file). */
export function sniffFormat(bytes: Buffer): SourceFormat | undefined {
  const found = signatures.find(([, signature]) => bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte));
  return found?.[0];
}

/** The image decoded and encoded again within the pixel limit; 10157 when it cannot be. */
export async function reencodeImage(bytes: Buffer, format: SourceFormat): Promise<StoredImage> {
  switch (format) {
    case "jpeg":
    case "png":
      return reencodeWithSharp(bytes, format);
    case "jp2":
      return reencodeJpeg2000(jpeg2000Codestream(bytes));
    case "j2k":
      return reencodeJpeg2000(bytes);
    default:
      return assertNever(format, "image format");
  }
}

function withinPixelLimit(width: number | undefined, height: number | undefined): boolean {
  return width !== undefined && height !== undefined && width > 0 && height > 0 && width * height <= uploadPixelLimit;
}

/** Width and height from the header alone (no pixel is decoded); the header's format must be the sniffed one. */
async function checkHeader(bytes: Buffer, format: "jpeg" | "png"): Promise<void> {
  let header: Metadata;
  try {
    header = await sharp(bytes, { limitInputPixels: uploadPixelLimit, failOn: "warning" }).metadata();
  } catch {
    fail("imageUnreadable");
  }
  if (header.format !== format || !withinPixelLimit(header.width, header.height)) fail("imageUnreadable");
}

async function reencodeWithSharp(bytes: Buffer, format: "jpeg" | "png"): Promise<StoredImage> {
  await checkHeader(bytes, format);
  // Turned upright by its EXIF orientation first, since the EXIF goes; one page (frame) only.
  const pipeline = sharp(bytes, { limitInputPixels: uploadPixelLimit, failOn: "warning", pages: 1, autoOrient: true }).timeout({ seconds: encodeTimeoutSeconds });
  const encoded = format === "jpeg" ? pipeline.jpeg({ quality: jpegQuality }) : pipeline.png({ compressionLevel: pngCompressionLevel });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { contentType: format === "jpeg" ? "image/jpeg" : "image/png", bytes: data, width: info.width, height: info.height };
  } catch {
    return fail("imageUnreadable");
  }
}

/** A codestream's pixels, decoded by OpenJPEG once its SIZ header passed the checks, encoded as PNG. */
async function reencodeJpeg2000(codestream: Buffer): Promise<StoredImage> {
  const decoded = await decodeJpeg2000(codestream, (size: Jpeg2000Size) => withinPixelLimit(size.width, size.height));
  const raw = { width: decoded.width, height: decoded.height, channels: decoded.channels };
  try {
    const { data, info } = await sharp(decoded.pixels, { raw, limitInputPixels: uploadPixelLimit })
      .timeout({ seconds: encodeTimeoutSeconds })
      .png({ compressionLevel: pngCompressionLevel })
      .toBuffer({ resolveWithObject: true });
    return { contentType: "image/png", bytes: data, width: info.width, height: info.height };
  } catch {
    return fail("imageUnreadable");
  }
}
