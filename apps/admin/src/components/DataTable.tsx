// The back office's tables: one component for the markup every list shares (.table-wrap >
// .table, a header row, a row per item) and one for the paged shape around it (loading, error
// with retry, empty, then the rows and the pager). Columns say what differs: header, cell, and
// the classes and test ids of their cells.
import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Pager } from "./Pager.tsx";
import { QueryView } from "./QueryView.tsx";

export interface Column<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Class of the header cell; "num" right-aligns figures. */
  headerClassName?: string;
  /** Class of each body cell ("num", "actions", …). */
  className?: string;
  testId?: string;
}

interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowTestId?: (row: Row) => string;
  testId?: string;
}

export function DataTable<Row>({ columns, rows, rowKey, rowTestId, testId }: DataTableProps<Row>) {
  return (
    <div className="table-wrap">
      <table className="table" data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} className={column.headerClassName}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId?.(row)}>
              {columns.map((column, index) => (
                <td key={index} className={column.className} data-testid={column.testId}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface Page<Item> {
  items: readonly Item[];
  page: number;
  size: number;
  total: number;
}

interface PagedListProps<Item> {
  query: UseQueryResult<Page<Item>>;
  emptyMessage: string;
  onPage: (page: number) => void;
  children: (items: readonly Item[]) => ReactNode;
}

/** A server-paged list: the shared states while loading, failed or empty, else the items and the pager. */
export function PagedList<Item>({ query, emptyMessage, onPage, children }: PagedListProps<Item>) {
  return (
    <QueryView query={query} isEmpty={(data) => data.items.length === 0} emptyMessage={emptyMessage}>
      {(data) => (
        <>
          {children(data.items)}
          <Pager page={data.page} size={data.size} total={data.total} onPage={onPage} />
        </>
      )}
    </QueryView>
  );
}
