// Change password with the current one (POST /user/repassword, mode "change"), after "confirm it
// is you" when the server asks for a step-up (10307).
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { repassword } from "@tradewind/api/accounts";
import { errorCodes } from "@tradewind/api/errors";
import { FormError } from "@tradewind/ui/Field.tsx";
import { Field } from "../../../components/Field.tsx";
import { Modal } from "../../../components/Modal.tsx";
import { StepUpDialog } from "../../../components/StepUpDialog.tsx";
import { useToast } from "../../../components/Toast.tsx";
import { hasErrors, schemaErrors, serverErrors, useErrorText, type FieldErrors } from "../../../lib/form-errors.ts";
import { needsStepUp } from "../../../lib/step-up.ts";
import { changePassword, type ChangePasswordBody } from "../api/profile.ts";
import { NewPasswordFields } from "../../../components/NewPasswordFields.tsx";

const fields = ["oldPassword", "password", "confirmPassword"] as const;
type PasswordField = (typeof fields)[number];

export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const [oldPassword, setOldPassword] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({});
  const [submitting, setSubmitting] = useState(false);
  const [steppingUp, setSteppingUp] = useState(false);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const body: ChangePasswordBody = { mode: "change", oldPassword, password, confirmPassword };
    const invalid = schemaErrors(repassword.body, body, fields);
    setErrors(invalid);
    if (hasErrors(invalid)) return;
    setSubmitting(true);
    try {
      await changePassword(body);
      toast(t("profile.passwordChanged"));
      onClose();
    } catch (failure) {
      if (needsStepUp(failure)) {
        setSteppingUp(true);
        return;
      }
      // A wrong current password is reported on that field.
      setErrors(serverErrors(failure, fields, { [errorCodes.passwordWrong]: "oldPassword" }));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Modal title={t("profile.changePasswordTitle")} onClose={onClose} testId="change-password-modal">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormError message={errorText(errors.form)} />
        <Field
          label={t("profile.oldPassword")}
          type="password"
          autoComplete="current-password"
          value={oldPassword}
          onChange={(event) => setOldPassword(event.target.value)}
          error={errorText(errors.oldPassword)}
          data-testid="field-old-password"
        />
        <NewPasswordFields
          labels="newPassword"
          password={password}
          confirmPassword={confirmPassword}
          onPasswordChange={setPassword}
          onConfirmPasswordChange={setConfirmPassword}
          errors={{ password: errorText(errors.password), confirmPassword: errorText(errors.confirmPassword) }}
          testIds={{ password: "field-new-password", confirmPassword: "field-confirm-new-password" }}
        />
        <div className="modal-actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <button type="submit" className="button button--primary" disabled={submitting} data-testid="change-password-submit">
            {t("common.save")}
          </button>
        </div>
      </form>
      {steppingUp && (
        <StepUpDialog
          onConfirmed={() => {
            setSteppingUp(false);
            void submit();
          }}
          onClose={() => setSteppingUp(false)}
        />
      )}
    </Modal>
  );
}
