// The KYC review queue (DESIGN §6, §8): compliance sees each submission with its three photos
// side by side (read through the upload service's operator endpoint) and approves it or rejects
// it with a reason the user sees. A decision is taken once: a second one, or one on a
// submission that is no longer pending, answers 10158 and changes nothing.
import { z } from "zod";
import { failWith, page, recordId } from "../endpoint.ts";
import { kycSubmissionSchema } from "../kyc.ts";
import { adminEndpoint, adminPageQuery, auditedSchema, reasonSchema, searchText } from "./common.ts";

const compliance = { operator: ["compliance"] } as const;

export const kycReviewStatuses = ["pending", "verified", "failed"] as const;

const operatorRefSchema = z.object({ id: z.string(), username: z.string() });

export const adminKycSubmissionSchema = kycSubmissionSchema.extend({
  userId: z.string(),
  username: z.string(),
  /** Who decided it, once decided. */
  reviewedBy: operatorRefSchema.nullable(),
  /** Earlier submissions of the same user, so a resubmission can be compared with what was refused. */
  previousSubmissions: z.number().int(),
});
export type AdminKycSubmission = z.output<typeof adminKycSubmissionSchema>;

export const listKycSubmissions = adminEndpoint({
  method: "GET",
  path: "/kyc",
  summary: "KYC submissions; status pending is the review queue, oldest first so the 48-hour promise is kept; the other statuses newest first; paged.",
  auth: compliance,
  query: z.strictObject({
    ...adminPageQuery,
    status: z.enum(kycReviewStatuses, failWith("invalidRequest")).default("pending"),
    userId: recordId("invalidRequest").optional(),
    /** Matches the username or the name on the submission (prefix). */
    q: searchText(120).optional(),
  }),
  result: page(adminKycSubmissionSchema),
});

const submissionIdParams = z.strictObject({ id: recordId() });

export const getKycSubmission = adminEndpoint({
  method: "GET",
  path: "/kyc/:id",
  summary: "One submission with its image ids (GET /swx/admin/uploads/:id serves them to compliance).",
  auth: compliance,
  params: submissionIdParams,
  result: adminKycSubmissionSchema,
});

export const approveKycSubmission = adminEndpoint({
  method: "POST",
  path: "/kyc/:id/approve",
  summary: "Verify the user; they are told by a notification. 10158 when the submission is no longer pending.",
  auth: compliance,
  params: submissionIdParams,
  body: z.strictObject({ note: reasonSchema.optional() }),
  result: auditedSchema.extend({ submission: adminKycSubmissionSchema }),
});

export const rejectKycSubmission = adminEndpoint({
  method: "POST",
  path: "/kyc/:id/reject",
  summary: "Refuse the submission with a reason the user sees (notification and verification page); they may submit again. 10158 when no longer pending.",
  auth: compliance,
  params: submissionIdParams,
  body: z.strictObject({ reason: reasonSchema }),
  result: auditedSchema.extend({ submission: adminKycSubmissionSchema }),
});
