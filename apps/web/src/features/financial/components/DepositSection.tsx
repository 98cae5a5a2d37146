// The deposit section of /profile/financial (SPEC §3, §5, §9): real book only. The user picks a
// coin and network, sends coins to the platform's receiving address (QR code and copy button;
// a seeded placeholder is named as such and takes no deposits), then reports the amount, the
// transaction hash, optionally the sending address's last six characters, and a proof
// screenshot. Finance reviews it; the records section lists it. Coin and network live in the URL.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { Deposit, ReceivingAddress } from "@tradewind/api/payments";
import { FormError } from "@tradewind/ui/Field.tsx";
import { Choice } from "../../../components/Choice.tsx";
import { Field } from "../../../components/Field.tsx";
import { ImageUpload } from "../../../components/ImageUpload.tsx";
import { QrCode } from "../../../components/QrCode.tsx";
import { QueryFallback } from "../../../components/QueryFallback.tsx";
import { EmptyState } from "../../../components/States.tsx";
import { useToast } from "../../../components/Toast.tsx";
import { formatDateTime, useLocale } from "../../../i18n/format.ts";
import { serverErrors, useErrorText, type FieldError } from "../../../lib/form-errors.ts";
import { formatQuantity } from "../../../lib/orders/display.ts";
import { useSession } from "../../../lib/session.ts";
import { useDepositAddresses, useSendDeposit } from "../api/deposit.ts";
import { RealBookNotice } from "./RealBookNotice.tsx";
import { checkDepositForm, chosenMethod, depositFields, emptyDepositForm, orderedMethods, type DepositError, type DepositField, type DepositFormValues } from "../deposit-form.ts";
import "./DepositSection.css";

export function DepositSection() {
  const { accountFlag } = useSession();
  return <section className="deposit" data-testid="deposit-section">{accountFlag === "1" ? <RealBookNotice /> : <RealDeposit />}</section>;
}

function RealDeposit() {
  const { t } = useTranslation();
  const addresses = useDepositAddresses();
  const items = useMemo(() => orderedMethods(addresses.data?.items ?? []), [addresses.data]);
  const [method, choose] = useChosenMethod(items);
  if (addresses.isPending || addresses.isError) return <QueryFallback query={addresses} lines={6} />;
  if (method === null) {
    return (
      <div className="card">
        <EmptyState message={t("deposit.noMethods")} />
      </div>
    );
  }
  return (
    <div className="deposit__layout">
      <AddressPanel items={items} method={method} onChoose={choose} />
      <StepCard step={2} title={t("deposit.reportTitle")} className="deposit__report">
        {method.placeholder ? (
          <p className="deposit__unavailable">{t("deposit.reportUnavailable")}</p>
        ) : (
          <ReportForm key={`${method.coin}-${method.network}`} method={method} />
        )}
      </StepCard>
    </div>
  );
}

/** One of the two numbered steps: send the coins, then report them. */
function StepCard({ step, title, className, children }: { step: number; title: string; className: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={`card card--padded ${className}`} aria-labelledby={id}>
      <h2 id={id} className="deposit__title">
        <span className="deposit__step" aria-hidden="true">
          {step}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The coin and network named in the URL, else the first configured method (chosenMethod); choosing keeps the section. */
function useChosenMethod(items: readonly ReceivingAddress[]): [ReceivingAddress | null, (coin: string, network?: string) => void] {
  const [search, setSearch] = useSearchParams();
  const method = chosenMethod(items, search.get("coin"), search.get("network"));
  function choose(nextCoin: string, nextNetwork?: string) {
    const next = chosenMethod(items, nextCoin, nextNetwork ?? null);
    if (next === null || next.coin !== nextCoin) return;
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("coin", next.coin);
        updated.set("network", next.network);
        return updated;
      },
      { replace: true },
    );
  }
  return [method, choose];
}

