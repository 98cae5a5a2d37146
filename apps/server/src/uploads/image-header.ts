// An image's width and height read from its header bytes by this module alone, before any
// library looks at the file: PNG's IHDR chunk, a JPEG's first SOF marker (walking past APPn,
// comments and tables by their lengths), a JPEG2000 codestream's SIZ marker. The upload service
// bounds the size from these before anything is decoded (images.ts), so a hostile header never
// reaches a decoder, and it then requires the decoder's own header read to agree, so what was
// bounded is what gets decoded. Every walk is bounded by the bytes at hand; a header that is
// cut short, malformed or missing answers 10157.
import { assertNever } from "@tradewind/domain/assert";
import { fail } from "../platform/errors.ts";

export interface ImageSize {
  width: number;
  height: number;
}

/** Offset of IHDR's width in a PNG: 8 signature bytes, then the chunk's length (4) and type (4). */
const pngWidthAt = 16;
/** JPEG markers that stand alone (no length follows): TEM and RST0–RST7. */
const standaloneJpegMarkers = new Set([0x01, 0xd0, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7]);
/** Start-of-frame markers (every coding process); DHT (C4), JPG (C8) and DAC (CC) are not frames. */
const startOfFrameMarkers = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
/** Start of scan and end of image: the frame header must have come before either. */
const [startOfScan, endOfImage] = [0xda, 0xd9];

/** Width and height as the header of the sniffed `format` states them (a JP2 file is read as its codestream); 10157 when it cannot be read. */
export function headerSize(bytes: Buffer, format: "jpeg" | "png" | "j2k"): ImageSize {
  switch (format) {
    case "png":
      return pngSize(bytes);
    case "jpeg":
      return jpegSize(bytes);
    case "j2k":
      return codestreamSizeField(bytes);
    default:
      return assertNever(format, "image format");
  }
}

function pngSize(bytes: Buffer): ImageSize {
  if (bytes.length < pngWidthAt + 8 || bytes.readUInt32BE(8) !== 13 || bytes.toString("latin1", 12, 16) !== "IHDR") fail("imageUnreadable");
  return { width: bytes.readUInt32BE(pngWidthAt), height: bytes.readUInt32BE(pngWidthAt + 4) };
}

/**
 * The first frame header's size. Segments before it (APPn with EXIF or ICC data, COM, DQT, DHT)
 * are stepped over by their lengths; each step moves forward, so the walk ends within the file.
 * A height of 0 (to be given later by a DNL marker) is refused like a missing frame.
 */
function jpegSize(bytes: Buffer): ImageSize {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) fail("imageUnreadable");
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes: any number of 0xFF may precede a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (standaloneJpegMarkers.has(marker)) {
      offset += 2;
      continue;
    }
    if (marker === startOfScan || marker === endOfImage) fail("imageUnreadable");
    const segmentLength = bytes.readUInt16BE(offset + 2);
    if (segmentLength < 2) fail("imageUnreadable");
    if (startOfFrameMarkers.has(marker)) {
      // SOF: length (2), precision (1), height (2), width (2).
      if (segmentLength < 8 || offset + 9 > bytes.length) fail("imageUnreadable");
      const size = { width: bytes.readUInt16BE(offset + 7), height: bytes.readUInt16BE(offset + 5) };
      if (size.height === 0) fail("imageUnreadable");
      return size;
    }
    offset += 2 + segmentLength;
  }
  return fail("imageUnreadable");
}

/** A codestream's SOC then SIZ marker, and SIZ's image size (Xsiz, Ysiz); the image offset is checked with the decoder's shape (jpeg2000.ts). */
export function codestreamSizeField(codestream: Buffer): ImageSize {
  if (codestream.length < 16 || codestream.readUInt16BE(0) !== 0xff4f || codestream.readUInt16BE(2) !== 0xff51) fail("imageUnreadable");
  return { width: codestream.readUInt32BE(8), height: codestream.readUInt32BE(12) };
}
