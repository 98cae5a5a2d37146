// The code that proves a second factor: six digits from the authenticator app, or (after a
// switch) one of the recovery codes. Used by the second sign-in step and the security page.
import { useTranslation } from "react-i18next";
import { Field } from "./Field.tsx";

export type SecondFactorMethod = "totp" | "recovery";

interface SecondFactorFieldProps {
  method: SecondFactorMethod;
  onMethodChange: (method: SecondFactorMethod) => void;
  code: string;
  onCodeChange: (code: string) => void;
  error: string | undefined;
  testId: string;
  /** False where only the app's code proves the factor (renewing the recovery codes). */
  allowRecovery?: boolean;
}

export function SecondFactorField({ method, onMethodChange, code, onCodeChange, error, testId, allowRecovery = true }: SecondFactorFieldProps) {
  const { t } = useTranslation();
  const switchTo: SecondFactorMethod = method === "totp" ? "recovery" : "totp";
  return (
    <Field
      label={method === "totp" ? t("security.code") : t("security.recoveryCode")}
      name="code"
      autoComplete="one-time-code"
      inputMode={method === "totp" ? "numeric" : "text"}
      maxLength={method === "totp" ? 6 : 32}
      dir="ltr"
      value={code}
      onChange={(event) => onCodeChange(event.target.value)}
      error={error}
      data-testid={testId}
      hint={
        allowRecovery && (
        <button
          type="button"
          className="button button--ghost button--small second-factor__switch"
          onClick={() => {
            onCodeChange("");
            onMethodChange(switchTo);
          }}
          data-testid={`${testId}-switch`}
        >
          {switchTo === "recovery" ? t("security.useRecovery") : t("security.useApp")}
        </button>
        )
      }
    />
  );
}
