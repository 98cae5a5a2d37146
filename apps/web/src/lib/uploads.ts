// The upload service from the browser (packages/api uploads.ts): send one image for a purpose
// and get its id, read an uploaded image back as an object URL (the bytes need the session's
// token, so a plain <img src> cannot fetch them), and the size limit the server enforces.
import { useEffect, useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { getParamByKey } from "@tradewind/api/routes";
import { uploadedImageSchema, uploadImagePath, userUploadPath, type UploadedImage, type UploadPurpose } from "@tradewind/api/uploads";
import { fillPath } from "@tradewind/ui/api-core.ts";
import { requestKey, type EndpointRoute } from "@tradewind/ui/endpoint-query.ts";
import { fetchBytes, postForm } from "./api.ts";
import { parseMaxBytes } from "./image-file.ts";
import { endpointQuery } from "./query.ts";
import { useSession } from "./session.ts";

/** The upload's bytes: a plain path (not a JSON endpoint), named in the cache like one. */
const userUploadRoute: EndpointRoute = { method: "GET", path: userUploadPath };

/** Posts `purpose` then `file` (the server reads the purpose before the file streams in). */
export function useUploadImage() {
  return useMutation({
    mutationFn: ({ file, purpose }: { file: File; purpose: UploadPurpose }): Promise<UploadedImage> => {
      const form = new FormData();
      form.append("purpose", purpose);
      form.append("file", file);
      return postForm(uploadImagePath, form, uploadedImageSchema);
    },
  });
}

/** The public parameter upload_max_bytes; null while loading or when it cannot be read. */
export function useUploadMaxBytes(): number | null {
  const param = useQuery({
    ...endpointQuery(getParamByKey, { params: { key: "upload_max_bytes" } }),
    staleTime: 10 * 60_000,
    retry: false,
  });
  return param.isSuccess ? parseMaxBytes(param.data.paramValue) : null;
}

export interface UploadedImageUrl {
  /** An object URL of the image, revoked when the id changes or the component unmounts. */
  url: string | null;
  isPending: boolean;
  error: unknown;
}

/** Fetches an upload of the signed-in user (owner only) and hands it out as an object URL. */
export function useUploadedImageUrl(id: string | null): UploadedImageUrl {
  const { token } = useSession();
  const bytes = useQuery({
    queryKey: requestKey(userUploadRoute, { params: { id }, context: { token } }),
    queryFn: ({ signal }) => fetchBytes(fillPath(userUploadPath, { id }), signal),
    enabled: id !== null,
    // An upload never changes once stored.
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (bytes.data === undefined || id === null) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(bytes.data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [bytes.data, id]);
  return { url, isPending: id !== null && bytes.isPending, error: bytes.error };
}
