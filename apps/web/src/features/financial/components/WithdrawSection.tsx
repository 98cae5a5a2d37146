// The withdrawal form (SPEC §3, §5, §9; DESIGN §6): real book and verified identity only. The
// user picks a method (coin and network), pastes an address checked against the network's format,
// and types an amount against the available balance of that coin; fee, total and the daily count
// are on screen before submit, and a confirmation repeats them with the address. The request
// carries an Idempotency-Key made when the confirmation opens, so a retry or a double click
// replays instead of withdrawing twice. Every refusal of the server lands under its field.
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { errorCodes } from "@tradewind/api/errors";
import type { PaymentNetwork, WithdrawalTerms } from "@tradewind/api/payments";
import { addressValid } from "@tradewind/domain/payment-addresses";
import { FormError } from "@tradewind/ui/Field.tsx";
import { ApiError, errorMessage } from "@tradewind/ui/api-core.ts";
import { Choice } from "../../../components/Choice.tsx";
import { Field } from "../../../components/Field.tsx";
import { HeldNotice } from "../../../components/HeldNotice.tsx";
import { QueryFallback } from "../../../components/QueryFallback.tsx";
import { StepUpDialog } from "../../../components/StepUpDialog.tsx";
import { formatAmount, useLocale } from "../../../i18n/format.ts";
import { bookOf, useSession } from "../../../lib/session.ts";
import { needsStepUp } from "../../../lib/step-up.ts";
import { useUserInfo } from "../../../lib/user-info.ts";
import { useSavedAddresses, useWithdrawalSubmission, useWithdrawalTerms, type WithdrawalBody } from "../api/withdrawal.ts";
import { ConfirmWithdrawal } from "./ConfirmWithdrawal.tsx";
import { RealBookNotice } from "./RealBookNotice.tsx";
import { WithdrawalCharges } from "./WithdrawalCharges.tsx";
import { maxWithdrawable, methodKey, methodOf, previewWithdrawal, remainingCountParams, type WithdrawalMethod } from "../withdrawal.ts";
import "./WithdrawSection.css";

export function WithdrawSection() {
  const { t } = useTranslation();
  const { accountFlag } = useSession();
  const real = bookOf(accountFlag) === "real";
  const terms = useWithdrawalTerms(real);
  if (!real) return <RealBookNotice />;
  if (terms.isPending || terms.isError) return <QueryFallback query={terms} lines={6} />;
  if (!terms.data.kycVerified) {
    return (
      <section className="card card--padded financial-notice" data-testid="withdraw-kyc-required">
        <h2 className="financial__section-title">{t("errors.10022")}</h2>
        <p className="financial-notice__detail">{t("withdraw.kycDetail")}</p>
        <Link to="/profile/verification" className="button button--primary button--small">
          {t("withdraw.kycLink")}
        </Link>
      </section>
    );
  }
  return <WithdrawForm terms={terms.data} />;
}

type FieldName = "method" | "address" | "amount" | "form";
type Errors = Partial<Record<FieldName, string>>;

/** Which field a server refusal is about; the rest are said above the form (or in the confirmation). */
const fieldOfCode = new Map<number, FieldName>([
  [errorCodes.selectWithdrawalMethod, "method"],
  [errorCodes.receivingAddressMissing, "address"],
  [errorCodes.withdrawalAddressInvalid, "address"],
  [errorCodes.amountWrong, "amount"],
  [errorCodes.insufficientBalance, "amount"],
  [errorCodes.purchaseAmountWrong, "amount"],
]);

function fieldOf(error: unknown): FieldName {
  if (!(error instanceof ApiError)) return "form";
  const named = error.field?.split(".").at(-1);
  if (named === "coin" || named === "network") return "method";
  if (named === "address" || named === "amount") return named;
  return fieldOfCode.get(error.code) ?? "form";
}

