// An image message: the bytes need the session or visitor header, so they are fetched and shown
// from an object URL (revoked when the image leaves), with loading and failure states.
import { useEffect, useState, type SyntheticEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSupportImage, type SupportIdentity } from "../api/support.ts";

/** An image that finishes loading at the end of the log keeps the newest message in view (not when reading history further up). */
function keepAtBottom(event: SyntheticEvent<HTMLImageElement>): void {
  const image = event.currentTarget;
  const log = image.closest(".kefu__messages");
  if (log === null) return;
  if (log.scrollHeight - log.scrollTop - log.clientHeight <= image.clientHeight + 120) log.scrollTop = log.scrollHeight;
}

export function SupportImage({ identity, imageId }: { identity: SupportIdentity; imageId: string }) {
  const { t } = useTranslation();
  const bytes = useSupportImage(identity, imageId);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (bytes.data === undefined) return undefined;
    const objectUrl = URL.createObjectURL(bytes.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [bytes.data]);
  if (bytes.isError) return <span className="kefu__image-state">{t("support.imageFailed")}</span>;
  if (url === null) return <span className="kefu__image-state" role="status" aria-busy="true">{t("common.loading")}</span>;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="kefu__image-link">
      <img src={url} alt={t("support.image")} className="kefu__image" onLoad={keepAtBottom} />
    </a>
  );
}
