// HTTP edge of uploads: the user's upload (multipart in, envelope out), the owner's read-back and
// the operators' read-back (bytes out).
import * as adminApi from "@tradewind/api/admin/uploads";
import * as api from "@tradewind/api/uploads";
import type { Router } from "../platform/route.ts";
import { ownUpload, uploadForReview, uploadImage, type UserUploadDeps } from "./service.ts";

export function uploadRoutes(router: Router, deps: UserUploadDeps) {
  router.upload(api.uploadImage, async (_input, { user }, form) => uploadImage(deps, { userId: user.id }, form));
  router.file(api.getUpload, async ({ params }, { user }) => ownUpload(deps, { userId: user.id }, params.id));
  router.file(adminApi.getUploadForReview, async ({ params }, { operator }) => uploadForReview(deps, operator, params.id));
}
