// Identity verification (KYC, SPEC §3, §4; DESIGN §6). The user uploads three photos through
// the upload service (purpose `kyc`), then submits the form naming them. States: none → pending
// (reviewed within 48 hours) → verified | failed (the reason is shown; the user may submit
// again). A compliance operator decides (admin/kyc.ts). Loans, withdrawals and real-book coin
// trading answer 10022 until the user is verified.
import { z } from "zod";
import { kycStatusSchema } from "./accounts.ts";
import { endpoint, failWith, recordId } from "./endpoint.ts";

export const documentTypes = ["id_card", "passport", "driver_licence"] as const;
export type DocumentType = (typeof documentTypes)[number];
export const sexes = ["male", "female", "other"] as const;
/** Youngest age at which a user may be verified. */
export const kycMinimumAge = 18;
/** The review promise shown while pending (SPEC §9). */
export const kycReviewHours = 48;

/** A required text field: a blank one answers "complete all information" (10156). */
function requiredText(lengthMax: number) {
  return z.string(failWith("completeAllInformation")).trim().min(1, failWith("completeAllInformation")).max(lengthMax, failWith("valueTooLong"));
}

/** An uploaded image of purpose `kyc` owned by the caller; missing answers 10155. */
const kycImageId = recordId("imageRequired");

export const kycSubmissionBodySchema = z.strictObject({
  firstName: requiredText(60),
  lastName: requiredText(60),
  /** YYYY-MM-DD; the user must be at least `kycMinimumAge` years old on the day of submission (10159). */
  birthdate: z.string(failWith("completeAllInformation")).regex(/^\d{4}-\d{2}-\d{2}$/, failWith("birthdateInvalid")),
  sex: z.enum(sexes, failWith("completeAllInformation")),
  /** ISO 3166-1 alpha-2, e.g. DE. */
  country: z.string(failWith("completeAllInformation")).regex(/^[A-Z]{2}$/, failWith("completeAllInformation")),
  address: requiredText(200),
  /** International form, e.g. +49 30123456. */
  phone: z.string(failWith("completeAllInformation")).trim().regex(/^\+[1-9]\d{0,3} ?\d{4,15}$/, failWith("phoneWrong")),
  documentType: z.enum(documentTypes, failWith("completeAllInformation")),
  frontImageId: kycImageId,
  backImageId: kycImageId,
  holdingImageId: kycImageId,
});
export type KycSubmissionBody = z.input<typeof kycSubmissionBodySchema>;

export const kycSubmissionSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthdate: z.string(),
  sex: z.enum(sexes),
  country: z.string(),
  address: z.string(),
  phone: z.string(),
  documentType: z.enum(documentTypes),
  frontImageId: z.string(),
  backImageId: z.string(),
  holdingImageId: z.string(),
  status: z.enum(["pending", "verified", "failed"]),
  /** Why compliance refused it; shown to the user when failed. */
  rejectReason: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type KycSubmission = z.output<typeof kycSubmissionSchema>;

export const kycStateSchema = z.object({
  status: kycStatusSchema,
  /** The latest submission (its images readable by the user through the upload service), or null before the first. */
  submission: kycSubmissionSchema.nullable(),
  /** Whether the form may be sent now: none or failed. */
  canSubmit: z.boolean(),
});
export type KycState = z.output<typeof kycStateSchema>;

export const getIdentification = endpoint({
  method: "GET",
  path: "/user/identification",
  summary: "The caller's verification status and latest submission.",
  auth: "user",
  result: kycStateSchema,
});

export const submitIdentification = endpoint({
  method: "POST",
  path: "/user/identification",
  summary:
    "Submit identity details and three photos (upload ids of purpose kyc, owned by the caller) for review; answers notice 20001. 10019 while a submission is pending or once verified; 10155 for a missing or foreign image; 10156 for a blank field; 10159 for an impossible or under-age birthdate.",
  auth: "user",
  idempotent: true,
  body: kycSubmissionBodySchema,
  result: z.object({ state: kycStateSchema, notice: z.literal(20001) }),
});
