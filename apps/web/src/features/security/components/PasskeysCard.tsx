// Passkeys on the security page: the account's passkeys (name, added, last used) with a way to
// remove each, and adding one under a name through the browser's own prompt.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { passkeyNameSchema, type Passkey } from "@tradewind/api/passkeys";
import { FormError } from "@tradewind/ui/Field.tsx";
import { Field } from "../../../components/Field.tsx";
import { useToast } from "../../../components/Toast.tsx";
import { schemaErrors, serverErrors, useErrorText, type FieldErrors } from "../../../lib/form-errors.ts";
import { PasskeyCancelledError, passkeysSupported } from "../../../lib/passkeys.ts";
import { useAddPasskey, useRemovePasskey } from "../api/security.ts";

export function PasskeysCard({ passkeys }: { passkeys: Passkey[] }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const supported = passkeysSupported();
  return (
    <section className="card card--padded security__section" aria-labelledby="security-passkeys" data-testid="passkeys-card">
      <div className="security__row">
        <h2 id="security-passkeys" className="security__title">
          {t("security.passkeysTitle")}
        </h2>
        <span className={`security__badge security__badge--${passkeys.length > 0 ? "on" : "off"}`} data-testid="passkeys-status">
          {passkeys.length > 0 ? t("security.passkeysCount", { count: passkeys.length }) : t("security.totpOff")}
        </span>
      </div>
      <p className="security__hint">{supported ? t("security.passkeysIntro") : t("security.passkeysUnsupported")}</p>
      {passkeys.length > 0 && (
        <ul className="security__events" data-testid="passkey-list">
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
      {supported &&
        (adding ? (
          <AddPasskeyForm onDone={() => setAdding(false)} />
        ) : (
          <div className="security__actions">
            <button type="button" className="button button--primary" onClick={() => setAdding(true)} data-testid="passkey-add">
              {t("security.passkeyAdd")}
            </button>
          </div>
        ))}
    </section>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const remove = useRemovePasskey();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <li className="security__event" data-testid="passkey-row">
      <span className="security__event-kind">
        <bdi>{passkey.name}</bdi>
        {passkey.backedUp && <span className="security__badge security__this-device">{t("security.passkeySynced")}</span>}
      </span>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={remove.isPending}
        aria-label={t("security.passkeyRemoveNamed", { name: passkey.name })}
        onClick={() => remove.mutate(passkey.id, { onSuccess: () => toast(t("security.passkeyRemoved")) })}
        data-testid={`passkey-remove-${passkey.id}`}
      >
        {t("security.passkeyRemove")}
      </button>
      <span className="security__event-where">
        {t("security.passkeyAdded", { time: when.format(new Date(passkey.createdAt)) })}
        {passkey.lastUsedAt !== null && <> · {t("security.lastSeen", { time: when.format(new Date(passkey.lastUsedAt)) })}</>}
      </span>
    </li>
  );
}

function AddPasskeyForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const add = useAddPasskey();
  const [name, setName] = useState("");
  const [errors, setErrors] = useState<FieldErrors<"name">>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = schemaErrors(passkeyNameSchema, name, [], "name");
    setErrors(invalid);
    if (invalid.name) return;
    add.mutate(name, {
      onSuccess: () => {
        toast(t("security.passkeySaved"));
        onDone();
      },
      onError: (failure) => setErrors(failure instanceof PasskeyCancelledError ? { form: { message: t("security.passkeyCancelled") } } : serverErrors(failure, ["name"] as const, { 10330: "name" })),
    });
  }

  return (
    <form className="security__enrol" onSubmit={submit} noValidate data-testid="passkey-add-form">
      <FormError message={errorText(errors.form)} />
      <Field
        label={t("security.passkeyName")}
        name="passkey-name"
        value={name}
        placeholder={t("security.passkeyNamePlaceholder")}
        onChange={(event) => setName(event.target.value)}
        error={errorText(errors.name)}
        maxLength={64}
        data-testid="field-passkey-name"
      />
      <div className="security__actions">
        <button type="button" className="button button--secondary" onClick={onDone}>
          {t("common.cancel")}
        </button>
        <button type="submit" className="button button--primary" disabled={add.isPending} data-testid="passkey-add-submit">
          {t("security.passkeyCreate")}
        </button>
      </div>
    </form>
  );
}
