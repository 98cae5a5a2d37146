// From the bytes a client sent to an image we are willing to store. The format comes from the
// magic bytes alone (never the file name or the declared type). The width and height are read
// from the header by image-header.ts before any decoder sees the file, and bounded each on its
// own and as a product (`uploadSidePixelsMax`, `uploadPixelsMax`): a decompression bomb (a few
// kilobytes that inflate to gigabytes) or a 1 × 40,000,000 strip is refused (10230) without a
// pixel allocated. Decoding then runs within a budget: at most `decodeSlots` images at once,
// each under sharp's own pixel limit with its cache off and one libvips thread, the JPEG2000
// worker one at a time. The image is decoded and encoded again, which drops every piece of
// metadata (EXIF with GPS position and camera, comments, ICC profiles) and anything hidden after
// the image data: JPEG stays JPEG, PNG and JPEG2000 become PNG. sharp's prebuilt libvips has no
// JPEG2000 decoder, so JPEG2000 goes through OpenJPEG (jpeg2000.ts) to raw pixels first.
import sharp, { type Metadata } from "sharp";
import { uploadPixelsMax, uploadSidePixelsMax } from "@tradewind/api/uploads";
import { assertNever } from "@tradewind/domain/assert";
import { fail } from "../platform/errors.ts";
import { headerSize, type ImageSize } from "./image-header.ts";
import { decodeJpeg2000, jpeg2000Codestream } from "./jpeg2000.ts";
import { Slots } from "./slots.ts";
import type { StoredImageType } from "./tables.ts";

export type SourceFormat = "jpeg" | "png" | "jp2" | "j2k";

/** Leading bytes of each accepted format: JPEG's SOI + marker, PNG's signature, the JP2 signature box, a raw JPEG2000 codestream's SOC + SIZ. */
const signatures: readonly (readonly [SourceFormat, readonly number[]])[] = [
  ["jpeg", [0xff, 0xd8, 0xff]],
  ["png", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ["jp2", [0x00, 0x00, 0x00, 0x0c, 0x6a, 0x50, 0x20, 0x20, 0x0d, 0x0a, 0x87, 0x0a]],
  ["j2k", [0xff, 0x4f, 0xff, 0x51]],
];

// Process-wide libvips settings. Its operation cache would keep the decoded pixels of past
// uploads in memory (50 MB and 100 operations by default): off. One libvips worker thread per
// image, so the number of images decoding at once (below) is the number of cores they take.
sharp.cache(false);
sharp.concurrency(1);

/**
 * Images decoded at once, over every upload, and how many may wait. sharp runs each on one of
 * libuv's 4 threads, which password hashing (argon2) and file reads share: two decodes leave two
 * threads free, so a sign-in never queues behind images. At most 16 MP each, two at once hold a
 * few hundred megabytes at most; a full queue answers 10110.
 */
const decodeSlots = new Slots({ runningMax: 2, waitingMax: 16, refuse: () => fail("tooManyRequests", { seconds: 5 }) });

/** Longest a decode and re-encode may take before the image is given up as unreadable. */
const encodeTimeoutSeconds = 20;
/** JPEG quality of the re-encoded copy: close to the original, without carrying its bytes over. */
const jpegQuality = 90;
/** zlib level of re-encoded PNGs: the usual balance of size and time. */
const pngCompressionLevel = 6;
/** How sharp opens an upload: libvips' own pixel limit behind ours, any decoder warning fatal, rows read in order. */
const inputOptions = { limitInputPixels: uploadPixelsMax, failOn: "warning", sequentialRead: true } as const;

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

/** The image decoded and encoded again within the size limits; 10230 past them (from the header), 10157 when it cannot be decoded. */
export async function reencodeImage(bytes: Buffer, format: SourceFormat): Promise<StoredImage> {
  // A JP2 file is read as its one codestream: the header bounded is the one decoded.
  const source = format === "jp2" ? jpeg2000Codestream(bytes) : bytes;
  const sourceFormat = format === "jp2" ? "j2k" : format;
  const size = headerSize(source, sourceFormat);
  checkSize(size);
  return decodeSlots.run(async () => {
    switch (sourceFormat) {
      case "jpeg":
      case "png":
        return reencodeWithSharp(source, sourceFormat, size);
      case "j2k":
        return reencodeJpeg2000(source);
      default:
        return assertNever(sourceFormat, "image format");
    }
  });
}

/** 10157 for an empty image, 10230 for one wider or taller than `uploadSidePixelsMax` or larger than `uploadPixelsMax`. */
function checkSize({ width, height }: ImageSize): void {
  if (width === 0 || height === 0) fail("imageUnreadable");
  if (width > uploadSidePixelsMax || height > uploadSidePixelsMax || width * height > uploadPixelsMax) {
    fail("imageDimensionsTooLarge", { side: uploadSidePixelsMax, megapixels: uploadPixelsMax / 1_000_000 });
  }
}

/** sharp's header read must name the sniffed format and the size read from the header here: what was bounded is what is decoded. */
async function checkSharpAgrees(bytes: Buffer, format: "jpeg" | "png", size: ImageSize): Promise<void> {
  let header: Metadata;
  try {
    header = await sharp(bytes, inputOptions).metadata();
  } catch {
    fail("imageUnreadable");
  }
  if (header.format !== format || header.width !== size.width || header.height !== size.height) fail("imageUnreadable");
}

async function reencodeWithSharp(bytes: Buffer, format: "jpeg" | "png", size: ImageSize): Promise<StoredImage> {
  await checkSharpAgrees(bytes, format, size);
  // Turned upright by its EXIF orientation first, since the EXIF goes; one page (frame) only.
  const pipeline = sharp(bytes, { ...inputOptions, pages: 1, autoOrient: true }).timeout({ seconds: encodeTimeoutSeconds });
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
  const decoded = await decodeJpeg2000(codestream);
  const raw = { width: decoded.width, height: decoded.height, channels: decoded.channels };
  try {
    const { data, info } = await sharp(decoded.pixels, { raw, limitInputPixels: uploadPixelsMax })
      .timeout({ seconds: encodeTimeoutSeconds })
      .png({ compressionLevel: pngCompressionLevel })
      .toBuffer({ resolveWithObject: true });
    return { contentType: "image/png", bytes: data, width: info.width, height: info.height };
  } catch {
    return fail("imageUnreadable");
  }
}
