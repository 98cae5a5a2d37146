// "All orders" (/profile/orders): contract, coin and option orders of the selected book, each
// current or history. Tab and scope live in the query string, so the way back from a detail
// page lands on the same list.
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { Choice } from "../../components/Choice.tsx";
import { ContractOrders } from "./components/ContractOrders.tsx";
import { OptionOrders } from "./components/OptionOrders.tsx";
import { PageHead } from "./components/Parts.tsx";
import { ProfitTotal } from "./components/ProfitTotal.tsx";
import { SpotOrders } from "./components/SpotOrders.tsx";
import { orderKinds, orderScopes, type OrderKind, type OrderScope } from "../../lib/orders/kinds.ts";
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

      <Choice look="tabs" options={orderKinds} value={kind} onChange={(tab) => show({ tab })} labelOf={(option) => t(`orders.kinds.${option}`)} label={t("orders.kindsLabel")} testIdPrefix="orders-tab" />
      <Choice look="segments" className="orders__scopes" options={orderScopes} value={scope} onChange={(next) => show({ scope: next })} labelOf={(option) => t(`orders.scopes.${option}`)} label={t("orders.scopesLabel")} testIdPrefix="orders-scope" />

      <div role="tabpanel" className="orders__panel">
        {kind === "contract" && scope === "history" && <ProfitTotal />}
        {kind === "contract" && <ContractOrders key={scope} scope={scope} />}
        {kind === "coin" && <SpotOrders key={scope} scope={scope} />}
        {kind === "option" && <OptionOrders key={scope} scope={scope} />}
      </div>
    </div>
  );
}
