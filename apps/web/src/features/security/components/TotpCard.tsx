// The authenticator app on the security page: off (with the way to turn it on), enrolling,
// showing fresh recovery codes, or on (with new recovery codes and turning it off, each proved
// by a code).
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { SecurityState } from "@tradewind/api/security";
import { FormError } from "@tradewind/ui/Field.tsx";
import { SecondFactorField, type SecondFactorMethod } from "../../../components/SecondFactorField.tsx";
import { useToast } from "../../../components/Toast.tsx";
import { serverErrors, useErrorText, type FieldErrors } from "../../../lib/form-errors.ts";
import { useDisableTotp, useRenewRecoveryCodes, useStartTotp } from "../api/security.ts";
import { RecoveryCodesPanel } from "./RecoveryCodesPanel.tsx";
import { TotpEnrolment } from "./TotpEnrolment.tsx";

type Step = { kind: "idle" } | { kind: "enrolling"; secret: string; otpauthUrl: string } | { kind: "codes"; codes: string[] } | { kind: "proving"; action: "disable" | "renew" };

export function TotpCard({ state }: { state: SecurityState }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const start = useStartTotp();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const enabledAt = state.totp.enabledAt;

  return (
    <section className="card card--padded security__section" aria-labelledby="security-totp" data-testid="totp-card">
      <div className="security__row">
        <h2 id="security-totp" className="security__title">
          {t("security.totpTitle")}
        </h2>
        <span className={`security__badge security__badge--${state.totp.enabled ? "on" : "off"}`} data-testid="totp-status">
          {enabledAt ? t("security.totpOn", { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(enabledAt)) }) : t("security.totpOff")}
        </span>
      </div>
      <p className="security__hint">{t("security.totpIntro")}</p>
      {step.kind === "enrolling" && (
        <TotpEnrolment
          enrolment={step}
          onConfirmed={(codes) => {
            toast(t("security.turnedOn"));
            setStep({ kind: "codes", codes });
          }}
          onCancel={() => setStep({ kind: "idle" })}
        />
      )}
      {step.kind === "codes" && <RecoveryCodesPanel codes={step.codes} onDone={() => setStep({ kind: "idle" })} />}
      {step.kind === "proving" && (
        <ProveForm
          action={step.action}
          onDone={(codes) => {
            if (codes) setStep({ kind: "codes", codes });
            else {
              toast(t("security.turnedOff"));
              setStep({ kind: "idle" });
            }
          }}
          onCancel={() => setStep({ kind: "idle" })}
        />
      )}
      {step.kind === "idle" && !state.totp.enabled && (
        <div className="security__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={start.isPending}
            onClick={() => start.mutate(undefined, { onSuccess: (enrolment) => setStep({ kind: "enrolling", ...enrolment }) })}
            data-testid="totp-turn-on"
          >
            {t("security.turnOn")}
          </button>
        </div>
      )}
      {step.kind === "idle" && state.totp.enabled && (
        <>
          <p className="security__hint" data-testid="recovery-codes-left">
            {t("security.recoveryLeft", { count: state.recoveryCodesLeft })}
          </p>
          <div className="security__actions">
            <button type="button" className="button button--secondary" onClick={() => setStep({ kind: "proving", action: "renew" })} data-testid="recovery-codes-renew">
              {t("security.renew")}
            </button>
            <button type="button" className="button button--danger" onClick={() => setStep({ kind: "proving", action: "disable" })} data-testid="totp-turn-off">
              {t("security.turnOff")}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

/** A code proving the factor before it is turned off (app or recovery code) or its recovery codes renewed (app only). */
function ProveForm({ action, onDone, onCancel }: { action: "disable" | "renew"; onDone: (codes: string[] | null) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const disable = useDisableTotp();
  const renew = useRenewRecoveryCodes();
  const [method, setMethod] = useState<SecondFactorMethod>("totp");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<FieldErrors<"code">>({});
  const onError = (failure: unknown) => setErrors(serverErrors(failure, ["code"] as const));

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    if (action === "renew") renew.mutate({ code }, { onSuccess: (result) => onDone(result.recoveryCodes), onError });
    else disable.mutate({ proof: { method, code } }, { onSuccess: () => onDone(null), onError });
  }

  return (
    <form className="security__enrol" onSubmit={submit} noValidate data-testid={`totp-${action}-form`}>
      <p>{action === "renew" ? t("security.renewHint") : t("security.turnOffHint")}</p>
      <FormError message={errorText(errors.form)} />
      <SecondFactorField
        method={action === "renew" ? "totp" : method}
        onMethodChange={setMethod}
        code={code}
        onCodeChange={setCode}
        error={errorText(errors.code)}
        testId={`totp-${action}-code`}
        allowRecovery={action === "disable"}
      />
      <div className="security__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t("common.cancel")}
        </button>
        <button type="submit" className={`button ${action === "disable" ? "button--danger" : "button--primary"}`} disabled={disable.isPending || renew.isPending} data-testid={`totp-${action}-submit`}>
          {action === "renew" ? t("security.renew") : t("security.turnOff")}
        </button>
      </div>
    </form>
  );
}
