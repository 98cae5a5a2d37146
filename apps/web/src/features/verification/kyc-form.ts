// The verification form's values and its checks before sending. The checks are the server's:
// the same zod schema (packages/api kyc.ts) gives each field its catalogue code (10156 blank,
// 10155 photo missing, 10109 phone, 10159 date form), then the age rule the server applies on
// the day of submission (10159 for an impossible, future or under-age birthdate).
import { kycMinimumAge, kycSubmissionBodySchema, type KycSubmission, type KycSubmissionBody } from "@tradewind/api/kyc";
import { errorCodes } from "@tradewind/api/errors";
import { isOldEnough } from "@tradewind/domain/birthdate";
import { schemaErrors, type FieldErrors } from "../../lib/form-errors.ts";

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
