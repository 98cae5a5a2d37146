// The products on offer and, for a user who may borrow, the application: product, amount and
// term; the server's quote (every figure the agreement will print) shown before the signature
// pad; then apply. Until the user may apply, the step that is missing is said in place of the
// form: log in, switch to the real book, or pass identity verification (SPEC: "please pass
// real-name authentication first") with the current verification state and a link to it.
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { KycState } from "@tradewind/api/kyc";
import type { LoanProduct } from "@tradewind/api/loans";
import { QueryFallback } from "../../../components/QueryFallback.tsx";
import { EmptyState } from "../../../components/States.tsx";
import { SwitchToRealButton } from "../../../components/SwitchToRealButton.tsx";
import { bookOf, useSession } from "../../../lib/session.ts";
import { useKycState } from "../api/loans.ts";
import { useLoanProducts } from "../api/products.ts";
import { LoanForm } from "./LoanForm.tsx";
import { ProductList } from "./ProductList.tsx";

export function ApplySection({ onApplied }: { onApplied: () => void }) {
  const { t } = useTranslation();
  const products = useLoanProducts();
  const [chosenId, setChosenId] = useState<string | null>(null);
  if (products.isPending || products.isError) return <QueryFallback query={products} lines={6} />;
  const items = products.data.items;
  if (items.length === 0) {
    return (
      <div className="card">
        <EmptyState message={t("loans.noProducts")} />
      </div>
    );
  }
  const product = items.find((item) => item.id === chosenId) ?? items[0];
  return (
    <div className="loans__apply">
      <ProductList products={items} chosen={product?.id ?? null} onChoose={setChosenId} />
      {product !== undefined && <ApplyGate product={product} onApplied={onApplied} />}
    </div>
  );
}

function ApplyGate({ product, onApplied }: { product: LoanProduct; onApplied: () => void }) {
  const { t } = useTranslation();
  const { loggedIn, accountFlag } = useSession();
  const real = loggedIn && bookOf(accountFlag) === "real";
  const kyc = useKycState(real);
  if (!loggedIn) {
    return (
      <Notice title={t("loans.loginTitle")} detail={t("loans.loginDetail")} testId="loan-needs-login">
        <Link to="/pass/login" className="button button--primary button--small">
          {t("loans.loginToApply")}
        </Link>
      </Notice>
    );
  }
  if (!real) {
    return (
      <Notice title={t("loans.realOnlyTitle")} detail={t("loans.realOnlyDetail")} testId="loan-needs-real">
        <SwitchToRealButton label={t("loans.switchToReal")} testId="loan-switch-real" />
      </Notice>
    );
  }
  if (kyc.isPending || kyc.isError) return <QueryFallback query={kyc} lines={3} />;
  if (kyc.data.status !== "verified") return <KycSteps state={kyc.data} />;
  return <LoanForm key={product.id} product={product} onApplied={onApplied} />;
}

/** Where the user's verification stands, and the way to finish it. */
function KycSteps({ state }: { state: KycState }) {
  const { t } = useTranslation();
  return (
    <Notice title={t("errors.10022")} detail={t(`loans.kycState.${state.status}`)} testId="loan-needs-kyc">
      <ol className="loans__steps">
        <li className="loans__step loans__step--done">{t("loans.stepLogin")}</li>
        <li className="loans__step loans__step--done">{t("loans.stepReal")}</li>
        <li className={`loans__step loans__step--${state.status}`} data-testid="loan-kyc-status" data-status={state.status}>
          {t("loans.stepKyc")} <span className="loans__step-state">{t(`loans.kycStatus.${state.status}`)}</span>
        </li>
      </ol>
      {state.status !== "pending" && (
        <Link to="/profile/verification" className="button button--primary button--small" data-testid="loan-kyc-link">
          {t("loans.kycLink")}
        </Link>
      )}
    </Notice>
  );
}

function Notice({ title, detail, testId, children }: { title: string; detail: string; testId: string; children: ReactNode }) {
  return (
    <section className="card card--padded loans__notice" data-testid={testId}>
      <h2 className="loans__section-title">{title}</h2>
      <p className="loans__muted">{detail}</p>
      {children}
    </section>
  );
}
