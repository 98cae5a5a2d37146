// Inline form errors. Client checks run the same zod schema the server uses (packages/api); each
// issue's message is a catalogue code, shown as errors.<code> under the field its path names.
// Server failures (ApiError) land under the field their code is about, or above the form.
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { errorCodes } from "@tradewind/api/errors";
import { invariant } from "@tradewind/domain/assert";
import { en } from "@tradewind/i18n/catalogues/en";
import { ApiError, errorMessage } from "@tradewind/ui/api-core.ts";

/** A catalogue code to translate at render time, or a message the server already translated. */
export type FieldError = { code: string } | { message: string };
export type FieldErrors<Field extends string> = Partial<Record<Field | "form", FieldError>>;

type ErrorKey = keyof typeof en.errors;

function isErrorKey(code: string): code is ErrorKey {
  return Object.hasOwn(en.errors, code);
}

export function useErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (error: FieldError | undefined) => {
      if (error === undefined) return undefined;
      if ("message" in error) return error.message;
      return isErrorKey(error.code) ? t(`errors.${error.code}`) : t("common.unknownError");
    },
    [t],
  );
}

/**
 * Validates `value` with `schema`; on failure returns the first issue per field. The field is
 * the last name in the issue path (["contact", "email"] → "email"); an issue without one is
 * reported on `fallback`.
 */
export function schemaErrors<Field extends string>(schema: z.ZodType | undefined, value: unknown, fields: readonly Field[], fallback: Field | "form" = "form"): FieldErrors<Field> {
  invariant(schema !== undefined, "endpoint has no body schema");
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  const errors: FieldErrors<Field> = {};
  for (const issue of parsed.error.issues) {
    const named = [...issue.path].reverse().find((part): part is string => typeof part === "string");
    const field = named !== undefined && (fields as readonly string[]).includes(named) ? (named as Field) : fallback;
    if (errors[field] === undefined) errors[field] = { code: issue.message };
  }
  return errors;
}

/** Which field a server error code is about. */
const fieldOfCode = new Map<number, string>([
  [errorCodes.enterUsernameOrEmail, "account"],
  [errorCodes.userNotFound, "account"],
  [errorCodes.usernameWrong, "username"],
  [errorCodes.usernameExists, "username"],
  [errorCodes.enterUsername, "username"],
  [errorCodes.emailWrong, "email"],
  [errorCodes.emailExists, "email"],
  [errorCodes.enterValidEmail, "email"],
  [errorCodes.phoneExists, "phone"],
  [errorCodes.phoneWrong, "phone"],
  [errorCodes.sendCodeFirst, "code"],
  [errorCodes.verificationCodeWrong, "code"],
  [errorCodes.verificationCodeExpired, "code"],
  [errorCodes.enterVerificationCode, "code"],
  [errorCodes.secondFactorCodeWrong, "code"],
  [errorCodes.secondFactorCodeReused, "code"],
  [errorCodes.enterSecondFactorCode, "code"],
  [errorCodes.invitationCodeUnknown, "inviteCode"],
  [errorCodes.enterInvitationCode, "inviteCode"],
  [errorCodes.passwordTooWeak, "password"],
  [errorCodes.enterPassword, "password"],
  [errorCodes.passwordsNotSame, "confirmPassword"],
  [errorCodes.confirmPassword, "confirmPassword"],
]);

/** Places a failed call's message under its field when the form has that field. */
export function serverErrors<Field extends string>(error: unknown, fields: readonly Field[], overrides: Partial<Record<number, Field>> = {}): FieldErrors<Field> {
  const message = errorMessage(error);
  if (!(error instanceof ApiError)) return { form: { message } } as FieldErrors<Field>;
  // The server names the field of a validation failure ("contact.email"); else the code tells.
  const named = error.field?.split(".").at(-1);
  const field = overrides[error.code] ?? (named !== undefined && (fields as readonly string[]).includes(named) ? named : fieldOfCode.get(error.code));
  if (field !== undefined && (fields as readonly string[]).includes(field)) return { [field]: { message } } as FieldErrors<Field>;
  return { form: { message } } as FieldErrors<Field>;
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some((error) => error !== undefined);
}
