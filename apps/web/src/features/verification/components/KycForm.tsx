// The verification form (SPEC §3): who the user is, the document and its three photos. The
// browser runs the server's checks first (kyc-form.ts); a refusal from the server lands under the
// field it concerns. A resubmission after a refusal starts from the refused details.
import { useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { utcDay } from "@tradewind/domain/birthdate";
import { documentTypes, sexes, type KycSubmission } from "@tradewind/api/kyc";
import type { User } from "@tradewind/api/accounts";
import { FieldFrame, FormError } from "@tradewind/ui/Field.tsx";
import { Field } from "../../../components/Field.tsx";
import { ImageUpload } from "../../../components/ImageUpload.tsx";
import { useLocale } from "../../../i18n/format.ts";
import { regionOptions } from "../../../lib/calling-codes.ts";
import { useErrorText, type FieldErrors } from "../../../lib/form-errors.ts";
import { useSession } from "../../../lib/session.ts";
import { useSubmitIdentification } from "../api/verification.ts";
import { callingCodeOf, isBlankPhone } from "../countries.ts";
import { checkKycForm, emptyKycForm, kycFormFrom, type KycField, type KycFormValues } from "../kyc-form.ts";
import { RadioSegments } from "./RadioSegments.tsx";

function phoneOf(user: User | null): string {
  if (user === null || user.phone === null || user.areaCode === null) return "";
  return `${user.areaCode} ${user.phone}`;
}

export function KycForm({ resubmitting }: { resubmitting: KycSubmission | null }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const errorText = useErrorText();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<KycFormValues>(() => (resubmitting === null ? emptyKycForm(phoneOf(user)) : kycFormFrom(resubmitting)));
  const [errors, setErrors] = useState<FieldErrors<KycField>>({});
  const submit = useSubmitIdentification((failure) => {
    setErrors(failure);
    revealFirstError(formRef.current);
  });

  function set<F extends KycField>(field: F, value: KycFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  }

  function chooseCountry(country: string) {
    set("country", country);
    const callingCode = callingCodeOf(country);
    if (callingCode !== null && isBlankPhone(values.phone)) set("phone", `${callingCode} `);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submit.isPending) return;
    const check = checkKycForm(values, utcDay(new Date()));
    if (!check.ok) {
      setErrors(check.errors);
      revealFirstError(formRef.current);
      return;
    }
    submit.mutate(check.body);
  }

  const text = (field: KycField) => errorText(errors[field]);
  return (
    <form ref={formRef} className="card card--padded kyc-form" noValidate onSubmit={onSubmit} data-testid="kyc-form">
      <section className="kyc-form__section" aria-labelledby="kyc-personal">
        <h2 id="kyc-personal" className="kyc-form__heading">
          {t("verification.personal")}
        </h2>
        <div className="kyc-form__grid">
          <Field label={t("verification.firstName")} autoComplete="given-name" dir="auto" maxLength={60} value={values.firstName} onChange={(event) => set("firstName", event.target.value)} error={text("firstName")} data-testid="kyc-first-name" />
          <Field label={t("verification.lastName")} autoComplete="family-name" dir="auto" maxLength={60} value={values.lastName} onChange={(event) => set("lastName", event.target.value)} error={text("lastName")} data-testid="kyc-last-name" />
          <Field label={t("verification.birthdate")} type="date" autoComplete="bday" max={utcDay(new Date())} value={values.birthdate} onChange={(event) => set("birthdate", event.target.value)} error={text("birthdate")} data-testid="kyc-birthdate" />
          <RadioSegments legend={t("verification.sex")} options={sexes} value={sexes.find((sex) => sex === values.sex) ?? ""} onChange={(sex) => set("sex", sex)} labelOf={(sex) => t(`verification.sexes.${sex}`)} error={text("sex")} testId="kyc-sex" />
          <CountrySelect value={values.country} onChange={chooseCountry} error={text("country")} />
          <Field label={t("verification.phone")} type="tel" autoComplete="tel" dir="ltr" maxLength={24} hint={t("verification.phoneHint")} value={values.phone} onChange={(event) => set("phone", event.target.value)} error={text("phone")} data-testid="kyc-phone" />
        </div>
        <Field label={t("verification.address")} autoComplete="street-address" dir="auto" maxLength={200} value={values.address} onChange={(event) => set("address", event.target.value)} error={text("address")} data-testid="kyc-address" />
      </section>

      <section className="kyc-form__section" aria-labelledby="kyc-document">
        <h2 id="kyc-document" className="kyc-form__heading">
          {t("verification.document")}
        </h2>
        <RadioSegments
          legend={t("verification.documentType")}
          options={documentTypes}
          value={documentTypes.find((type) => type === values.documentType) ?? ""}
          onChange={(type) => set("documentType", type)}
          labelOf={(type) => t(`verification.documentTypes.${type}`)}
          error={text("documentType")}
          testId="kyc-document-type"
        />
        <p className="kyc-form__hint">{resubmitting === null ? t("verification.photosHint") : t("verification.photosAgain")}</p>
        <div className="kyc-form__photos">
          <ImageUpload label={t("verification.front")} purpose="kyc" value={values.frontImageId} onChange={(id) => set("frontImageId", id)} error={text("frontImageId")} testId="kyc-front" />
          <ImageUpload label={t("verification.back")} purpose="kyc" value={values.backImageId} onChange={(id) => set("backImageId", id)} error={text("backImageId")} testId="kyc-back" />
          <ImageUpload label={t("verification.holding")} purpose="kyc" value={values.holdingImageId} onChange={(id) => set("holdingImageId", id)} error={text("holdingImageId")} testId="kyc-holding" />
        </div>
        <p className="kyc-form__hint">{t("verification.privacy")}</p>
      </section>

      <FormError message={errorText(errors.form)} />
      <button type="submit" className="button button--primary button--block kyc-form__submit" disabled={submit.isPending} data-testid="kyc-submit">
        {submit.isPending ? t("verification.submitting") : t("verification.submit")}
      </button>
    </form>
  );
}

function CountrySelect({ value, onChange, error }: { value: string; onChange: (country: string) => void; error: string | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const options = useMemo(() => regionOptions(locale), [locale]);
  const id = "kyc-country";
  return (
    <FieldFrame id={id} label={t("verification.country")} error={error}>
      <select id={id} className="select" autoComplete="country" value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={error !== undefined} aria-describedby={error === undefined ? undefined : `${id}-error`} data-testid="kyc-country">
        <option value="" disabled>
          {t("verification.countryPlaceholder")}
        </option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** Brings the first field with an error into view and puts the focus in it. */
function revealFirstError(form: HTMLFormElement | null) {
  window.requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>(".field--invalid, .form-error");
    if (field === null || field === undefined) return;
    field.scrollIntoView({ block: "center", behavior: "smooth" });
    field.querySelector<HTMLElement>("input:not([tabindex='-1']), select, button")?.focus({ preventScroll: true });
  });
}
