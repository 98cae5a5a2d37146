// The frame of a labelled form control: label, hint and inline error, wired for screen readers
// through ids derived from the control's id. Each front end puts its own controls inside.
import type { ReactNode } from "react";

export interface FieldFrameProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** Rendered inside the label after its text (e.g. "(optional)"). */
  labelExtra?: ReactNode;
  children: ReactNode;
}

export function FieldFrame({ id, label, hint, error, labelExtra, children }: FieldFrameProps) {
  return (
    <div className={`field${error !== undefined ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {labelExtra}
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

export function FormError({ message }: { message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <p className="form-error" role="alert" data-testid="form-error">
      {message}
    </p>
  );
}
