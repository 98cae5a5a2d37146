// A labelled image field (KYC photos, deposit proofs): pick a file or, on a phone, take a photo;
// the browser checks name/type and size first (lib/image-file.ts), then the file is uploaded for
// its purpose and the field holds the upload's id. The thumbnail is the stored image read back
// from the server, so what is shown is what the reviewer will see. The server's catalogued
// refusal (10153 format, 10154 size, 10155 missing, 10157 unreadable) appears under the field.
import { useId, useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { acceptedImageTypes, type UploadPurpose } from "@tradewind/api/uploads";
import { ApiError, errorMessage } from "@tradewind/ui/api-core.ts";
import { useIsDesktop } from "../hooks/use-is-desktop.ts";
import { useLocale } from "../i18n/format.ts";
import { formatByteLimit, imageFileProblem, type ImageFileProblem } from "../lib/image-file.ts";
import { useUploadedImageUrl, useUploadImage, useUploadMaxBytes } from "../lib/uploads.ts";
import "./ImageUpload.css";

export interface ImageUploadProps {
  label: string;
  purpose: UploadPurpose;
  /** The upload id this field holds, or null. */
  value: string | null;
  onChange: (uploadId: string | null) => void;
  /** The form's own error for this field, e.g. "please upload the required image". */
  error?: string | undefined;
  testId?: string;
}

type Problem = { kind: "file"; problem: ImageFileProblem } | { kind: "upload"; error: unknown };

export function ImageUpload({ label, purpose, value, onChange, error, testId }: ImageUploadProps) {
  const { t } = useTranslation();
  const id = useId();
  const locale = useLocale();
  const isDesktop = useIsDesktop();
  const pickInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const maxBytes = useUploadMaxBytes();
  const upload = useUploadImage();
  const [problem, setProblem] = useState<Problem | null>(null);
  const problemText = useProblemText(problem);
  const shownError = problemText ?? error;
  const busy = upload.isPending;
  const testIdOf = (part: string) => (testId === undefined ? undefined : `${testId}-${part}`);

  function send(file: File | undefined) {
    if (file === undefined) return;
    const fileProblem = imageFileProblem(file, maxBytes);
    if (fileProblem !== null) {
      setProblem({ kind: "file", problem: fileProblem });
      return;
    }
    setProblem(null);
    upload.mutate(
      { file, purpose },
      {
        onSuccess: (image) => onChange(image.id),
        onError: (failure) => setProblem({ kind: "upload", error: failure }),
      },
    );
  }

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again (after a failure) fires change again.
    event.target.value = "";
    send(file);
  }

  function remove() {
    setProblem(null);
    onChange(null);
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = shownError === undefined ? hintId : `${errorId} ${hintId}`;
  return (
    <div className={`field image-upload${shownError === undefined ? "" : " field--invalid"}`} role="group" aria-labelledby={`${id}-label`} data-testid={testId}>
      <span id={`${id}-label`} className="field__label">
        {label}
      </span>
      <div className="image-upload__box" aria-busy={busy}>
        <Thumbnail uploadId={value} label={label} />
        <div className="image-upload__actions">
          {busy ? (
            <span className="image-upload__busy" role="status">
              <span className="image-upload__spinner" aria-hidden="true" />
              {t("upload.uploading")}
            </span>
          ) : (
            <>
              <button type="button" className="button button--secondary button--small" onClick={() => pickInput.current?.click()} aria-describedby={describedBy} data-testid={testIdOf("pick")}>
                {value === null ? t("upload.choose") : t("upload.replace")}
              </button>
              {!isDesktop && (
                <button type="button" className="button button--secondary button--small" onClick={() => cameraInput.current?.click()} aria-describedby={describedBy}>
                  {t("upload.take")}
                </button>
              )}
              {value !== null && (
                <button type="button" className="button button--ghost button--small" onClick={remove} data-testid={testIdOf("remove")}>
                  {t("upload.remove")}
                </button>
              )}
            </>
          )}
        </div>
      </div>
      <p id={hintId} className="field__hint">
        {maxBytes === null ? t("upload.hintTypes") : t("upload.hint", { max: formatByteLimit(maxBytes, locale) })}
      </p>
      {shownError !== undefined && (
        <p id={errorId} className="field__error" role="alert" data-testid={testIdOf("error")}>
          {shownError}
        </p>
      )}
      <input ref={pickInput} type="file" accept={acceptedImageTypes} className="visually-hidden" tabIndex={-1} aria-label={label} onChange={picked} disabled={busy} data-testid={testIdOf("input")} />
      <input ref={cameraInput} type="file" accept={acceptedImageTypes} capture="environment" className="visually-hidden" tabIndex={-1} aria-label={`${label}: ${t("upload.take")}`} onChange={picked} disabled={busy} />
    </div>
  );
}

function Thumbnail({ uploadId, label }: { uploadId: string | null; label: string }) {
  const { t } = useTranslation();
  const image = useUploadedImageUrl(uploadId);
  if (uploadId === null) {
    return (
      <span className="image-upload__thumb image-upload__thumb--empty" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <circle cx="9" cy="10" r="1.6" />
          <path d="M21 16l-5-5-8 8" />
        </svg>
      </span>
    );
  }
  if (image.url === null) {
    return <span className={`image-upload__thumb${image.error === null ? " image-upload__thumb--loading" : ""}`} role="img" aria-label={image.error === null ? t("common.loading") : t("upload.previewFailed")} />;
  }
  return <img className="image-upload__thumb" src={image.url} alt={t("upload.preview", { label })} data-testid="image-upload-preview" />;
}

function useProblemText(problem: Problem | null): string | undefined {
  const { t } = useTranslation();
  const locale = useLocale();
  if (problem === null) return undefined;
  if (problem.kind === "file") {
    const { problem: file } = problem;
    return file.code === 10154 ? t("errors.10154", { max: formatByteLimit(file.maxBytes, locale) }) : t(`errors.${file.code}`);
  }
  const { error } = problem;
  // SPEC §8: "upload failed, try again" when the file never reached the server.
  if (error instanceof ApiError && error.failure !== "server") return t("upload.failed");
  return errorMessage(error);
}
