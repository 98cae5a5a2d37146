// Early exit (SPEC §4): the dialog fetches the preview the server will apply (penalty share of
// the principal, income paid so far deducted, what returns) and applies it on confirm with one
// Idempotency-Key for the dialog's life, so a retry or a double click exits once. A plan that
// matured or was exited meanwhile answers 10017, shown here.
import { useTranslation } from "react-i18next";
import type { SmartPlan } from "@tradewind/api/earn";
import { decimal, toPlain } from "@tradewind/domain/money";
import { FormError } from "@tradewind/ui/Field.tsx";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { exactScaleOf } from "@tradewind/ui/money-format.ts";
import { Modal } from "../../../components/Modal.tsx";
import { ModalActions } from "../../../components/ModalActions.tsx";
import { QueryFallback } from "../../../components/QueryFallback.tsx";
import { useLocale } from "../../../i18n/format.ts";
import { useExit, useExitPreview } from "../api/plans.ts";
import { formatRate } from "../terms.ts";
import { Figures } from "./Figures.tsx";
import { Usdt } from "./Money.tsx";

export function ExitDialog({ plan, onClose }: { plan: SmartPlan; onClose: () => void }) {
  const { t } = useTranslation();
  const preview = useExitPreview(plan.id);
  const exit = useExit(plan.id, onClose);
  const close = () => {
    if (!exit.isPending) onClose();
  };
  return (
    <Modal title={t("smart.exitTitle", { name: plan.productName })} onClose={close} testId="smart-exit">
      {preview.isPending || preview.isError ? (
        <QueryFallback query={preview} lines={4} />
      ) : (
        <>
          <ExitFigures preview={preview.data} />
          <p className="smart-exit__note">{t("smart.exitNote")}</p>
        </>
      )}
      <FormError message={exit.error === null ? undefined : errorMessage(exit.error)} />
      <ModalActions
        confirmLabel={exit.isPending ? t("smart.exiting") : t("smart.exitConfirm")}
        onConfirm={() => exit.mutate()}
        onCancel={close}
        pending={exit.isPending}
        blocked={!preview.isSuccess}
        tone="danger"
        testId="smart-exit-confirm"
      />
    </Modal>
  );
}

type ExitPreview = NonNullable<ReturnType<typeof useExitPreview>["data"]>;

/** Refund = principal − penalty − income paid: the four share one exact scale, so the sum holds as shown. */
function ExitFigures({ preview }: { preview: ExitPreview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const scale = exactScaleOf([preview.amount, preview.penalty, preview.incomePaid, preview.refund], "USDT");
  return (
    <Figures
      testId="smart-exit-figures"
      rows={[
        { label: t("smart.principal"), value: <Usdt value={preview.amount} scale={scale} /> },
        { label: t("smart.penalty", { rate: formatRate(preview.penaltyRate, locale) }), value: <Usdt value={toPlain(decimal(preview.penalty).negated())} scale={scale} />, testId: "smart-exit-penalty" },
        { label: t("smart.incomeDeducted"), value: <Usdt value={toPlain(decimal(preview.incomePaid).negated())} scale={scale} />, testId: "smart-exit-income" },
        { label: t("smart.refund"), value: <Usdt value={preview.refund} scale={scale} />, emphasis: true, testId: "smart-exit-refund" },
      ]}
    />
  );
}
