// The application (issue 14): amount and term of the chosen product, the server's quote shown
// before the signature, the signature pad, then apply. Applying exports the drawing as a PNG,
// uploads it (purpose loan_signature) and posts the application with an Idempotency-Key. The
// upload is kept for the drawing it was made from and the key for the body it was made for, so a
// retry after a lost reply sends the same request again (the server answers the first result)
// instead of applying twice; any new stroke or edit makes a new upload and a new key.
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { errorCodes } from "@tradewind/api/errors";
import type { LoanProduct } from "@tradewind/api/loans";
import { FormError } from "@tradewind/ui/Field.tsx";
import { ApiError, errorMessage } from "@tradewind/ui/api-core.ts";
import { Choice } from "../../../components/Choice.tsx";
import { Field } from "../../../components/Field.tsx";
import { useLocale } from "../../../i18n/format.ts";
import { useApplication } from "../api/loans.ts";
import { useLoanQuote } from "../api/products.ts";
import { daysText, loanMoneyText } from "../format.ts";
import { checkLoanAmount, quoteRequestOf, termFor } from "../loan-form.ts";
import { QuoteCard } from "./QuoteCard.tsx";
import { SignatureCanvas, type SignatureHandle } from "./SignatureCanvas.tsx";

type FieldName = "amount" | "term" | "signature" | "form";
type Errors = Partial<Record<FieldName, string>>;

const fieldOfCode = new Map<number, FieldName>([
  [errorCodes.amountWrong, "amount"],
  [errorCodes.loanAmountOutOfRange, "amount"],
  [errorCodes.loanTermWrong, "term"],
  [errorCodes.notSigned, "signature"],
  [errorCodes.imageRequired, "signature"],
]);

function fieldOf(error: unknown): FieldName {
  return error instanceof ApiError ? (fieldOfCode.get(error.code) ?? "form") : "form";
}

export function LoanForm({ product, onApplied }: { product: LoanProduct; onApplied: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [amount, setAmount] = useState("");
  const [termDays, setTermDays] = useState<number | null>(() => termFor(product, null));
  const [signed, setSigned] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const signature = useRef<SignatureHandle>(null);
  const request = quoteRequestOf(product, amount, termDays);
  const quote = useLoanQuote(request);
  const application = useApplication(() => {
    setAmount("");
    signature.current?.clear();
    onApplied();
  });
  const amountCheck = checkLoanAmount(amount, product);
  const amountError = errors.amount ?? (amountCheck.state === "invalid" ? t(`errors.${amountCheck.code}`) : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (amountCheck.state === "empty") found.amount = t("loans.enterAmount");
    else if (amountCheck.state === "invalid") found.amount = t(`errors.${amountCheck.code}`);
    if (termDays === null) found.term = t("errors.10023");
    if (!signed) found.signature = t("loans.notSigned");
    setErrors(found);
    if (Object.keys(found).length > 0 || request === null || signature.current === null) return;
    application.mutate(
      { request, signature: signature.current },
      {
        onError: (error) => {
          const field = fieldOf(error);
          setErrors({ [field]: errorMessage(error) });
        },
      },
    );
  };

  return (
    <form className="card card--padded loans__form" onSubmit={onSubmit} noValidate data-testid="loan-form">
      <h2 className="loans__section-title">{t("loans.applyTitle", { name: product.name })}</h2>
      <FormError message={errors.form} />
      <Field
        label={t("loans.amountIn", { currency: product.currency })}
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setErrors(({ amount: _cleared, ...rest }) => rest);
        }}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t("loans.enterAmount")}
        hint={t("loans.range", { min: loanMoneyText(product.minAmount, locale), max: loanMoneyText(product.maxAmount, locale) })}
        error={amountError}
        dir="ltr"
        maxLength={40}
        data-testid="loan-amount"
      />
      <div className={`field${errors.term === undefined ? "" : " field--invalid"}`}>
        <span className="field__label">{t("loans.term")}</span>
        <Choice
          look="segments"
          options={product.termDays.map(String)}
          value={termDays === null ? "" : String(termDays)}
          onChange={(days) => setTermDays(Number.parseInt(days, 10))}
          labelOf={(days) => daysText(Number.parseInt(days, 10), locale)}
          label={t("loans.term")}
          testIdPrefix="loan-term"
        />
        {errors.term !== undefined && (
          <p className="field__error" role="alert">
            {errors.term}
          </p>
        )}
      </div>
      <QuoteCard quote={request === null ? undefined : quote.data} loading={quote.isFetching} error={quote.isError && request !== null ? errorMessage(quote.error) : undefined} />
      <SignatureCanvas
        ref={signature}
        onSignedChange={(now) => {
          setSigned(now);
          if (now) setErrors(({ signature: _cleared, ...rest }) => rest);
        }}
        error={errors.signature}
        disabled={application.isPending}
      />
      <p className="loans__note">{t("loans.signNote")}</p>
      <button type="submit" className="button button--primary button--block" disabled={application.isPending || request === null || quote.data === undefined} data-testid="loan-apply">
        {application.isPending ? t("loans.applying") : t("loans.apply")}
      </button>
    </form>
  );
}
