// The back office's labelled controls (input, text area, select) in the shared field frame
// (packages/ui), which renders label, hint and inline error.
import { useId, type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { FieldFrame } from "@tradewind/ui/Field.tsx";

interface Wrapper {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
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
