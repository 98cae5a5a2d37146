// Test helpers for identity verification, used by the KYC tests and by other domains' tests that
// need a user with a pending or verified submission: a valid form naming three fresh uploads.
import type { FastifyInstance } from "fastify";
import type { KycSubmissionBody } from "@tradewind/api/kyc";
import { call, type Reply } from "../testing/harness.ts";
import { uploadedImageId } from "../uploads/testing.ts";

/** A form that passes every check (an adult born 1990), with three photos the user just uploaded. */
export async function kycForm(app: FastifyInstance, token: string, overrides: Partial<KycSubmissionBody> = {}): Promise<KycSubmissionBody> {
  const [frontImageId, backImageId, holdingImageId] = [await uploadedImageId(app, token, "kyc"), await uploadedImageId(app, token, "kyc"), await uploadedImageId(app, token, "kyc")];
  return {
    firstName: "Mira",
    lastName: "Okafor",
    birthdate: "1990-05-17",
    sex: "female",
    country: "DE",
    address: "Torstraße 1, 10119 Berlin",
    phone: "+49 30123456",
    documentType: "passport",
    frontImageId,
    backImageId,
    holdingImageId,
    ...overrides,
  };
}

/** POST /user/identification with `body`. */
export function submitKycForm(app: FastifyInstance, token: string, body: unknown): Promise<Reply> {
  return call(app, "POST", "/user/identification", body, { token });
}
