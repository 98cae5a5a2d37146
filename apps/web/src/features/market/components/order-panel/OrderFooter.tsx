// The end of every order tab: the submit area (with the reason it is disabled, or a sign-in link
// for visitors), the confirmation dialog, and the "order placed" notice or the failure.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { FormError } from "@tradewind/ui/Field.tsx";
import type { LiveReview, OrderSubmission } from "../../api/order-panel.ts";
import { ConfirmDialog } from "./ConfirmDialog.tsx";

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

interface OrderFooterProps<Result> {
  submission: OrderSubmission<Result>;
  /** The confirmation's rows and order, as of this render. */
  review: LiveReview<Result>;
  loggedIn: boolean;
  blocked: string | undefined;
  /** Errors already shown under their fields: not repeated as the submit reason. */
  fieldErrors: (string | undefined)[];
  children: ReactNode;
  /** Shown once the order is placed, instead of the plain notice (e.g. the fill against the expected price). */
  placedReport?: ReactNode;
}

/** The end of every order form: the placed notice or the failure, the submit area and the confirmation. */
export function OrderFooter<Result>({ submission, review, loggedIn, blocked, fieldErrors, children, placedReport }: OrderFooterProps<Result>) {
  const reviewing = submission.reviewing;
  return (
    <>
      {submission.placed && (placedReport ?? <PlacedNotice />)}
      {/* While the confirmation is open the failure shows inside it. */}
      {!reviewing && <FormError message={submission.error} />}
      <SubmitArea loggedIn={loggedIn} blocked={blocked} reason={fieldErrors.includes(blocked) ? undefined : blocked}>
        {children}
      </SubmitArea>
      {reviewing && <ConfirmDialog rows={review.rows} note={review.note} pending={submission.pending} error={submission.error} onConfirm={() => submission.confirm(review.send)} onClose={submission.close} />}
    </>
  );
}

/** Shown after an order is accepted, with the way to follow it. */
export function PlacedNotice({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <p className="order-placed" role="status" data-testid="order-placed">
      {t("orderPanel.placed")} {children}{" "}
      <Link to="/profile/orders" className="order-placed__link">
        {t("orderPanel.viewOrders")}
      </Link>
    </p>
  );
}
