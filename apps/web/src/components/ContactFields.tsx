// Email / phone tabs with their inputs; the phone tab has the calling-code picker. Shared by
// registration, password reset and the contact change on the security page.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "./Field.tsx";
import { regionOptions } from "../lib/calling-codes.ts";
import { useLocale } from "../i18n/format.ts";
import type { ContactMethod, ContactState } from "../lib/contact.ts";
import "./ContactFields.css";

interface ContactFieldsProps {
  value: ContactState;
  onChange: (next: ContactState) => void;
  errors: { email?: string | undefined; areaCode?: string | undefined; phone?: string | undefined };
}

export function MethodTabs({ method, onChange }: { method: ContactMethod; onChange: (method: ContactMethod) => void }) {
  const { t } = useTranslation();
  const methods: ContactMethod[] = ["email", "phone"];
  return (
    <div className="auth-tabs" role="tablist" aria-label={t("auth.method")}>
      {methods.map((item) => (
        <button
          key={item}
          type="button"
          role="tab"
          aria-selected={method === item}
          className={`auth-tabs__tab${method === item ? " auth-tabs__tab--active" : ""}`}
          onClick={() => onChange(item)}
          data-testid={`method-${item}`}
        >
          {item === "email" ? t("auth.tabEmail") : t("auth.tabPhone")}
        </button>
      ))}
    </div>
  );
}

export function ContactFields({ value, onChange, errors }: ContactFieldsProps) {
  const { t } = useTranslation();
  if (value.method === "email") {
    return (
      <Field
        label={t("auth.email")}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t("auth.emailPlaceholder")}
        value={value.email}
        onChange={(event) => onChange({ ...value, email: event.target.value })}
        error={errors.email}
        data-testid="field-email"
      />
    );
  }
  return (
    <Field
      label={t("auth.phone")}
      type="tel"
      name="phone"
      autoComplete="tel-national"
      inputMode="numeric"
      value={value.phone}
      onChange={(event) => onChange({ ...value, phone: event.target.value.replace(/[^\d]/g, "") })}
      error={errors.phone ?? errors.areaCode}
      data-testid="field-phone"
      leading={<AreaCodeSelect region={value.region} onChange={(region) => onChange({ ...value, region })} />}
    />
  );
}

function AreaCodeSelect({ region, onChange }: { region: string; onChange: (region: string) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const options = useMemo(() => regionOptions(locale), [locale]);
  const selected = options.find((option) => option.code === region);
  return (
    <div className="area-code">
      <label className="visually-hidden" htmlFor="area-code">
        {t("auth.areaCode")}
      </label>
      {/* The visible face shows region and code; the native list shows translated country names. */}
      <span className="area-code__face numeric" aria-hidden="true" dir="ltr">
        <span>
          <span className="area-code__region">{selected?.code}</span> {selected?.callingCode ?? "+"}
        </span>
      </span>
      <select id="area-code" className="select area-code__select" value={region} onChange={(event) => onChange(event.target.value)} data-testid="field-area-code">
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name} ({option.callingCode})
          </option>
        ))}
      </select>
    </div>
  );
}
