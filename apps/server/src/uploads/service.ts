// The one upload service for images (DESIGN §6). An upload is read from its form (parsed by the
// router, platform/multipart.ts) as it streams in, never past the `upload_max_bytes` cap; recognised by its magic bytes; decoded and
// encoded again within the pixel limit (images.ts), which strips its metadata; written under a
// random name (storage.ts); and recorded for its owner and purpose. An uploader's uploads are
// processed one at a time (upload-gate.ts: two more wait, a fourth is refused at once) and makes at most
// `uploadsPerUserPerHourMax` uploads an hour, refused ones included (each refusal leaves a row),
// counted again under a lock on the user's row so parallel requests cannot pass together. Reading back: the owner, or an operator whose role reviews
// the purpose. Another domain's use case claims uploads once, inside its own transaction.
import { rolesAllow } from "@tradewind/api/endpoint";
import type { Role } from "@tradewind/api/admin/roles";
import { errorCodes } from "@tradewind/api/errors";
import { uploadPurposes, uploadsPerUserPerHourMax, type UploadedImage, type UploadPurpose } from "@tradewind/api/uploads";
import { userId, type UserId } from "@tradewind/domain/ids";
import { createHash } from "node:crypto";
import type { Clock } from "../platform/clock.ts";
import type { Db } from "../platform/database.ts";
import { AppError, fail } from "../platform/errors.ts";
import type { FileForm } from "../platform/multipart.ts";
import { integerParam } from "../platform/params.ts";
import { FieldError } from "../platform/errors.ts";
import type { FileReply } from "../platform/request-context.ts";
import { reencodeImage, sniffFormat } from "./images.ts";
import * as repository from "./repository.ts";
import type { StoredImage, Uploader, UploadRecord } from "./repository.ts";
import { oneUploadAtATime } from "./upload-gate.ts";
import { extensionOf, newStorageName, readStored, removeStored, writeStored } from "./storage.ts";

export interface UploadDeps {
  db: Db;
  clock: Clock;
  /** DATA_DIR/uploads: where the files go. */
  dir: string;
}

/**
 * A user's upload also locks the user's row, to serialise that user's uploads across processes.
 * Accounts owns the row and sits above uploads (KYC claims uploads), so app.ts hands its lock in.
 */
export interface UserUploadDeps extends UploadDeps {
  lockUser(tx: Db, userId: UserId): Promise<void>;
}

export const uploadMaxBytesParam = "upload_max_bytes";
const hourMs = 3_600_000;
/** Longest `purpose` value read; the purposes are a few letters. */
const purposeBytesMax = 32;
/** The role that reviews each purpose; admin passes every one. */
const reviewerOf: Record<UploadPurpose, Role> = { kyc: "compliance", deposit_proof: "finance", loan_signature: "compliance", nft: "content", chat: "support" };

function uploadedImage(upload: UploadRecord): UploadedImage {
  return { id: upload.id, purpose: upload.purpose, contentType: upload.contentType, bytes: upload.bytes, width: upload.width, height: upload.height, createdAt: upload.createdAt.toISOString() };
}

