// An uploaded image (a KYC photo, a deposit proof) as an operator sees it: the bytes come from
// GET /swx/admin/uploads/:id (getUploadForReview) with the operator's token (an <img src>
// could not carry it), become an object URL that is revoked when the image leaves the screen, and show with loading and
// error states. The thumbnail is a button: it opens the image large in a dialog, fitted to the
// window or at full size (scrollable by keyboard), closed by Escape.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { getUploadForReview } from "@tradewind/api/admin/uploads";
import type { Endpoint } from "@tradewind/api/endpoint";
import type { z } from "zod";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { fetchBytes } from "../lib/api.ts";
import { Modal } from "./Modal.tsx";

type ImageState = { status: "loading" } | { status: "failed"; message: string } | { status: "ready"; url: string };

/** An endpoint answering an upload's bytes by `id` (the review one, or a domain's own, e.g. the NFT artwork's). */
type ImageSource = Endpoint<z.ZodNever, z.ZodNever, z.ZodObject<{ id: z.ZodString }>>;

/** The image's object URL while mounted; `retry` fetches again after a failure. */
function useUploadUrl(uploadId: string, source: ImageSource): [ImageState, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ImageState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setState({ status: "loading" });
    fetchBytes(source, { id: uploadId }, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ status: "ready", url });
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setState({ status: "failed", message: errorMessage(failure) });
      },
    );
    return () => {
      controller.abort();
      if (url !== null) URL.revokeObjectURL(url);
    };
  }, [uploadId, source, attempt]);
  return [state, () => setAttempt((count) => count + 1)];
}

interface SecureImageProps {
  uploadId: string;
  /** Says what the image shows ("Front of the document"); also the dialog's title. */
  alt: string;
  testId?: string;
  /** Where the bytes come from; the review endpoint (any upload, for reviewers) by default. */
  source?: ImageSource;
}

export function SecureImage({ uploadId, alt, testId, source = getUploadForReview }: SecureImageProps) {
  const { t } = useTranslation();
  const [state, retry] = useUploadUrl(uploadId, source);
  const [undecodable, setUndecodable] = useState(false);
  const [open, setOpen] = useState(false);
  if (state.status === "loading") {
    return (
      <div className="secure-image secure-image--state" role="status" aria-busy="true" data-testid={testId}>
        <span className="spinner" aria-hidden="true" />
        {t("image.loading")}
      </div>
    );
  }
  if (state.status === "failed" || undecodable) {
    return (
      <div className="secure-image secure-image--state secure-image--failed" role="alert" data-testid={testId}>
        <p>{state.status === "failed" ? state.message : t("image.undecodable")}</p>
        <button type="button" className="button button--secondary button--small" onClick={() => {
            setUndecodable(false);
            retry();
          }}>
          {t("common.retry")}
        </button>
      </div>
    );
  }
  return (
    <>
      <button type="button" className="secure-image secure-image--thumb" onClick={() => setOpen(true)} aria-label={t("image.enlarge", { alt })} aria-haspopup="dialog" data-testid={testId}>
        <img src={state.url} alt={alt} onError={() => setUndecodable(true)} />
      </button>
      {open && <ImageViewer url={state.url} alt={alt} onClose={() => setOpen(false)} />}
    </>
  );
}

function ImageViewer({ url, alt, onClose }: { url: string; alt: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [fit, setFit] = useState(true);
  return (
    <Modal title={alt} onClose={onClose} testId="image-viewer">
      <div className="image-viewer__tools" role="group" aria-label={t("image.zoom")}>
        <button type="button" className="button button--secondary button--small" aria-pressed={fit} onClick={() => setFit(true)} data-testid="image-fit">
          {t("image.fit")}
        </button>
        <button type="button" className="button button--secondary button--small" aria-pressed={!fit} onClick={() => setFit(false)} data-testid="image-full">
          {t("image.fullSize")}
        </button>
      </div>
      {/* Focusable so the arrow keys scroll a full-size image. */}
      <div className={`image-viewer${fit ? " image-viewer--fit" : ""}`} tabIndex={0} aria-label={alt} role="region">
        <img src={url} alt={alt} />
      </div>
    </Modal>
  );
}