function WithdrawForm({ terms }: { terms: WithdrawalTerms }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const [address, setAddress] = useState("");
  const [amount, setAmount] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [review, setReview] = useState<{ body: WithdrawalBody; key: string } | null>(null);
  const [steppingUp, setSteppingUp] = useState(false);
  const method = methodOf(chosen, terms.methods);
  const available = useAvailableOf(method);
  const preview = method === undefined ? ({ state: "empty" } as const) : previewWithdrawal(amount, terms.feeRate, method.coin, available);
  const check = useWithdrawalCheck();
  const submission = useWithdrawalSubmission(() => {
    setReview(null);
    setAddress("");
    setAmount("");
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = check({ method, address, preview, remaining: terms.remainingToday });
    setErrors(found);
    if (method !== undefined && Object.keys(found).length === 0) {
      submission.reset();
      setReview({ body: { coin: method.coin, network: method.network, address: address.trim(), amount: amount.trim() }, key: crypto.randomUUID() });
    }
  };
  const onConfirm = (request = review) => {
    if (request === null) return;
    submission.mutate(request, {
      onError: (error) => {
        if (needsStepUp(error)) {
          setSteppingUp(true);
          return;
        }
        const field = fieldOf(error);
        // A field's refusal goes back to the form; anything else stays in the confirmation, where a retry reuses the key.
        if (field !== "form") {
          setReview(null);
          setErrors({ [field]: errorMessage(error) });
        }
      },
    });
  };

  return (
    <section className="card card--padded withdraw" aria-labelledby="withdraw-title" data-testid="withdraw-section">
      <h2 id="withdraw-title" className="financial__section-title">
        {t("withdraw.title")}
      </h2>
      <RemainingCount terms={terms} />
      {terms.heldUntil !== null && <HeldNotice until={terms.heldUntil} />}
      <form onSubmit={onSubmit} noValidate>
        <FormError message={errors.form} />
        <MethodChoice methods={terms.methods} chosen={chosen} error={errors.method} onChange={(next) => {
            setChosen(next);
            setErrors({});
          }} />
        <AddressField network={method?.network} value={address} error={errors.address} onChange={setAddress} onError={(error) => setErrors((current) => ({ ...current, address: error }))} />
        {method !== undefined && <SavedAddresses method={method} onPick={setAddress} />}
        <AmountField method={method} available={available} feeRate={terms.feeRate} value={amount} error={errors.amount} onChange={setAmount} />
        <WithdrawalCharges feeRate={terms.feeRate} coin={method?.coin} preview={preview} />
        <button type="submit" className="button button--primary button--block" disabled={terms.remainingToday === 0} data-testid="withdraw-review">
          {t("withdraw.review")}
        </button>
      </form>
      {review !== null && method !== undefined && preview.state === "ready" && (
        <ConfirmWithdrawal
          body={review.body}
          charges={preview}
          pending={submission.isPending}
          error={submission.error === null ? undefined : errorMessage(submission.error)}
          onConfirm={() => onConfirm()}
          onClose={() => {
            if (!submission.isPending) setReview(null);
          }}
        />
      )}
      {steppingUp && review !== null && (
        <StepUpDialog
          onConfirmed={() => {
            setSteppingUp(false);
            // The refused request moved nothing; the retry gets a key of its own.
            const retry = { ...review, key: crypto.randomUUID() };
            setReview(retry);
            onConfirm(retry);
          }}
          onClose={() => setSteppingUp(false)}
        />
      )}
    </section>
  );
}

/** The available balance of the chosen coin in the real book ("0" before a method is chosen or while loading). */
function useAvailableOf(method: WithdrawalMethod | undefined): string {
  const info = useUserInfo();
  if (method === undefined) return "0";
  return info.data?.balances.find((balance) => balance.currency === method.coin)?.available ?? "0";
}

interface CheckInput {
  method: WithdrawalMethod | undefined;
  address: string;
  preview: ReturnType<typeof previewWithdrawal>;
  remaining: number;
}

/** The server's own checks, run before the confirmation so the user fixes them in place. */
function useWithdrawalCheck(): (input: CheckInput) => Errors {
  const { t } = useTranslation();
  return ({ method, address, preview, remaining }) => {
    const errors: Errors = {};
    if (remaining === 0) errors.form = t("errors.10099");
    if (method === undefined) {
      errors.method = t("errors.10025");
      return errors;
    }
    const addressError = addressProblem(method.network, address);
    if (addressError !== undefined) errors.address = t(`errors.${addressError}`, { network: method.network });
    if (preview.state === "empty") errors.amount = t("withdraw.enterAmount");
    else if (preview.state === "invalid") errors.amount = t("errors.10165");
    else if (!preview.covered) errors.amount = t("errors.10092");
    return errors;
  };
}

/** The address's problem as its catalogue code: missing (10021) or not an address of the network (10164). */
function addressProblem(network: PaymentNetwork, address: string): "10021" | "10164" | undefined {
  const trimmed = address.trim();
  if (trimmed === "") return "10021";
  return addressValid(network, trimmed) ? undefined : "10164";
}

/** The saved addresses of the chosen method, to fill the address with; one still waiting says from when. */
function SavedAddresses({ method, onPick }: { method: WithdrawalMethod; onPick: (address: string) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const saved = useSavedAddresses();
  const mine = (saved.data?.items ?? []).filter((item) => item.coin === method.coin && item.network === method.network);
  if (mine.length === 0) return null;
  const now = Date.now();
  return (
    <div className="withdraw__saved" data-testid="withdraw-saved">
      <span className="field__label">{t("security.pickSaved")}</span>
      <ul>
        {mine.map((item) => {
          const waiting = new Date(item.usableAt).getTime() > now;
          return (
            <li key={item.id}>
              <button type="button" className="button button--secondary button--small" disabled={waiting} onClick={() => onPick(item.address)} data-testid="withdraw-saved-pick">
                {item.label}
              </button>{" "}
              <span dir="ltr" className="withdraw__saved-address">
                {item.address}
              </span>
              {waiting && <span className="withdraw__saved-wait"> · {t("security.addressWaiting", { time: new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(item.usableAt)) })}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** "Withdrawals left today: 2 of 3. The count starts again at 00:00 UTC." */
function RemainingCount({ terms }: { terms: WithdrawalTerms }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const params = remainingCountParams(terms, locale);
  const usedUp = terms.remainingToday === 0;
  return (
    <p className={`withdraw__remaining${usedUp ? " withdraw__remaining--used" : ""}`} data-testid="withdraw-remaining" data-remaining={terms.remainingToday}>
      {usedUp ? t("withdraw.usedUp", params) : t("withdraw.remaining", params)}
    </p>
  );
}

function MethodChoice({ methods, chosen, error, onChange }: { methods: readonly WithdrawalMethod[]; chosen: string | null; error: string | undefined; onChange: (key: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className={`field withdraw__methods${error === undefined ? "" : " field--invalid"}`}>
      <span className="field__label" id="withdraw-method-label">
        {t("withdraw.method")}
      </span>
      <Choice
        look="segments"
        options={methods.map(methodKey)}
        value={chosen ?? ""}
        onChange={onChange}
        labelOf={(key) => {
          const method = methodOf(key, methods);
          return method === undefined ? key : t("withdraw.methodName", { coin: method.coin, network: t(`deposit.networks.${method.network}`) });
        }}
        label={t("withdraw.method")}
        testIdPrefix="withdraw-method"
      />
      {error !== undefined && (
        <p className="field__error" role="alert" data-testid="withdraw-method-error">
          {error}
        </p>
      )}
    </div>
  );
}

interface AddressFieldProps {
  network: PaymentNetwork | undefined;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onError: (error: string | undefined) => void;
}

/** Checked when the user leaves it, once a network is chosen: a wrong network's address is caught before review. */
function AddressField({ network, value, error, onChange, onError }: AddressFieldProps) {
  const { t } = useTranslation();
  return (
    <Field
      label={t("withdraw.address")}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        const problem = network === undefined || value.trim() === "" ? undefined : addressProblem(network, value);
        onError(problem === undefined ? undefined : t(`errors.${problem}`, { network }));
      }}
      placeholder={network === undefined ? t("withdraw.addressPlaceholderAny") : t("withdraw.addressPlaceholder", { network: t(`deposit.networks.${network}`) })}
      hint={t("withdraw.addressHint")}
      error={error}
      dir="ltr"
      autoComplete="off"
      spellCheck={false}
      maxLength={120}
      data-testid="withdraw-address"
    />
  );
}

interface AmountFieldProps {
  method: WithdrawalMethod | undefined;
  available: string;
  feeRate: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** The amount with the coin's available balance and "max": the most whose amount + fee the balance covers. */
function AmountField({ method, available, feeRate, value, error, onChange }: AmountFieldProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const max = method === undefined ? null : maxWithdrawable(available, feeRate, method.coin);
  const hint =
    method === undefined ? undefined : (
      <span data-testid="withdraw-available">
        {t("withdraw.available", { amount: formatAmount(available, method.coin, locale, { style: "exact" }), coin: method.coin })}
        {max === null && ` ${t("withdraw.nothingToWithdraw")}`}
      </span>
    );
  const maxButton = (
    <button type="button" className="button button--secondary withdraw__max" disabled={max === null} onClick={() => max !== null && onChange(max)} data-testid="withdraw-max">
      {t("withdraw.max")}
    </button>
  );
  return (
    <Field
      label={method === undefined ? t("withdraw.amount") : t("withdraw.amountIn", { coin: method.coin })}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      inputMode="decimal"
      autoComplete="off"
      placeholder={t("withdraw.enterAmount")}
      hint={hint}
      error={error}
      trailing={maxButton}
      dir="ltr"
      disabled={method === undefined}
      data-testid="withdraw-amount"
    />
  );
}
