// Create or edit a product with a reason (audited with before and after). Running plans keep the
// terms they were bought with; the dialog says so. Names and descriptions come one per language
// with a completeness line: English is required, an empty language shows the English text.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { smartDescriptionMax, smartProductNameMax, type AdminSmartProduct } from "@tradewind/api/admin/earn";
import { smartRateKinds } from "@tradewind/api/earn";
import { Field, Select } from "../../../components/Field.tsx";
import { LanguageTexts } from "../../../components/LanguageTexts.tsx";
import { NameTexts } from "../../../components/NameTexts.tsx";
import { ReasonDialog } from "../../../components/ReasonDialog.tsx";
import { useSmartWrites } from "../api/smart.ts";
import { formOf, inputOf, type FormProblem, type ProductForm } from "../product-form.ts";

/** The form's own mistakes, shown under their fields: the dialog stays open without a form error. */
class FieldProblems extends Error {}

/** null creates a new product. */
export function ProductDialog({ product, onClose }: { product: AdminSmartProduct | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { saveProduct } = useSmartWrites();
  const [form, setForm] = useState(() => formOf(product));
  const [problems, setProblems] = useState<readonly FormProblem[]>([]);
  const set = <Key extends keyof ProductForm>(key: Key, value: ProductForm[Key]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setProblems([]);
  };
  const submit = async (reason: string) => {
    const result = inputOf(form);
    if ("problems" in result) {
      setProblems(result.problems);
      throw new FieldProblems(result.problems.join(", "));
    }
    await saveProduct(product?.id ?? null, { ...result.input, reason });
  };
  return (
    <ReasonDialog title={product === null ? t("smart.createTitle") : t("smart.editTitle", { name: product.name })} submitLabel={t("common.save")} onClose={onClose} onSubmit={submit} claimsError={(error) => error instanceof FieldProblems} testId="smart-product-dialog">
      {product !== null && product.runningPlans > 0 && <p className="notice">{t("smart.runningKeepTerms", { plans: product.runningPlans })}</p>}
      <div className="form__grid">
        <Field label={t("smart.days")} hint={t("smart.daysHint")} error={problems.includes("days") ? t("smart.daysInvalid") : undefined} value={form.days} inputMode="numeric" dir="ltr" onChange={(event) => set("days", event.target.value)} data-testid="smart-days" />
        <Select label={t("smart.rateKind")} value={form.rateKind} onChange={(event) => set("rateKind", smartRateKinds.find((kind) => kind === event.target.value) ?? "fixed")} data-testid="smart-rate-kind">
          {smartRateKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`smart.rateKinds.${kind}`)}
            </option>
          ))}
        </Select>
        <RateFields form={form} set={set} />
        <Field label={t("smart.minAmount")} value={form.minAmount} inputMode="decimal" dir="ltr" onChange={(event) => set("minAmount", event.target.value)} data-testid="smart-min-amount" />
        <Field label={t("smart.maxAmount")} value={form.maxAmount} inputMode="decimal" dir="ltr" onChange={(event) => set("maxAmount", event.target.value)} data-testid="smart-max-amount" />
        <Select label={t("smart.enabled")} value={String(form.enabled)} onChange={(event) => set("enabled", event.target.value === "true")} data-testid="smart-enabled">
          <option value="true">{t("smart.on")}</option>
          <option value="false">{t("smart.off")}</option>
        </Select>
      </div>
      <NameTexts names={form.names} maxLength={smartProductNameMax} englishMissing={problems.includes("englishName")} onChange={(names) => set("names", names)} testIdPrefix="smart-name" />
      <LanguageTexts
        title={t("smart.descriptions")}
        countLabel={(described, total) => t("smart.describedCount", { described, total })}
        missingLabel={(names) => t("smart.missingLanguages", { languages: names })}
        texts={form.descriptions}
        maxLength={smartDescriptionMax}
        englishError={problems.includes("english") ? t("smart.englishRequired") : undefined}
        onChange={(code, text) => set("descriptions", { ...form.descriptions, [code]: text })}
        testIdPrefix="smart-description"
      />
    </ReasonDialog>
  );
}

type Setter = <Key extends keyof ProductForm>(key: Key, value: ProductForm[Key]) => void;

function RateFields({ form, set }: { form: ProductForm; set: Setter }) {
  const { t } = useTranslation();
  if (form.rateKind === "fixed") {
    return <Field label={t("smart.dailyRate")} hint={t("smart.rateHint")} value={form.dailyRate} inputMode="decimal" dir="ltr" onChange={(event) => set("dailyRate", event.target.value)} data-testid="smart-daily-rate" />;
  }
  return (
    <>
      <Field label={t("smart.minDailyRate")} hint={t("smart.rateHint")} value={form.minDailyRate} inputMode="decimal" dir="ltr" onChange={(event) => set("minDailyRate", event.target.value)} data-testid="smart-min-rate" />
      <Field label={t("smart.maxDailyRate")} hint={t("smart.rangeHint")} value={form.maxDailyRate} inputMode="decimal" dir="ltr" onChange={(event) => set("maxDailyRate", event.target.value)} data-testid="smart-max-rate" />
    </>
  );
}