function AddressPanel({ items, method, onChoose }: { items: readonly ReceivingAddress[]; method: ReceivingAddress; onChoose: (coin: string, network?: string) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const coins = [...new Set(items.map((item) => item.coin))];
  const networks = items.filter((item) => item.coin === method.coin).map((item) => item.network);
  const names = { coin: method.coin, network: t(`deposit.networks.${method.network}`) };
  return (
    <StepCard step={1} title={t("deposit.sendTitle")} className="deposit__address">
      <div className="deposit__choice">
        <span className="deposit__choice-label">{t("deposit.coin")}</span>
        <Choice look="segments" options={coins} value={method.coin} onChange={(coin) => onChoose(coin)} labelOf={(coin) => coin} label={t("deposit.coin")} testIdPrefix="deposit-coin" />
      </div>
      <div className="deposit__choice">
        <span className="deposit__choice-label">{t("deposit.network")}</span>
        <Choice look="segments" options={networks} value={method.network} onChange={(network) => onChoose(method.coin, network)} labelOf={(network) => t(`deposit.networks.${network}`)} label={t("deposit.network")} testIdPrefix="deposit-network" />
      </div>
      {method.placeholder ? (
        <p className="deposit__warning deposit__warning--strong" role="alert" data-testid="deposit-placeholder">
          {t("deposit.placeholderWarning", names)}
        </p>
      ) : (
        <ReceivingAddressView method={method} />
      )}
      <p className="deposit__minimum" data-testid="deposit-minimum">
        {t("deposit.minimum")}{" "}
        <strong className="numeric" dir="ltr">
          {formatQuantity(method.minimum, locale)} {method.coin}
        </strong>
      </p>
      {!method.placeholder && <p className="deposit__warning">{t("deposit.sendOnly", names)}</p>}
    </StepCard>
  );
}

function ReceivingAddressView({ method }: { method: ReceivingAddress }) {
  const { t } = useTranslation();
  const toast = useToast();
  const label = t("deposit.address", { coin: method.coin, network: t(`deposit.networks.${method.network}`) });
  async function copy() {
    try {
      await navigator.clipboard.writeText(method.address);
      toast(t("deposit.copied"));
    } catch (error) {
      // No clipboard outside a secure context, or permission refused: the text stays selectable.
      console.warn("copying the address failed", error);
      toast(t("deposit.copyFailed"), "error");
    }
  }
  return (
    <div className="deposit__receiving">
      <QrCode text={method.address} label={t("deposit.qrLabel", { address: method.address })} />
      <div className="deposit__address-text">
        <span className="deposit__choice-label">{label}</span>
        <code className="deposit__address-value" dir="ltr" data-testid="deposit-address">
          {method.address}
        </code>
        <button type="button" className="button button--secondary button--small" onClick={() => void copy()} data-testid="deposit-copy">
          {t("deposit.copy")}
        </button>
      </div>
    </div>
  );
}

function ReportForm({ method }: { method: ReceivingAddress }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<DepositFormValues>(emptyDepositForm);
  const [errors, setErrors] = useState<Partial<Record<DepositField | "form", ShownError>>>({});
  const submit = useSendDeposit((error) => setErrors(serverErrors(error, depositFields, { 10161: "amount", 10162: "txHash", 10163: "txHash", 10165: "amount", 10155: "proofImageId" })));
  const errorText = useDepositErrorText();

  function set<F extends DepositField>(field: F, value: DepositFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submit.isPending) return;
    const check = checkDepositForm(values, method);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    submit.mutate(check.body);
  }

  if (submit.data !== undefined) {
    return (
      <DepositSent
        deposit={submit.data.deposit}
        onAnother={() => {
          submit.reset();
          setValues(emptyDepositForm);
        }}
      />
    );
  }
  const text = (field: DepositField) => errorText(errors[field]);
  return (
    <form className="deposit__form" noValidate onSubmit={onSubmit} data-testid="deposit-form">
      <Field label={t("deposit.amount", { coin: method.coin })} inputMode="decimal" autoComplete="off" dir="ltr" value={values.amount} onChange={(event) => set("amount", event.target.value)} error={text("amount")} data-testid="deposit-amount" />
      <Field label={t("deposit.txHash")} autoComplete="off" spellCheck={false} dir="ltr" maxLength={100} hint={t(`deposit.txHashHint.${method.network}`)} value={values.txHash} onChange={(event) => set("txHash", event.target.value)} error={text("txHash")} data-testid="deposit-tx-hash" />
      <Field label={t("deposit.senderTail")} optionalLabel autoComplete="off" spellCheck={false} dir="ltr" maxLength={6} hint={t("deposit.senderTailHint")} value={values.senderTail} onChange={(event) => set("senderTail", event.target.value)} error={text("senderTail")} data-testid="deposit-sender-tail" />
      <ImageUpload label={t("deposit.proof")} purpose="deposit_proof" value={values.proofImageId} onChange={(id) => set("proofImageId", id)} error={text("proofImageId")} testId="deposit-proof" />
      <FormError message={errorText(errors.form)} />
      <button type="submit" className="button button--primary button--block" disabled={submit.isPending} data-testid="deposit-submit">
        {submit.isPending ? t("deposit.submitting") : t("deposit.submit")}
      </button>
    </form>
  );
}

type ShownError = DepositError | FieldError;

function useDepositErrorText(): (error: ShownError | undefined) => string | undefined {
  const { t } = useTranslation();
  const catalogued = useErrorText();
  return (error) => {
    if (error === undefined || "message" in error) return catalogued(error);
    if ("senderTail" in error) return t("deposit.senderTailInvalid");
    if (typeof error.code === "string") return catalogued({ code: error.code });
    if ("limit" in error) return t("errors.10161", { coin: error.coin, limit: error.limit });
    return t(`errors.${error.code}`);
  };
}

function DepositSent({ deposit, onAnother }: { deposit: Deposit; onAnother: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const panel = useRef<HTMLDivElement>(null);
  // On a phone the report sits below the address: bring the outcome into view.
  useEffect(() => panel.current?.scrollIntoView({ block: "nearest", behavior: "smooth" }), []);
  return (
    <div ref={panel} className="deposit__sent" role="status" data-testid="deposit-sent">
      <p className="deposit__sent-title">{t("success.20002")}</p>
      <p>
        <span className="numeric" dir="ltr">
          {formatQuantity(deposit.amount, locale)} {deposit.coin}
        </span>{" "}
        · <time dateTime={deposit.createdAt}>{formatDateTime(deposit.createdAt, locale)}</time>
      </p>
      <p>{t("deposit.sentBody")}</p>
      <div className="deposit__sent-actions">
        <Link to="/profile/financial?section=records" className="button button--primary" data-testid="deposit-view-records">
          {t("deposit.viewRecords")}
        </Link>
        <button type="button" className="button button--secondary" onClick={onAnother}>
          {t("deposit.another")}
        </button>
      </div>
    </div>
  );
}
