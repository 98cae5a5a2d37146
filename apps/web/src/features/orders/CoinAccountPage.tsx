// The coin account (/profile/balancebb): per coin of the selected book, the holding (available +
// held by sell orders), average buy price, quantities bought and sold, turnover, and the value
// at the last recorded price. The total adds only coins that have a price.
import { useTranslation } from "react-i18next";
import type { CoinAccount } from "@tradewind/api/spot";
import { QueryFallback } from "../../components/QueryFallback.tsx";
import { useLocale } from "../../i18n/format.ts";
import { Cell, EmptyWithMarketLink, Num, PageHead, Price, RowsTable, Usdt } from "./components/Parts.tsx";
import { useCoinAccounts } from "../../lib/orders/hooks.ts";
import { totalValue } from "./labels.ts";
import { formatQuantity } from "../../lib/orders/display.ts";
import "./orders.css";

type Columns = Record<"coin" | "holding" | "available" | "held" | "averageBuyPrice" | "boughtSold" | "turnover" | "markPrice" | "value", string>;

export function CoinAccountPage() {
  const { t } = useTranslation();
  const accounts = useCoinAccounts();
  // Insertion order is the column order.
  const columns: Columns = {
    coin: t("orders.coinAccount.coin"),
    holding: t("orders.coinAccount.holding"),
    available: t("orders.coinAccount.available"),
    held: t("orders.coinAccount.held"),
    averageBuyPrice: t("orders.coinAccount.averageBuyPrice"),
    boughtSold: `${t("orders.coinAccount.bought")} / ${t("orders.coinAccount.sold")}`,
    turnover: t("orders.coinAccount.turnover"),
    markPrice: t("orders.coinAccount.markPrice"),
    value: t("orders.coinAccount.value"),
  };

  return (
    <div className="page orders" data-testid="coin-account-page">
      <PageHead title={t("orders.coinAccount.title")} subtitle={t("orders.coinAccount.subtitle")} />
      {accounts.isPending || accounts.isError ? (
        <QueryFallback query={accounts} lines={4} />
      ) : accounts.data.items.length === 0 ? (
        <EmptyWithMarketLink message={t("orders.coinAccount.empty")} />
      ) : (
        <>
          <p className="orders-coins__total">
            {t("orders.coinAccount.totalValue")}:{" "}
            <strong data-testid="coin-total-value">
              <Usdt value={totalValue(accounts.data.items.map((item) => item.value))} />
            </strong>
          </p>
          <RowsTable variant="coins" columns={columns}>
            {accounts.data.items.map((account) => (
              <li key={account.currency} className="orders-row" data-testid="coin-row">
                <CoinRow account={account} columns={columns} />
              </li>
            ))}
          </RowsTable>
        </>
      )}
    </div>
  );
}

function CoinRow({ account, columns }: { account: CoinAccount; columns: Columns }) {
  const locale = useLocale();
  const quantity = (value: string) => <Num>{formatQuantity(value, locale)}</Num>;
  return (
    <>
      <Cell label={columns.coin} className="orders-cell--lead">
        <span className="orders-name">{account.currency}</span>
      </Cell>
      <Cell label={columns.holding}>{quantity(account.holding)}</Cell>
      <Cell label={columns.available}>{quantity(account.available)}</Cell>
      <Cell label={columns.held}>{quantity(account.held)}</Cell>
      <Cell label={columns.averageBuyPrice}>
        <Price value={account.averageBuyPrice} />
      </Cell>
      <Cell label={columns.boughtSold}>
        <span className="orders-pair">
          {quantity(account.bought)} <span aria-hidden="true">/</span> {quantity(account.sold)}
        </span>
      </Cell>
      <Cell label={columns.turnover}>
        <Usdt value={account.turnover} />
      </Cell>
      <Cell label={columns.markPrice}>
        <Price value={account.markPrice} />
      </Cell>
      <Cell label={columns.value}>
        <Usdt value={account.value} />
      </Cell>
    </>
  );
}
