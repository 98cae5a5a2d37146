// The user's statement, orders, price alerts, sessions and security panel as tabs; tab, book and page live in the URL.
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AlertsTab } from "./AlertsTab.tsx";
import { OrdersTab } from "./OrdersTab.tsx";
import { SecurityTab } from "./SecurityTab.tsx";
import { SessionsTab } from "./SessionsTab.tsx";
import { StatementTab } from "./StatementTab.tsx";

const tabs = ["statement", "orders", "alerts", "sessions", "security"] as const;
type Tab = (typeof tabs)[number];

export function UserTabs({ id, username }: { id: string; username: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = tabs.find((name) => name === params.get("tab")) ?? "statement";
  return (
    <div className="card">
      <div className="tabs" role="tablist">
        {tabs.map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} className="tabs__tab" data-testid={`tab-${name}`} onClick={() => setParams({ tab: name })}>
            {t(`users.tab.${name}`)}
          </button>
        ))}
      </div>
      {tab === "statement" && <StatementTab id={id} />}
      {tab === "orders" && <OrdersTab id={id} />}
      {tab === "alerts" && <AlertsTab id={id} />}
      {tab === "sessions" && <SessionsTab id={id} />}
      {tab === "security" && <SecurityTab id={id} username={username} />}
    </div>
  );
}
