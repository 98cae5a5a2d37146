// A labelled input with its hint and inline error, wired for screen readers.
import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "./Field.css";

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Rendered after the input inside the same row (e.g. a "Send code" button). */
  trailing?: ReactNode;
  /** Rendered before the input inside the same row (e.g. a country-code picker). */
  leading?: ReactNode;
  optionalLabel?: boolean;
}

export function Field({ label, error, hint, trailing, leading, optionalLabel, type, ...input }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const describedBy = [error !== undefined ? `${id}-error` : null, hint !== undefined ? `${id}-hint` : null].filter((value) => value !== null).join(" ");
  const isPassword = type === "password";
  return (
    <div className={`field${error !== undefined ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optionalLabel === true && <span className="field__optional"> ({t("common.optional")})</span>}
      </label>
      <div className="field__row">
        {leading}
        <div className="field__control">
          <input
            id={id}
            className="field__input"
            type={isPassword && revealed ? "text" : type}
            aria-invalid={error !== undefined}
            aria-describedby={describedBy === "" ? undefined : describedBy}
            {...input}
          />
          {isPassword && (
            <button
              type="button"
              className="field__reveal"
              onClick={() => setRevealed((value) => !value)}
              aria-label={revealed ? t("auth.hidePassword") : t("auth.showPassword")}
              aria-pressed={revealed}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="1.8" />
                <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
                {!revealed && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
              </svg>
            </button>
          )}
        </div>
        {trailing}
      </div>
      {hint !== undefined && error === undefined && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function FormError({ message }: { message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <p className="form-error" role="alert" data-testid="form-error">
      {message}
    </p>
  );
}
