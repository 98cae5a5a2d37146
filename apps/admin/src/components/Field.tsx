// Labelled form controls with an inline error, wired for screen readers.
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

interface Wrapper {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}

function FieldFrame({ id, label, hint, error, children }: Wrapper & { id: string; children: ReactNode }) {
  return (
    <div className={`field${error !== undefined ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
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

function describedBy(id: string, { hint, error }: Wrapper): string | undefined {
  if (error !== undefined) return `${id}-error`;
  return hint !== undefined ? `${id}-hint` : undefined;
}

export function Field({ label, hint, error, ...input }: Wrapper & Omit<InputHTMLAttributes<HTMLInputElement>, "id">) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input id={id} className="field__input" aria-invalid={error !== undefined} aria-describedby={describedBy(id, { label, hint, error })} {...input} />
    </FieldFrame>
  );
}

export function TextArea({ label, hint, error, ...input }: Wrapper & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id">) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea id={id} className="field__input field__input--area" aria-invalid={error !== undefined} aria-describedby={describedBy(id, { label, hint, error })} {...input} />
    </FieldFrame>
  );
}

export function Select({ label, hint, error, children, ...input }: Wrapper & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id">) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select id={id} className="field__input" aria-describedby={describedBy(id, { label, hint, error })} {...input}>
        {children}
      </select>
    </FieldFrame>
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
