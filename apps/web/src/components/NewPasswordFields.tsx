// The "new password" and "confirm it" pair that registration, reset and password change share.
import { useTranslation } from "react-i18next";
import { Field } from "./Field.tsx";

interface NewPasswordFieldsProps {
  password: string;
  confirmPassword: string;
  onPasswordChange(value: string): void;
  onConfirmPasswordChange(value: string): void;
  errors: { password?: string | undefined; confirmPassword?: string | undefined };
  /** Registration asks for "Password"; reset and change ask for "New password". */
  labels: "password" | "newPassword";
  testIds: { password: string; confirmPassword: string };
}

export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const isNew = props.labels === "newPassword";
  return (
    <>
      <Field
        label={t(isNew ? "auth.newPassword" : "auth.password")}
        type="password"
        name="password"
        autoComplete="new-password"
        value={props.password}
        onChange={(event) => props.onPasswordChange(event.target.value)}
        error={props.errors.password}
        hint={t("auth.passwordHint")}
        data-testid={props.testIds.password}
      />
      <Field
        label={t(isNew ? "auth.confirmNewPassword" : "auth.confirmPassword")}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={props.confirmPassword}
        onChange={(event) => props.onConfirmPasswordChange(event.target.value)}
        error={props.errors.confirmPassword}
        data-testid={props.testIds.confirmPassword}
      />
    </>
  );
}
