// Test helpers for uploads, used by this domain's tests and by those of the use cases that claim
// uploads (KYC, deposits): multipart bodies built byte by byte (so a test can send what no browser
// would), small real images, PNGs assembled chunk by chunk (hostile headers), and an upload
// through HTTP like the web app makes it.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDeflate } from "node:zlib";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import type { UploadedImage, UploadPurpose } from "@tradewind/api/uploads";
import type { Reply } from "../testing/harness.ts";

export type FormPartSpec = { name: string; value: string } | { name: string; filename: string; type?: string; data: Buffer };

/** A multipart/form-data body with `parts` in order, and its Content-Type header. */
export function multipartBody(parts: readonly FormPartSpec[]): { payload: Buffer; contentType: string } {
  const boundary = `----tradewind${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ("value" in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? "application/octet-stream"}\r\n\r\n`));
      chunks.push(part.data, Buffer.from("\r\n"));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /swx/customer/user/upload with a raw body and content type. */
export async function postUpload(app: FastifyInstance, token: string | undefined, payload: Buffer | string, contentType: string): Promise<Reply<UploadedImage>> {
  const response = await app.inject({
    method: "POST",
    url: "/swx/customer/user/upload",
    headers: { "content-type": contentType, ...(token ? { authorization: token } : {}) },
    payload,
  });
  const parsed = response.json() as { code: number; result: UploadedImage; message: string };
  return { status: response.statusCode, ...parsed };
}

/** Uploads `data` (a small PNG by default) as `file` with the given purpose. */
export async function uploadFile(app: FastifyInstance, token: string | undefined, purpose: string, data: Buffer, filename = "photo.png"): Promise<Reply<UploadedImage>> {
  const body = multipartBody([
    { name: "purpose", value: purpose },
    { name: "file", filename, type: "image/png", data },
  ]);
  return postUpload(app, token, body.payload, body.contentType);
}

/** A small PNG with a gradient, so its re-encoded pixels can be compared. */
export async function pngImage(width = 16, height = 12): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let index = 0; index < width * height; index += 1) raw.set([(index * 7) % 256, (index * 13) % 256, 90], index * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** Uploads a fresh small PNG for `purpose` and answers its id; fails the test on any refusal. */
export async function uploadedImageId(app: FastifyInstance, token: string, purpose: UploadPurpose): Promise<string> {
  const reply = await uploadFile(app, token, purpose, await pngImage());
  if (reply.code !== 200) throw new Error(`upload failed: ${reply.code} ${reply.message}`);
  return reply.result.id;
}

/** A fixture's bytes (fixtures/README.md). */
export function fixture(name: string): Buffer {
  return fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", name));
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** PNG chunk with its CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** `length` zero bytes deflated, fed a megabyte at a time so the test itself never holds them all. */
export async function deflatedZeros(length: number): Promise<Buffer> {
  const zeros = Buffer.alloc(1024 * 1024);
  const deflate = createDeflate();
  const output: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => output.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    deflate.once("end", resolve);
    deflate.once("error", reject);
  });
  for (let written = 0; written < length; written += zeros.length) {
    if (!deflate.write(zeros.subarray(0, Math.min(zeros.length, length - written)))) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(output);
}

/**
 * A one-bit greyscale PNG of `width` × `height` whose pixels are all 0, its IHDR true to the size:
 * a few kilobytes per hundred million pixels. `idatBytesMax` cuts the compressed data short.
 */
export async function blackPng(width: number, height: number, idatBytesMax = Number.POSITIVE_INFINITY): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter method, not interlaced
  // Each row: a filter byte, then one bit per pixel.
  const data = await deflatedZeros(height * (1 + Math.ceil(width / 8)));
  const cut = data.subarray(0, Math.min(data.length, idatBytesMax));
  const end = cut.length < data.length ? [] : [pngChunk("IEND", Buffer.alloc(0))];
  return Buffer.concat([pngSignature, pngChunk("IHDR", header), pngChunk("IDAT", cut), ...end]);
}
