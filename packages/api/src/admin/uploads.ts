// Operators read uploaded images through here: the KYC queue shows a submission's three photos,
// the deposit queue the payment proof. The endpoint admits compliance and finance (and admin);
// the server then checks the upload's purpose against the role that reviews it (kyc: compliance;
// deposit_proof: finance) and answers 403 (10139) otherwise.
import { z } from "zod";
import { imageFile } from "../endpoint.ts";
import { adminUploadPath, uploadIdSchema } from "../uploads.ts";
import { adminEndpoint } from "./common.ts";

export const getUploadForReview = adminEndpoint({
  method: "GET",
  path: adminUploadPath,
  summary: "The bytes of an uploaded image for an operator whose role reviews its purpose (kyc: compliance; deposit_proof: finance); 10118 for an unknown id.",
  auth: { operator: ["compliance", "finance"] },
  fileReply: imageFile,
  params: z.strictObject({ id: uploadIdSchema }),
  result: z.never(),
});
