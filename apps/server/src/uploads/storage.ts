// Where uploaded images live: files under DATA_DIR/uploads, outside every folder the server
// serves, named by the server (128 random bits in hex and the stored type's extension), never
// by anything the client sent. A name is checked against that shape before it becomes a path, so
// not even a damaged row could point outside the folder. Files are written once (never
// overwritten) and readable by the server's user only.
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { invariant } from "@tradewind/domain/assert";
import type { StoredImageType } from "./tables.ts";

const storageNamePattern = /^[0-9a-f]{32}\.(jpg|png)$/;
const extensions: Record<StoredImageType, string> = { "image/jpeg": "jpg", "image/png": "png" };

export function extensionOf(contentType: StoredImageType): string {
  return extensions[contentType];
}

export function newStorageName(contentType: StoredImageType): string {
  return `${randomBytes(16).toString("hex")}.${extensionOf(contentType)}`;
}

function pathOf(dir: string, name: string): string {
  invariant(storageNamePattern.test(name), `not a storage name: ${JSON.stringify(name)}`);
  return path.join(dir, name);
}

export async function writeStored(dir: string, name: string, bytes: Buffer): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  await fs.writeFile(pathOf(dir, name), bytes, { flag: "wx", mode: 0o600 });
}

export async function readStored(dir: string, name: string): Promise<Buffer> {
  return fs.readFile(pathOf(dir, name));
}

/** Removes a file whose row was never written (the insert failed); a missing file is fine. */
export async function removeStored(dir: string, name: string): Promise<void> {
  await fs.rm(pathOf(dir, name), { force: true });
}