/** A byte count as the size messages show it: "2 MB", "1.5 MB", "512 KB". */
export function formatBytes(bytes: number): string {
  const units: [number, string][] = [
    [1024 * 1024, "MB"],
    [1024, "KB"],
  ];
  for (const [size, unit] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} B`;
}

/** 10110 with the seconds until the earliest upload (accepted or refused) of the last hour leaves the window. */
async function checkHourlyLimit(db: Db, uploader: Uploader, now: Date): Promise<void> {
  limitReached(await repository.uploadsSince(db, uploader, new Date(now.getTime() - hourMs)), now);
}

function limitReached({ count, earliest }: { count: number; earliest: Date | null }, now: Date): void {
  if (count < uploadsPerUserPerHourMax) return;
  const waitMs = (earliest?.getTime() ?? now.getTime()) + hourMs - now.getTime();
  fail("tooManyRequests", { seconds: Math.max(1, Math.ceil(waitMs / 1000)) });
}

/** The form's purpose, when it names one we know; 10100 for the field otherwise. */
function purposeOf(value: string | undefined): UploadPurpose {
  const purpose = uploadPurposes.find((each) => each === value);
  if (purpose === undefined) throw new FieldError("invalidRequest", "purpose");
  return purpose;
}

/**
 * The form's purpose and file: a text field `purpose` first (none when the purpose is fixed), then
 * one file field `file`. Another field answers 10121, a missing or unknown purpose 10100, a file
 * past the cap 10154 with the cap, no file or an empty one 10155.
 */
async function readForm(form: FileForm, maxBytes: number, fixedPurpose?: UploadPurpose): Promise<{ purpose: UploadPurpose; bytes: Buffer }> {
  const { text, bytes } = await form.read({ textField: fixedPurpose === undefined ? { name: "purpose", bytesMax: purposeBytesMax } : undefined, fileBytesMax: maxBytes });
  const purpose = fixedPurpose ?? purposeOf(text);
  if (bytes !== undefined && bytes.length > maxBytes) fail("imageTooLarge", { max: formatBytes(maxBytes) });
  if (bytes === undefined || bytes.length === 0) fail("imageRequired");
  return { purpose, bytes };
}

/**
 * Reads the form's image (of `fixedPurpose`, or the purpose the form names), checks, re-encodes and
 * stores it, then has `record` insert its row; the stored file is removed again when that fails.
 */
async function storeImage(deps: UploadDeps, form: FileForm, fixedPurpose: UploadPurpose | undefined, record: (image: StoredImage) => Promise<UploadRecord>): Promise<UploadedImage> {
  const maxBytes = await integerParam(deps.db, uploadMaxBytesParam, 1);
  const { purpose, bytes } = await readForm(form, maxBytes, fixedPurpose);
  const format = sniffFormat(bytes) ?? fail("imageFormatWrong");
  const image = await reencodeImage(bytes, format);
  const storageName = newStorageName(image.contentType);
  await writeStored(deps.dir, storageName, image.bytes);
  try {
    const upload = await record({
      purpose,
      contentType: image.contentType,
      bytes: image.bytes.length,
      width: image.width,
      height: image.height,
      sha256: createHash("sha256").update(image.bytes).digest("hex"),
      storageName,
      createdAt: deps.clock.now(),
    });
    return uploadedImage(upload);
  } catch (error) {
    await removeStored(deps.dir, storageName);
    throw error;
  }
}

/**
 * `store`'s upload for `uploader`: one at a time (10231 with three in progress), within the
 * hourly limit; a refusal after the limit was checked is recorded, so it counts toward the limit.
 * A refusal for load or for the limit itself (10110) is not the upload's fault and is not counted.
 */
async function limitedUpload(deps: UploadDeps, uploader: Uploader, store: () => Promise<UploadedImage>): Promise<UploadedImage> {
  const key = "ownerId" in uploader ? `user:${uploader.ownerId}` : `operator:${uploader.operatorId}`;
  return oneUploadAtATime(key, async () => {
    await checkHourlyLimit(deps.db, uploader, deps.clock.now());
    try {
      return await store();
    } catch (error) {
      if (!(error instanceof AppError && error.errorName === "tooManyRequests")) {
        await repository.insertRefusal(deps.db, uploader, error instanceof AppError ? error.code : errorCodes.unknownError, deps.clock.now());
      }
      throw error;
    }
  });
}

/** Receives, checks, re-encodes and stores one image for its owner. */
export async function uploadImage(deps: UserUploadDeps, owner: { userId: UserId }, form: FileForm): Promise<UploadedImage> {
  const uploader = { ownerId: owner.userId };
  return limitedUpload(deps, uploader, () =>
    storeImage(deps, form, undefined, (image) =>
      deps.db.transaction().execute(async (tx) => {
        // Serialises this user's uploads across processes, so the hourly count cannot be passed by parallel requests.
        await deps.lockUser(tx, owner.userId);
        await checkHourlyLimit(tx, uploader, deps.clock.now());
        return repository.insertUpload(tx, uploader, image);
      }),
    ),
  );
}

/**
 * Receives an operator's image of a fixed purpose (NFT artwork: a form with one file field `file`),
 * with the same checks, re-encoding, one-at-a-time rule and hourly limit as a user's.
 */
export async function uploadOperatorImage(deps: UploadDeps, owner: { operatorId: string }, purpose: UploadPurpose, form: FileForm): Promise<UploadedImage> {
  const uploader = { operatorId: owner.operatorId };
  return limitedUpload(deps, uploader, () => storeImage(deps, form, purpose, (image) => repository.insertUpload(deps.db, uploader, image)));
}

/**
 * Claims an operator's upload of `purpose` for `reference` inside `tx`: 10155 unless it is an
 * operator's upload of that purpose, unclaimed or already claimed by the same reference (an edit
 * that keeps its image).
 */
export async function claimOperatorUpload(tx: Db, id: string, purpose: UploadPurpose, reference: string): Promise<void> {
  const upload = await lockOperatorUpload(tx, id, purpose, reference);
  if (upload.claimedAt === null) await repository.markClaimed(tx, [id], reference);
}

/** Locks an operator's upload of `purpose` that is unclaimed (or claimed by `reference`) until `tx` ends; 10155 otherwise. Claim it later with claimOperatorUpload. */
export async function lockOperatorUpload(tx: Db, id: string, purpose: UploadPurpose, reference: string | null) {
  return (await repository.lockOperatorClaimable(tx, id, purpose, reference)) ?? fail("imageRequired");
}

/** An upload's bytes when it has `purpose` (the caller decides who may see it); 10118 otherwise. */
export async function uploadOfPurpose(deps: UploadDeps, id: string, purpose: UploadPurpose): Promise<FileReply> {
  const upload = await repository.findUpload(deps.db, id);
  if (upload?.purpose !== purpose) fail("notFound");
  return fileOf(deps.dir, upload);
}

async function fileOf(dir: string, upload: UploadRecord): Promise<FileReply> {
  return { contentType: upload.contentType, bytes: await readStored(dir, upload.storageName), fileName: `upload-${upload.id}.${extensionOf(upload.contentType)}` };
}

/** The owner's own upload; 10118 for an unknown id and for anyone else's alike. */
export async function ownUpload(deps: UploadDeps, owner: { userId: UserId }, id: string): Promise<FileReply> {
  const upload = await repository.findUpload(deps.db, id);
  if (upload?.ownerId !== owner.userId) fail("notFound");
  return fileOf(deps.dir, upload);
}

/** An upload for an operator whose role reviews its purpose (admin always); 10118 unknown, 10139 another role's. */
export async function uploadForReview(deps: UploadDeps, operator: { roles: readonly Role[] }, id: string): Promise<FileReply> {
  const upload = (await repository.findUpload(deps.db, id)) ?? fail("notFound");
  if (!rolesAllow(operator.roles, { operator: [reviewerOf[upload.purpose]] })) fail("operatorForbidden");
  return fileOf(deps.dir, upload);
}

/**
 * Claims the owner's uploads for a use case, inside its transaction `tx`: 10155 (imageRequired)
 * unless every id is a distinct, unclaimed upload of that owner and purpose; then each is marked
 * claimed (with `reference`, the claiming record, when given), so it can serve one use only.
 * `owner.userId` is the signed-in user's id the caller was handed: named a UserId where it enters.
 */
export async function claimUploads(tx: Db, owner: { userId: string }, ids: readonly string[], purpose: UploadPurpose, reference?: string): Promise<void> {
  if (ids.length === 0 || new Set(ids).size !== ids.length) fail("imageRequired");
  const claimable = await repository.lockClaimable(tx, userId(owner.userId), ids, purpose);
  if (claimable.length !== ids.length) fail("imageRequired");
  await repository.markClaimed(tx, ids, reference ?? null);
}
