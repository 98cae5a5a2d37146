// The chat's input: Enter sends, Shift+Enter (or an input method still composing) makes a new
// line; the length left is shown against the server's limit. Signed-in users may attach one
// image at a time (uploaded for purpose `chat`, then sent as a message); visitors write text only.
import { useId, useRef, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { supportTextMax } from "@tradewind/api/support";
import { acceptedImageTypes } from "@tradewind/api/uploads";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { takePickedFile, useComposer } from "@tradewind/ui/chat-view.ts";
import { useLocale } from "../../../i18n/format.ts";
import { formatByteLimit, imageFileProblem } from "../../../lib/image-file.ts";
import { useUploadImage, useUploadMaxBytes } from "../../../lib/uploads.ts";

interface ComposerProps {
  canAttach: boolean;
  onSend: (content: { text: string } | { imageId: string }) => void;
  onTyping: () => void;
}

export function Composer({ canAttach, onSend, onTyping }: ComposerProps) {
  const { t } = useTranslation();
  const id = useId();
  const locale = useLocale();
  const { text, setText, problem, setProblem, length, tooLong, canSend, submit, keyDown } = useComposer(onSend);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const maxBytes = useUploadMaxBytes();

  function changed(event: ChangeEvent<HTMLTextAreaElement>) {
    setText(event.target.value);
    if (event.target.value.trim() !== "") onTyping();
  }

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = takePickedFile(event);
    if (file === undefined) return;
    const fileProblem = imageFileProblem(file, maxBytes);
    if (fileProblem !== null) {
      setProblem("maxBytes" in fileProblem ? t(`errors.${fileProblem.code}`, { max: formatByteLimit(fileProblem.maxBytes, locale) }) : t(`errors.${fileProblem.code}`));
      return;
    }
    setProblem(null);
    upload.mutate(
      { file, purpose: "chat" },
      {
        onSuccess: (image) => onSend({ imageId: image.id }),
        onError: (failure) => setProblem(errorMessage(failure)),
      },
    );
  }

  const counterId = `${id}-counter`;
  return (
    <form className="kefu__composer" onSubmit={submit} noValidate>
      {problem !== null && (
        <p className="kefu__problem" role="alert" data-testid="kefu-problem">
          {problem}
        </p>
      )}
      {upload.isPending && (
        <p className="kefu__uploading" role="status">
          {t("support.uploading")}
        </p>
      )}
      <div className="kefu__compose-row">
        {canAttach && (
          <>
            <button type="button" className="icon-button kefu__attach" onClick={() => fileInput.current?.click()} disabled={upload.isPending} aria-label={t("support.attach")} title={t("support.attach")} data-testid="kefu-attach">
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M21 11.5l-8.6 8.6a5.5 5.5 0 01-7.8-7.8l8.6-8.6a3.7 3.7 0 015.2 5.2l-8.6 8.6a1.8 1.8 0 01-2.6-2.6l7.9-7.9" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
            <input ref={fileInput} type="file" accept={acceptedImageTypes} className="visually-hidden" tabIndex={-1} aria-label={t("support.attach")} onChange={picked} data-testid="kefu-attach-input" />
          </>
        )}
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {t("support.inputLabel")}
        </label>
        <textarea
          id={`${id}-input`}
          className="kefu__input"
          value={text}
          rows={2}
          maxLength={supportTextMax}
          placeholder={t("support.placeholder")}
          onChange={changed}
          onKeyDown={keyDown}
          aria-describedby={counterId}
          aria-invalid={tooLong}
          data-testid="kefu-input"
        />
        <button type="submit" className="button button--primary kefu__send" disabled={!canSend} data-testid="kefu-send">
          {t("support.send")}
        </button>
      </div>
      <p className="kefu__hint">
        <span>{t("support.hint")}</span>
        <span id={counterId} className={`kefu__counter numeric${tooLong ? " kefu__counter--over" : ""}`} data-testid="kefu-counter">
          {t("support.counter", { count: length, max: supportTextMax })}
        </span>
      </p>
    </form>
  );
}
