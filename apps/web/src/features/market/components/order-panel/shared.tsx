// Pieces every order tab uses: two-way toggles, the decimal input with its stepper, the preview
// list, the submit area (with the reason it is disabled, or a sign-in link for visitors), the
// confirmation dialog and the "order placed" notice. Numbers are shown with dir="ltr" so they
// read the same in Arabic.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Field, FormError } from "../../../../components/Field.tsx";
import { Modal } from "../../../../components/Modal.tsx";
import { formatAmount, useLocale } from "../../../../i18n/format.ts";
import { formatPrice } from "../../../../lib/market-data/format.ts";
import { decimal, Decimal, toPlain } from "@tradewind/domain/money";
import type { OrderSubmission, ReviewRow, TradedMarket } from "./api.ts";
import { acceptsTyping, normaliseTyping, quantityProblem, stepQuantity, type OrderType } from "./preview.ts";

/** Display text of amounts and prices in the current locale (the values stay decimal strings). */
export function useFormat() {
  const { t } = useTranslation();
  const locale = useLocale();
  const price = (value: string) => formatPrice(value, locale);
  return {
    amount: (value: string, currency: string) => `${formatAmount(value, currency, locale)} ${currency}`,
    price,
    orderType: (orderType: OrderType, limitPrice: string) => (orderType === "market" ? t("orderPanel.market") : `${t("orderPanel.limit")} ${price(limitPrice)}`),
  };
}

/**
 * The problem of an amount or price field as text: a positive decimal within `scale` decimals.
 * Under a field it shows once something is typed; as the submit reason, always.
 */
export function useAmountCheck() {
  const { t } = useTranslation();
  return (text: string, scale: number, kind: "amount" | "price"): string | undefined => {
    const problem = quantityProblem(text, scale);
    if (problem === undefined) return undefined;
    if (problem === "tooPrecise") return t("orderPanel.amountTooPrecise", { scale });
    return kind === "price" ? t("orderPanel.priceMissing") : t("orderPanel.amountMissing");
  };
}

/** A field's error once the user has typed something. */
export function whenTyped(text: string, error: string | undefined): string | undefined {
  return text === "" ? undefined : error;
}

export interface Choice<Value extends string | number> {
  value: Value;
  label: string;
  /** Colour of the chosen option: buy/up green, sell/down red. */
  tone?: "positive" | "negative";
}

/** A row of mutually exclusive buttons (direction, price type, leverage, side). */
export function Toggle<Value extends string | number>({ label, choices, value, onChange, wrap }: { label: string; choices: Choice<Value>[]; value: Value; onChange: (value: Value) => void; wrap?: boolean }) {
  return (
    <div className={`order-toggle${wrap === true ? " order-toggle--wrap" : ""}`} role="group" aria-label={label}>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          className={`order-toggle__button${choice.value === value ? ` order-toggle__button--on order-toggle__button--${choice.tone ?? "neutral"}` : ""}`}
          aria-pressed={choice.value === value}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}

/** Buy-side against sell-side (long/short, buy/sell): the first is coloured as a buy, the second as a sell. */
export function SideToggle<Value extends string>({ label, sides, value, onChange }: { label: string; sides: [Choice<Value>, Choice<Value>]; value: Value; onChange: (value: Value) => void }) {
  const [buying, selling] = sides;
  return <Toggle label={label} choices={[{ ...buying, tone: "positive" }, { ...selling, tone: "negative" }]} value={value} onChange={onChange} />;
}

interface PriceTypeProps {
  market: TradedMarket;
  orderType: OrderType;
  onOrderType: (orderType: OrderType) => void;
  limitPrice: string;
  onLimitPrice: (limitPrice: string) => void;
  limitError: string | undefined;
  testId: string;
}

/** Market / Limit, and for a limit its price, which starts from the current price cut to the price scale. */
export function PriceTypeFields({ market, orderType, onOrderType, limitPrice, onLimitPrice, limitError, testId }: PriceTypeProps) {
  const { t } = useTranslation();
  const choose = (next: OrderType) => {
    if (next === "limit" && limitPrice === "" && market.price !== null) onLimitPrice(toPlain(decimal(market.price).toDecimalPlaces(market.terms.priceScale, Decimal.ROUND_DOWN)));
    onOrderType(next);
  };
  return (
    <>
      <Toggle
        label={t("orderPanel.orderTypeLabel")}
        choices={[
          { value: "market", label: t("orderPanel.market") },
          { value: "limit", label: t("orderPanel.limit") },
        ]}
        value={orderType}
        onChange={choose}
      />
      {orderType === "limit" && <AmountField label={t("orderPanel.limitPrice", { currency: market.terms.quoteCurrency })} value={limitPrice} onChange={onLimitPrice} error={whenTyped(limitPrice, limitError)} testId={testId} />}
    </>
  );
}

interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  /** With a scale the field gets − and + buttons that step by 10^-scale. */
  stepScale?: number;
  optional?: boolean;
  testId?: string;
}

