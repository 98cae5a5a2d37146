// The user site's labelled input (password reveal, leading and trailing parts) in the shared
// field frame (packages/ui), which renders label, hint and inline error.
import { useId, useRef, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FieldFrame } from "@tradewind/ui/Field.tsx";

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

/**
 * The change handler of a controlled input, which puts the shown value back when the handler
 * turned a keystroke down (an amount field's filter) without a state change. React does that
 * itself; Preact, which the site runs on (issue 23), leaves the typed text in the box. The check
 * runs after the re-render the handler queued, so an accepted keystroke is left as rendered.
 */
function useControlledChange(value: InputHTMLAttributes<HTMLInputElement>["value"], onChange: InputHTMLAttributes<HTMLInputElement>["onChange"]) {
  const rendered = useRef(value);
  rendered.current = value;
  if (typeof value !== "string" || onChange === undefined) return onChange;
  return (event: ChangeEvent<HTMLInputElement>) => {
    onChange(event);
    const element = event.currentTarget;
    queueMicrotask(() => {
      const shown = rendered.current;
      if (typeof shown === "string" && element.value !== shown) element.value = shown;
    });
  };
}

export function Field({ label, error, hint, trailing, leading, optionalLabel, type, ...input }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const onChange = useControlledChange(input.value, input.onChange);
  const [revealed, setRevealed] = useState(false);
  const describedBy = [error !== undefined ? `${id}-error` : null, hint !== undefined ? `${id}-hint` : null].filter((value) => value !== null).join(" ");
  const isPassword = type === "password";
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} labelExtra={optionalLabel === true && <span className="field__optional"> ({t("common.optional")})</span>}>
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
            onChange={onChange}
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
    </FieldFrame>
  );
}
