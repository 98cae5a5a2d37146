// One paged order list: skeleton while the first page loads, an error with retry, the empty
// state with a way to the market, the rows under a column header (desktop only), and "load
// more" until every order is shown. Rows are newest first, as the server sends them.
import type { ReactNode } from "react";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { LoadMore } from "../../../components/LoadMore.tsx";
import { QueryFallback } from "../../../components/QueryFallback.tsx";
import { EmptyWithMarketLink, RowsTable, type Columns } from "./Parts.tsx";

interface ListProps<Item> {
  query: UseInfiniteQueryResult<InfiniteData<{ items: Item[] }>>;
  /** Column titles, shown above the rows on desktop. */
  columns: Columns;
  variant: "contract" | "coin" | "coin-history" | "option";
  keyOf: (item: Item) => string;
  renderRow: (item: Item) => ReactNode;
}

export function OrderList<Item>({ query, columns, variant, keyOf, renderRow }: ListProps<Item>) {
  const { t } = useTranslation();
  if (query.isPending || query.isError) return <QueryFallback query={query} />;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyWithMarketLink message={t("orders.empty")} />;
  const more = query.hasNextPage && (
    <div className="orders-table__more">
      <LoadMore query={query} label={t("orders.loadMore")} loadingLabel={t("orders.loadingMore")} testId="orders-load-more" />
    </div>
  );
  return (
    <RowsTable variant={variant} columns={columns} busy={query.isFetching} footer={more}>
      {items.map((item) => (
        <li key={keyOf(item)} className="orders-row" data-testid="order-row">
          {renderRow(item)}
        </li>
      ))}
    </RowsTable>
  );
}
