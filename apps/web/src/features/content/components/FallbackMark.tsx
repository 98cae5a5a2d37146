import { useTranslation } from "react-i18next";

/** Said where the reader's language has no translation and the English text is shown. */
export function FallbackMark({ testId = "detail-fallback" }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <p className="content-fallback" role="note" data-testid={testId}>
      {t("help.fallback")}
    </p>
  );
}
