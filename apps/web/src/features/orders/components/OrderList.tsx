// One paged order list: skeleton while the first page loads, an error with retry, the empty
// state with a way to the market, the rows under a column header (desktop only), and "load
// more" until every order is shown. Rows are newest first, as the server sends them.
import type { ReactNode } from "react";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ErrorState } from "@tradewind/ui/States.tsx";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { Skeleton } from "../../../components/States.tsx";
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
  if (query.isPending) {
    return (
      <div className="card card--padded">
        <Skeleton lines={5} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="card">
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyWithMarketLink message={t("orders.empty")} />;
  const more = query.hasNextPage && (
    <div className="orders-table__more">
      <button type="button" className="button button--secondary button--small" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage} data-testid="orders-load-more">
        {query.isFetchingNextPage ? t("orders.loadingMore") : t("orders.loadMore")}
      </button>
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
