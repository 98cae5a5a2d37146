// The checks an image passes in the browser before it is sent (packages/api uploads.ts): a name
// or declared type of JPG, JPEG2000 or PNG, not empty, not above upload_max_bytes. They only
// spare the user a wasted upload: the server sniffs the bytes and enforces the size itself, so
// a file that passes here can still be refused there (10153 by its bytes, 10157 undecodable).
import { errorCodes } from "@tradewind/api/errors";

const imageExtensions = ["jpg", "jpeg", "png", "jp2", "j2k", "jpf", "jpx"] as const;
const imageMimeTypes = ["image/jpeg", "image/png", "image/jp2", "image/jpx"] as const;

export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

export type ImageFileProblem =
  | { code: typeof errorCodes.imageFormatWrong }
  | { code: typeof errorCodes.imageRequired }
  | { code: typeof errorCodes.imageTooLarge; maxBytes: number };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

/** Whether the name or the declared type says JPG, JPEG2000 or PNG (phones often leave one out). */
export function looksLikeImage(file: Pick<PickedFile, "name" | "type">): boolean {
  const extension = extensionOf(file.name);
  return imageExtensions.some((known) => known === extension) || imageMimeTypes.some((known) => known === file.type.toLowerCase());
}

/**
 * The first problem of `file`, or null. `maxBytes` is the public parameter upload_max_bytes, or
 * null when it could not be read (the server's answer then decides).
 */
export function imageFileProblem(file: PickedFile, maxBytes: number | null): ImageFileProblem | null {
  if (file.size === 0) return { code: errorCodes.imageRequired };
  if (!looksLikeImage(file)) return { code: errorCodes.imageFormatWrong };
  if (maxBytes !== null && file.size > maxBytes) return { code: errorCodes.imageTooLarge, maxBytes };
  return null;
}

/** upload_max_bytes as the public parameter gives it: a positive integer string, else unknown. */
export function parseMaxBytes(paramValue: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(paramValue.trim())) return null;
  return Number.parseInt(paramValue, 10);
}

const bytesPerMegabyte = 1024 * 1024;
const bytesPerKilobyte = 1024;

/** A size limit for people: "2 MB", "1.5 MB", "512 kB", in the locale's digits. */
export function formatByteLimit(bytes: number, locale: string): string {
  const [value, unit] = bytes >= bytesPerMegabyte ? [bytes / bytesPerMegabyte, "megabyte"] : [bytes / bytesPerKilobyte, "kilobyte"];
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: 1 }).format(value);
}
