// A six-digit one-time code typed by the user (from the authenticator app, an email or an SMS):
// numeric keyboard, the browser's one-time-code autofill, left to right in every language. Shared
// by the password-and-emailed-code fields, the authenticator's enrolment and the contact change.
import type { ReactNode } from "react";
import { Field } from "./Field.tsx";

interface OneTimeCodeFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (code: string) => void;
  error: string | undefined;
  testId: string;
  hint?: ReactNode;
  /** Rendered after the input (a "send me a code" button). */
  trailing?: ReactNode;
}

export function OneTimeCodeField({ label, name, value, onChange, error, testId, hint, trailing }: OneTimeCodeFieldProps) {
  return (
    <Field
      label={label}
      name={name}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      dir="ltr"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint={hint}
      trailing={trailing}
      data-testid={testId}
    />
  );
}
