// Who may buy (SPEC §4, §5, §6): a visitor is asked to log in, the demo book is told that a real
// account is required and offered the switch (the session's own helper, as the account page
// does, components/SwitchToRealButton), the real book gets the form.
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { SmartProduct } from "@tradewind/api/earn";
import { SwitchToRealButton } from "../../../components/SwitchToRealButton.tsx";
import { bookOf, useSession } from "../../../lib/session.ts";
import { BuyForm } from "./BuyForm.tsx";

interface BuyPanelProps {
  products: readonly SmartProduct[];
  productId: string;
  onProduct: (id: string) => void;
}

export function BuyPanel(props: BuyPanelProps) {
  const { t } = useTranslation();
  const { loggedIn, accountFlag } = useSession();
  return (
    <section className="card card--padded smart-panel" aria-labelledby="smart-buy-title" data-testid="smart-buy-panel">
      <h2 id="smart-buy-title" className="smart__section-title">
        {t("smart.buyTitle")}
      </h2>
      {!loggedIn ? <LoginFirst /> : bookOf(accountFlag) === "demo" ? <RealAccountRequired /> : <BuyForm {...props} />}
    </section>
  );
}

function LoginFirst() {
  const { t } = useTranslation();
  return (
    <div className="smart-notice" data-testid="smart-login-first">
      <p>{t("smart.loginFirst")}</p>
      <div className="smart-notice__actions">
        <Link to="/pass/login" className="button button--primary button--small">
          {t("nav.login")}
        </Link>
        <Link to="/pass/register" className="button button--secondary button--small">
          {t("nav.signUp")}
        </Link>
      </div>
    </div>
  );
}

function RealAccountRequired() {
  const { t } = useTranslation();
  return (
    <div className="smart-notice" data-testid="smart-real-required">
      <p className="smart-notice__title">{t("errors.10160")}</p>
      <p className="smart-notice__detail">{t("smart.realRequiredDetail")}</p>
      <SwitchToRealButton label={t("smart.switchToReal")} testId="smart-switch-real" />
    </div>
  );
}
