// The operator's reply: Enter sends, Shift+Enter adds a line; the length against the limit; a
// canned reply (in the conversation's language) is put into the box to edit before sending; an
// image is uploaded as the operator's chat upload and sent as its own message.
import { useId, useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { supportTextMax } from "@tradewind/api/support";
import { acceptedImageTypes } from "@tradewind/api/uploads";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { takePickedFile, useComposer } from "@tradewind/ui/chat-view.ts";
import { formatCount, useLocale } from "../../../lib/format.ts";
import { uploadChatImage, useCannedReplies } from "../api/support.ts";

interface ReplyBoxProps {
  language: string;
  onSend: (content: { text: string } | { imageId: string }) => void;
  onTyping: () => void;
}

export function ReplyBox({ language, onSend, onTyping }: ReplyBoxProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const { setText, text, problem, setProblem, length, tooLong, canSend, submit, keyDown } = useComposer(onSend);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const canned = useCannedReplies(language);

  function pickCanned(event: ChangeEvent<HTMLSelectElement>) {
    const reply = canned.data?.items.find((item) => item.id === event.target.value);
    event.target.value = "";
    if (reply === undefined) return;
    setText((current) => (current.trim() === "" ? reply.text : `${current.trimEnd()}\n${reply.text}`));
  }

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = takePickedFile(event);
    if (file === undefined) return;
    setProblem(null);
    setUploading(true);
    uploadChatImage(file)
      .then((image) => onSend({ imageId: image.id }))
      .catch((error: unknown) => setProblem(errorMessage(error)))
      .finally(() => setUploading(false));
  }

  return (
    <form className="inbox__reply" onSubmit={submit} noValidate>
      <div className="inbox__reply-tools">
        <label className="inbox__canned">
          <span className="visually-hidden">{t("support.canned")}</span>
          <select className="field__input" defaultValue="" onChange={pickCanned} disabled={canned.isPending || canned.isError} data-testid="inbox-canned">
            <option value="">{canned.data !== undefined && canned.data.items.length === 0 ? t("support.cannedNone") : t("support.cannedPick")}</option>
            {canned.data?.items.map((reply) => (
              <option key={reply.id} value={reply.id}>
                {reply.title}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button button--secondary button--small" onClick={() => fileInput.current?.click()} disabled={uploading} data-testid="inbox-attach">
          {uploading ? t("support.uploading") : t("support.attach")}
        </button>
        <input ref={fileInput} type="file" accept={acceptedImageTypes} className="visually-hidden" tabIndex={-1} aria-label={t("support.attach")} onChange={picked} data-testid="inbox-attach-input" />
      </div>
      <label htmlFor={`${id}-reply`} className="visually-hidden">
        {t("support.reply")}
      </label>
      <textarea
        id={`${id}-reply`}
        className="field__input field__input--area inbox__input"
        rows={3}
        value={text}
        maxLength={supportTextMax}
        placeholder={t("support.replyPlaceholder")}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim() !== "") onTyping();
        }}
        onKeyDown={keyDown}
        aria-invalid={tooLong}
        data-testid="inbox-reply-input"
      />
      {problem !== null && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="inbox__reply-foot">
        <span className={`muted${tooLong ? " inbox__over" : ""}`}>{t("support.counter", { count: formatCount(length, locale), max: formatCount(supportTextMax, locale) })}</span>
        <button type="submit" className="button" disabled={!canSend} data-testid="inbox-reply-send">
          {t("support.send")}
        </button>
      </div>
    </form>
  );
}
