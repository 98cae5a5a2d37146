// The one upload service for images (DESIGN §6): KYC photos, deposit proofs (and later chat
// images and NFT artwork). A file is recognised by its magic bytes (JPG, JPEG2000, PNG), capped
// by the `upload_max_bytes` parameter, decoded and re-encoded within a pixel limit (metadata
// stripped, decompression bombs refused) and stored under DATA_DIR with a random name. Only its
// owner reads it back, and operators whose role reviews its purpose (kyc and loan_signature:
// compliance; deposit_proof: finance; admin always). A loan_signature is the PNG drawn on the
// loan form's canvas. A use case that takes an upload id claims it once, for
// its purpose and owner.
import { z } from "zod";
import { endpoint, imageFile, recordId } from "./endpoint.ts";

export const uploadPurposes = ["kyc", "deposit_proof", "loan_signature", "nft", "chat"] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

/** What the stored (re-encoded) image is: JPEG stays JPEG, PNG and JPEG2000 become PNG. */
export const storedImageTypes = ["image/jpeg", "image/png"] as const;
/** What a client may pick: the accept list of a file input. */
export const acceptedImageTypes = "image/jpeg,image/png,image/jp2,image/jpx,.jpg,.jpeg,.png,.jp2,.j2k,.jpf";
/**
 * Largest width and largest height of an image, each on its own: a 1 × 40,000,000 strip has few
 * pixels in all but keeps a decoder busy for seconds and a truncated one grows the server by
 * gigabytes. 8000 px holds any phone photo and a long payment screenshot (1290 × 8000); a
 * bigger image answers 10230, read from its header before anything is decoded.
 */
export const uploadSidePixelsMax = 8000;
/**
 * Largest width × height. 16 megapixels holds a 12 MP phone photo (4032 × 3024) and a 16 MP one
 * (4608 × 3456); a camera's larger frames do not fit the 2 MB upload cap as JPEG anyway. At
 * 16 MP a decoded image is at most 64 MB (4 bytes a pixel), which keeps the decode budget
 * (images.ts) small. More answers 10230 from the header.
 */
export const uploadPixelsMax = 16_000_000;

export const uploadedImageSchema = z.object({
  id: z.string(),
  purpose: z.enum(uploadPurposes),
  contentType: z.enum(storedImageTypes),
  /** Size of the stored, re-encoded file. */
  bytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  createdAt: z.string(),
});
export type UploadedImage = z.output<typeof uploadedImageSchema>;

/**
 * POST multipart/form-data with a text field `purpose` (one of `uploadPurposes`) before one file
 * field `file`. Answers the envelope with an `UploadedImage`. 10153 for a file that is not JPG,
 * JPEG2000 or PNG by its bytes; 10154 (with `max`) above upload_max_bytes; 10155 with no file or
 * an empty one; 10157 for an image that cannot be decoded; 10230 (with `side`, `megapixels`) past
 * `uploadSidePixelsMax` or `uploadPixelsMax`; 10231 while the caller's earlier uploads are still in progress
 * (one is processed at a time and two more wait; a fourth is refused).
 */
export const uploadImagePath = "/user/upload";

/** GET: the image bytes themselves (not an envelope) for their owner; 10118 for anyone else's. */
export const userUploadPath = "/user/upload/:id";
/** GET under /swx/admin: the image bytes for an operator whose role reviews the purpose; 403 (10139) otherwise. */
export const adminUploadPath = "/uploads/:id";

export const uploadIdSchema = recordId();

/** Most uploads one user may make in an hour (any purpose), so nobody can fill the disk; more answer 10110. */
export const uploadsPerUserPerHourMax = 30;

export const uploadImage = endpoint({
  method: "POST",
  path: uploadImagePath,
  summary:
    "Upload one image: multipart/form-data with a text field `purpose` before one file field `file`. 10153 unless JPG, JPEG2000 or PNG by its bytes; 10154 above upload_max_bytes; 10155 without a file or with an empty one; 10157 when it cannot be decoded; 10230 wider or taller than 8000 px or above 16 megapixels; 10231 with three of the caller's uploads already in progress; 10110 past the hourly limit (refused uploads count).",
  auth: "user",
  multipart: true,
  result: uploadedImageSchema,
});

export const getUpload = endpoint({
  method: "GET",
  path: userUploadPath,
  summary: "The bytes of one of the caller's uploads (Content-Type image/jpeg or image/png); 10118 for an unknown id or anyone else's.",
  auth: "user",
  fileReply: imageFile,
  params: z.strictObject({ id: uploadIdSchema }),
  result: z.never(),
});
