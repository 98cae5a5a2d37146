// The withdrawal address book on the security page (issue 24): the switch (always on with the
// authenticator app), the saved addresses with when each becomes usable, and a form to save one.
// Saving, and turning the book off, ask "confirm it is you" first when the server says so (10307).
import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { paymentMethods } from "@tradewind/api/payments";
import { getParamByKey } from "@tradewind/api/routes";
import type { SecurityState } from "@tradewind/api/security";
import { FormError } from "@tradewind/ui/Field.tsx";
import { Field } from "../../../components/Field.tsx";
import { StepUpRetry } from "../../../components/StepUpDialog.tsx";
import { useToast } from "../../../components/Toast.tsx";
import { useLocale } from "../../../i18n/format.ts";
import { serverErrors, useErrorText, type FieldErrors } from "../../../lib/form-errors.ts";
import { endpointQuery } from "../../../lib/query.ts";
import { needsStepUp } from "../../../lib/step-up.ts";
import { useAddWithdrawalAddress, useRemoveWithdrawalAddress, useSetAddressBook, useWithdrawalAddresses } from "../api/security.ts";

const methodKeys = paymentMethods.map((method) => `${method.coin}/${method.network}`);

export function AddressBookCard({ state }: { state: SecurityState }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const errorText = useErrorText();
  const toast = useToast();
  const addresses = useWithdrawalAddresses();
  const delay = useQuery(endpointQuery(getParamByKey, { params: { key: "withdrawal_address_delay_hours" } }));
  const setBook = useSetAddressBook();
  const add = useAddWithdrawalAddress();
  const remove = useRemoveWithdrawalAddress();
  const [methodKey, setMethodKey] = useState(methodKeys[0] ?? "");
  const [address, setAddress] = useState("");
  const [label, setLabel] = useState("");
  const [errors, setErrors] = useState<FieldErrors<"address" | "label">>({});
  /** The action the server asked a step-up for, run again once confirmed. */
  const [pendingAction, setPendingAction] = useState<(() => void) | null>(null);
  const when = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

  const onError = (retry: () => void) => (failure: unknown) => {
    if (needsStepUp(failure)) setPendingAction(() => retry);
    else setErrors(serverErrors(failure, ["address", "label"] as const));
  };

  function save(event?: FormEvent) {
    event?.preventDefault();
    setErrors({});
    const [coin, network] = methodKey.split("/");
    const method = paymentMethods.find((each) => each.coin === coin && each.network === network);
    if (!method) return;
    add.mutate(
      { coin: method.coin, network: method.network, address: address.trim(), label: label.trim() },
      {
        onSuccess: (result) => {
          toast(t("security.addressSaved", { time: when(result.address.usableAt) }));
          setAddress("");
          setLabel("");
        },
        onError: onError(() => save()),
      },
    );
  }

  const toggle = (on: boolean) => setBook.mutate(on, { onError: onError(() => toggle(on)) });
  const now = Date.now();
  const items = addresses.data?.items ?? [];

  return (
    <section className="card card--padded security__section" aria-labelledby="security-address-book" data-testid="address-book-card">
      <div className="security__row">
        <h2 id="security-address-book" className="security__title">
          {t("security.addressBookTitle")}
        </h2>
        <span className={`security__badge security__badge--${state.addressBook.on ? "on" : "off"}`} data-testid="address-book-status">
          {state.addressBook.on ? t("security.addressBookOn") : t("security.addressBookOff")}
        </span>
      </div>
      <p className="security__hint">{t("security.addressBookIntro", { hours: delay.data?.paramValue ?? "24" })}</p>
      {state.addressBook.required ? (
        <p className="security__hint">{t("security.addressBookRequired")}</p>
      ) : (
        <div className="security__actions">
          <button type="button" className="button button--secondary" disabled={setBook.isPending} onClick={() => toggle(!state.addressBook.on)} data-testid="address-book-toggle">
            {state.addressBook.on ? t("security.turnBookOff") : t("security.turnBookOn")}
          </button>
        </div>
      )}
      {items.length === 0 ? (
        <p className="security__hint">{t("security.addressesEmpty")}</p>
      ) : (
        <ul className="security__list" data-testid="address-book-list">
          {items.map((item) => {
            const waiting = new Date(item.usableAt).getTime() > now;
            return (
              <li key={item.id} className="security__item" data-testid="address-book-item" data-waiting={waiting}>
                <div>
                  <strong>{item.label}</strong> · {item.coin} {item.network}
                  <div dir="ltr" className="security__address">
                    {item.address}
                  </div>
                  <span className={`security__badge security__badge--${waiting ? "off" : "on"}`}>{waiting ? t("security.addressWaiting", { time: when(item.usableAt) }) : t("security.addressUsable")}</span>
                </div>
                <button type="button" className="button button--ghost button--small" disabled={remove.isPending} onClick={() => remove.mutate(item.id)}>
                  {t("security.removeAddress")}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form className="security__enrol" onSubmit={save} noValidate data-testid="address-book-form">
        <FormError message={errorText(errors.form)} />
        <label className="field">
          <span className="field__label">{t("security.addressMethod")}</span>
          <select className="select" value={methodKey} onChange={(event) => setMethodKey(event.target.value)} data-testid="address-book-method">
            {methodKeys.map((key) => (
              <option key={key} value={key}>
                {key.replace("/", " · ")}
              </option>
            ))}
          </select>
        </label>
        <Field label={t("security.address")} value={address} onChange={(event) => setAddress(event.target.value)} error={errorText(errors.address)} dir="ltr" autoComplete="off" spellCheck={false} maxLength={120} data-testid="address-book-address" />
        <Field label={t("security.addressLabel")} value={label} onChange={(event) => setLabel(event.target.value)} error={errorText(errors.label)} maxLength={40} data-testid="address-book-label" />
        <div className="security__actions">
          <button type="submit" className="button button--primary" disabled={add.isPending} data-testid="address-book-save">
            {t("security.saveAddress")}
          </button>
        </div>
      </form>
      <StepUpRetry retry={pendingAction} onDone={() => setPendingAction(null)} />
    </section>
  );
}