/** A decimal amount typed as text (never a JS number), left-to-right in every language. */
export function AmountField({ label, value, onChange, error, hint, stepScale, optional, testId }: AmountFieldProps) {
  const { t } = useTranslation();
  const stepper = (direction: 1 | -1) =>
    stepScale === undefined ? undefined : (
      <button type="button" className="button button--secondary order-stepper" aria-label={direction === 1 ? t("orderPanel.increase") : t("orderPanel.decrease")} onClick={() => onChange(stepQuantity(value, direction, stepScale))}>
        {direction === 1 ? "+" : "−"}
      </button>
    );
  return (
    <Field
      label={label}
      value={value}
      onChange={(event) => {
        const text = normaliseTyping(event.target.value);
        if (acceptsTyping(text)) onChange(text);
      }}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0"
      dir="ltr"
      error={error}
      hint={hint}
      optionalLabel={optional}
      leading={stepper(-1)}
      trailing={stepper(1)}
      data-testid={testId}
    />
  );
}

/** Label / value pairs of a preview or a confirmation. */
export function SummaryList({ rows, testId }: { rows: ReviewRow[]; testId?: string }) {
  return (
    <dl className="order-summary" data-testid={testId}>
      {rows.map((row) => (
        <div key={row.label} className="order-summary__row">
          <dt>{row.label}</dt>
          <dd className={row.numeric === true ? "numeric" : undefined} dir={row.numeric === true ? "ltr" : undefined}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface SubmitAreaProps {
  loggedIn: boolean;
  /** Why the order cannot be sent now; the buttons are disabled while it is set. */
  blocked: string | undefined;
  /** The text shown above the buttons, when the reason is not on screen already. */
  reason: string | undefined;
  children: ReactNode;
}

/** The submit button(s) with the reason they are disabled, or the sign-in link for visitors. */
function SubmitArea({ loggedIn, blocked, reason, children }: SubmitAreaProps) {
  const { t } = useTranslation();
  if (!loggedIn) {
    return (
      <div className="order-submit">
        <p className="order-submit__reason">{t("orderPanel.signInPrompt")}</p>
        <Link to="/pass/login" className="button button--primary button--block" data-testid="order-sign-in">
          {t("orderPanel.signIn")}
        </Link>
      </div>
    );
  }
  return (
    <div className="order-submit">
      <p className="order-submit__reason" aria-live="polite" data-testid="order-blocked" data-blocked={blocked !== undefined}>
        {reason}
      </p>
      <div className="order-submit__buttons">{children}</div>
    </div>
  );
}

export function SubmitButton({ label, tone, disabled, onClick, testId }: { label: string; tone: "positive" | "negative" | "primary"; disabled: boolean; onClick: () => void; testId: string }) {
  return (
    <button type="button" className={`button button--block order-submit__button order-submit__button--${tone}`} disabled={disabled} onClick={onClick} data-testid={testId}>
      {label}
    </button>
  );
}

interface OrderFooterProps {
  submission: OrderSubmission;
  loggedIn: boolean;
  blocked: string | undefined;
  /** Errors already shown under their fields: not repeated as the submit reason. */
  fieldErrors: (string | undefined)[];
  children: ReactNode;
}

/** The end of every order form: the placed notice or the failure, the submit area and the confirmation. */
export function OrderFooter({ submission, loggedIn, blocked, fieldErrors, children }: OrderFooterProps) {
  const reviewing = submission.reviewRows !== null;
  return (
    <>
      {submission.placed && <PlacedNotice />}
      {/* While the confirmation is open the failure shows inside it. */}
      {!reviewing && <FormError message={submission.error} />}
      <SubmitArea loggedIn={loggedIn} blocked={blocked} reason={fieldErrors.includes(blocked) ? undefined : blocked}>
        {children}
      </SubmitArea>
      {submission.reviewRows !== null && <ConfirmDialog rows={submission.reviewRows} pending={submission.pending} error={submission.error} onConfirm={submission.confirm} onClose={submission.close} />}
    </>
  );
}

interface ConfirmDialogProps {
  rows: ReviewRow[];
  pending: boolean;
  error: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
}

function ConfirmDialog({ rows, pending, error, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal title={t("orderPanel.confirmTitle")} onClose={onClose} testId="order-confirm">
      <SummaryList rows={rows} />
      <FormError message={error} />
      <div className="modal-actions">
        <button type="button" className="button button--secondary" onClick={onClose} disabled={pending}>
          {t("common.cancel")}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm} disabled={pending} data-testid="order-confirm-submit">
          {pending ? t("orderPanel.placing") : t("orderPanel.confirm")}
        </button>
      </div>
    </Modal>
  );
}

/** Shown after an order is accepted, with the way to follow it. */
function PlacedNotice() {
  const { t } = useTranslation();
  return (
    <p className="order-placed" role="status" data-testid="order-placed">
      {t("orderPanel.placed")}{" "}
      <Link to="/profile/orders" className="order-placed__link">
        {t("orderPanel.viewOrders")}
      </Link>
    </p>
  );
}
