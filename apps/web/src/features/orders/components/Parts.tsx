// Small display pieces shared by the order lists, the detail page and the coin account: a
// labelled cell (a table column on desktop, a "label: value" line on a phone), numbers kept
// left-to-right inside Arabic text, coloured profit, and status and direction badges.
import type { Book } from "@tradewind/api/accounts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { EmptyState } from "../../../components/States.tsx";
import { formatAmount, formatDateTime, useLocale } from "../../../i18n/format.ts";
import { bookOf, useSession } from "../../../lib/session.ts";
import { formatPrice } from "../../../lib/market-data/format.ts";
import { isoOf, profitTone, statusTone, type Tone } from "../labels.ts";

export function Cell({ label, children, className = "" }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={`orders-cell ${className}`}>
      <span className="orders-cell__label visually-hidden">{label}</span>
      <span className="orders-cell__value">{children}</span>
    </div>
  );
}

/** A number that stays left-to-right (and tabular) in any language. */
export function Num({ children, tone = "neutral" }: { children: ReactNode; tone?: Tone }) {
  return (
    <span className={`numeric${tone === "neutral" ? "" : ` amount-${tone}`}`} dir="ltr">
      {children}
    </span>
  );
}

export function Price({ value }: { value: string | null }) {
  const locale = useLocale();
  return value === null ? <Dash /> : <Num>{formatPrice(value, locale)}</Num>;
}

interface UsdtProps {
  value: string | null;
  signed?: boolean;
  /** Every stored digit (order details); `scale` sets the exact scale shared with the figures it adds up with. */
  exact?: boolean;
  scale?: number;
}

export function Usdt({ value, signed = false, exact = false, scale }: UsdtProps) {
  const locale = useLocale();
  if (value === null) return <Dash />;
  const style = exact || scale !== undefined ? "exact" : "display";
  return (
    <Num tone={signed ? profitTone(value) : "neutral"}>
      {formatAmount(value, "USDT", locale, { signed, style, scale })} USDT
    </Num>
  );
}

export function Time({ value_ms }: { value_ms: number | null }) {
  const locale = useLocale();
  if (value_ms === null) return <Dash />;
  const iso = isoOf(value_ms);
  return <time dateTime={iso}>{formatDateTime(iso, locale)}</time>;
}

export function Dash() {
  return <span className="orders-dash">—</span>;
}

export function StatusBadge({ status, label }: { status: Parameters<typeof statusTone>[0]; label: string }) {
  return (
    <span className={`orders-status orders-status--${statusTone(status)}`} data-testid="order-status" data-status={status}>
      {label}
    </span>
  );
}

export function DirectionBadge({ tone, label }: { tone: Tone; label: string }) {
  return <span className={`orders-direction orders-direction--${tone}`}>{label}</span>;
}

/** Which book the page shows; orders of the other book are not listed. */
export function BookBadge({ book }: { book: Book }) {
  const { t } = useTranslation();
  return (
    <span className={`book-badge book-badge--${book} orders-book orders-book--${book}`} data-testid="orders-book" title={t("orders.bookHint")}>
      {book === "demo" ? t("orders.bookDemo") : t("orders.bookReal")}
    </span>
  );
}

/** Back link, title, subtitle and the book shown, at the top of the list pages. */
export function PageHead({ title, subtitle }: { title: string; subtitle: string }) {
  const { accountFlag } = useSession();
  return (
    <PageHeader title={title} subtitle={subtitle} backTo="/profile">
      <BookBadge book={bookOf(accountFlag)} />
    </PageHeader>
  );
}

export function EmptyWithMarketLink({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="card orders-empty">
      <EmptyState message={message} />
      <Link to="/market" className="button button--primary button--small">
        {t("orders.toMarket")}
      </Link>
    </div>
  );
}

/** Rows under a column header: a table on desktop; on a phone the header hides and each row is a card. */
export function RowsTable({ variant, columns, busy = false, children, footer }: { variant: string; columns: Columns; busy?: boolean; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className={`card orders-table orders-table--${variant}`} aria-busy={busy}>
      <div className="orders-table__head" aria-hidden="true">
        {Object.values(columns).map((column) => (
          <span key={column}>{column}</span>
        ))}
      </div>
      <ul className="orders-table__rows">{children}</ul>
      {footer}
    </div>
  );
}

/** Column titles by name; insertion order is the column order. */
export type Columns = Record<string, string>;
