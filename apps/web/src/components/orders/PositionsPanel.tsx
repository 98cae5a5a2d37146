// The user's open positions and waiting contract orders beside the chart: those of the shown
// instrument in full (entry, profit net of fees, close or cancel), then a compact list of the
// ones on other instruments, each linking to its chart. Visitors see nothing here.
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { ContractOrder } from "@tradewind/api/trading";
import { useLocale } from "../../i18n/format.ts";
import { formatPrice } from "../../lib/market-data/format.ts";
import { formatQuantity } from "../../lib/orders/display.ts";
import { useContractOrders } from "../../lib/orders/hooks.ts";
import { useSession } from "../../lib/session.ts";
import { ContractActionButton } from "./ConfirmAction.tsx";
import { NetProfit } from "./NetProfit.tsx";
import "./PositionsPanel.css";

export function PositionsPanel({ code, name }: { code: string; name: string }) {
  const { loggedIn } = useSession();
  return loggedIn ? <Positions code={code} name={name} /> : null;
}

function Positions({ code, name }: { code: string; name: string }) {
  const { t } = useTranslation();
  const query = useContractOrders("current");
  const orders = query.data?.pages.flatMap((page) => page.items) ?? [];
  const here = orders.filter((order) => order.code === code);
  const elsewhere = orders.filter((order) => order.code !== code && order.status === "open");
  return (
    <section className="positions card card--padded" data-testid="market-positions" aria-labelledby="positions-title">
      <div className="positions__head">
        <h3 id="positions-title" className="positions__title">
          {t("marketPage.positions.title", { name })}
        </h3>
        <Link to="/profile/orders" className="positions__all">
          {t("marketPage.positions.allOrders")}
        </Link>
      </div>
      {query.isPending ? null : here.length === 0 ? (
        <p className="positions__none">{t("marketPage.positions.none", { name })}</p>
      ) : (
        <ul className="positions__list">
          {here.map((order) => (
            <PositionRow key={order.id} order={order} />
          ))}
        </ul>
      )}
      {elsewhere.length > 0 && (
        <>
          <h4 className="positions__subtitle">{t("marketPage.positions.elsewhere")}</h4>
          <ul className="positions__compact" data-testid="positions-elsewhere">
            {elsewhere.map((order) => (
              <li key={order.id} className="positions__compact-row">
                <Link to={`/market?code=${encodeURIComponent(order.code)}`} className="positions__name">
                  <bdi>{order.name}</bdi> · {t(`orders.direction.${order.direction}`)}
                </Link>
                <NetProfit order={order} layout="inline" />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function PositionRow({ order }: { order: ContractOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const waiting = order.openPrice === null;
  const entry = waiting ? order.limitPrice : order.openPrice;
  return (
    <li className="positions__row" data-testid="position-row" data-status={order.status}>
      <div className="positions__what">
        <span className={`positions__direction positions__direction--${order.direction}`}>{t(`orders.direction.${order.direction}`)}</span>
        <span className="numeric" dir="ltr">
          {formatQuantity(order.lots, locale)} × {order.leverage}x
        </span>
        <span className="positions__entry">
          {waiting ? t("orders.fields.limitPrice") : t("orders.fields.openPrice")}{" "}
          <span className="numeric" dir="ltr">
            {entry === null ? "—" : formatPrice(entry, locale)}
          </span>
        </span>
      </div>
      {!waiting && <NetProfit order={order} layout="inline" />}
      <div className="positions__actions">
        <ContractActionButton order={order} />
        <Link to={`/profile/orders/contract/${order.id}`} className="button button--ghost button--small">
          {t("orders.details")}
        </Link>
      </div>
    </li>
  );
}
