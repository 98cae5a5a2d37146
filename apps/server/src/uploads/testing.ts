// Test helpers for uploads, used by this domain's tests and by those of the use cases that claim
// uploads (KYC, deposits): multipart bodies built byte by byte (so a test can send what no browser
// would), small real images, and an upload through HTTP like the web app makes it.
import { randomBytes } from "node:crypto";
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
