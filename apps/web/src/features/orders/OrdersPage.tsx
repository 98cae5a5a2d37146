// "All orders" (/profile/orders): contract, coin and option orders of the selected book, each
// current or history. Tab and scope live in the query string, so the way back from a detail
// page lands on the same list.
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { ContractOrders } from "./components/ContractOrders.tsx";
import { OptionOrders } from "./components/OptionOrders.tsx";
import { PageHead } from "./components/Parts.tsx";
import { ProfitTotal } from "./components/ProfitTotal.tsx";
import { SpotOrders } from "./components/SpotOrders.tsx";
import { orderKinds, orderScopes, type OrderKind, type OrderScope } from "./labels.ts";
import "./orders.css";

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback;
}

export function OrdersPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const kind = pick<OrderKind>(search.get("tab"), orderKinds, "contract");
  const scope = pick<OrderScope>(search.get("scope"), orderScopes, "current");
  const show = (next: { tab?: OrderKind; scope?: OrderScope }) => setSearch({ tab: next.tab ?? kind, scope: next.scope ?? scope }, { replace: true });

  return (
    <div className="page orders" data-testid="orders-page">
      <PageHead title={t("orders.title")} subtitle={t("orders.subtitle")} />

      <div className="orders-tabs" role="tablist" aria-label={t("orders.kindsLabel")}>
        {orderKinds.map((option) => (
          <button key={option} type="button" role="tab" aria-selected={option === kind} className={`orders-tabs__tab${option === kind ? " orders-tabs__tab--active" : ""}`} onClick={() => show({ tab: option })} data-testid={`orders-tab-${option}`}>
            {t(`orders.kinds.${option}`)}
          </button>
        ))}
      </div>
      <div className="orders-segments orders__scopes" role="radiogroup" aria-label={t("orders.scopesLabel")}>
        {orderScopes.map((option) => (
          <button key={option} type="button" role="radio" aria-checked={option === scope} className={`orders-segments__option${option === scope ? " orders-segments__option--active" : ""}`} onClick={() => show({ scope: option })} data-testid={`orders-scope-${option}`}>
            {t(`orders.scopes.${option}`)}
          </button>
        ))}
      </div>

      <div role="tabpanel" className="orders__panel">
        {kind === "contract" && scope === "history" && <ProfitTotal />}
        {kind === "contract" && <ContractOrders key={scope} scope={scope} />}
        {kind === "coin" && <SpotOrders key={scope} scope={scope} />}
        {kind === "option" && <OptionOrders key={scope} scope={scope} />}
      </div>
    </div>
  );
}
