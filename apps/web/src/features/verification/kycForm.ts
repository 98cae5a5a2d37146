// The verification form's values and its checks before sending. The checks are the server's:
// the same zod schema (packages/api kyc.ts) gives each field its catalogue code (10156 blank,
// 10155 photo missing, 10109 phone, 10159 date form), then the age rule the server applies on
// the day of submission (10159 for an impossible, future or under-age birthdate).
import { kycMinimumAge, kycSubmissionBodySchema, type KycSubmission, type KycSubmissionBody } from "@tradewind/api/kyc";
import { errorCodes } from "@tradewind/api/errors";
import { schemaErrors, type FieldErrors } from "../../lib/formErrors.ts";

export const kycFields = ["firstName", "lastName", "birthdate", "sex", "country", "address", "phone", "documentType", "frontImageId", "backImageId", "holdingImageId"] as const;
export type KycField = (typeof kycFields)[number];
export type KycImageField = Extract<KycField, `${string}ImageId`>;
export const kycImageFields: readonly KycImageField[] = ["frontImageId", "backImageId", "holdingImageId"];

/** What the inputs hold: text as typed, choices unset as "", photos unset as null. */
export type KycFormValues = Record<Exclude<KycField, KycImageField>, string> & Record<KycImageField, string | null>;

export function emptyKycForm(phone: string): KycFormValues {
  return { firstName: "", lastName: "", birthdate: "", sex: "", country: "", address: "", phone, documentType: "", frontImageId: null, backImageId: null, holdingImageId: null };
}

/**
 * A refused submission's details to correct and send again. The photos start empty: the earlier
 * uploads were claimed by that submission and cannot be named by another one.
 */
export function kycFormFrom(submission: KycSubmission): KycFormValues {
  const { firstName, lastName, birthdate, sex, country, address, phone, documentType } = submission;
  return { firstName, lastName, birthdate, sex, country, address, phone, documentType, frontImageId: null, backImageId: null, holdingImageId: null };
}

/** Today's date (YYYY-MM-DD) on the UTC calendar, the day the server judges the age by. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function dateParts(day: string): [year: number, month: number, date: number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match === null) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const real = new Date(Date.UTC(year, month - 1, date));
  // 2001-02-30 rolls over to March: not a real day.
  if (real.getUTCFullYear() !== year || real.getUTCMonth() !== month - 1 || real.getUTCDate() !== date) return null;
  return [year, month, date];
}

/** Whether `birthdate` is a real day, not after `today`, at least `years` before it (a 29 February birthday counts from 1 March). */
export function isOldEnough(birthdate: string, today: string, years: number): boolean {
  const born = dateParts(birthdate);
  const now = dateParts(today);
  if (born === null || now === null) return false;
  const [bornYear, bornMonth, bornDate] = born;
  const [year, month, date] = now;
  const age = year - bornYear - (month < bornMonth || (month === bornMonth && date < bornDate) ? 1 : 0);
  return age >= years;
}

export type KycCheck = { ok: true; body: KycSubmissionBody } | { ok: false; errors: FieldErrors<KycField> };

export function checkKycForm(values: KycFormValues, today: string): KycCheck {
  const candidate = { ...values, frontImageId: values.frontImageId ?? undefined, backImageId: values.backImageId ?? undefined, holdingImageId: values.holdingImageId ?? undefined };
  const errors = schemaErrors(kycSubmissionBodySchema, candidate, kycFields);
  if (errors.birthdate === undefined && values.birthdate !== "" && !isOldEnough(values.birthdate, today, kycMinimumAge)) {
    errors.birthdate = { code: String(errorCodes.birthdateInvalid) };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: kycSubmissionBodySchema.parse(candidate) };
}
