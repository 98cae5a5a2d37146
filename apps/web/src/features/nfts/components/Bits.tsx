// Small pieces every NFT screen shares: a USDT amount kept left-to-right (and tabular) in any
// language, the status badge, and the label/value rows of an item's figures.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { nftCurrency, type NftStatus } from "@tradewind/api/nfts";
import { formatAmount, useLocale } from "../../../i18n/format.ts";

export function Usdt({ value, testId }: { value: string; testId?: string }) {
  const locale = useLocale();
  return (
    <span className="numeric" dir="ltr" data-testid={testId} data-value={value}>
      {formatAmount(value, nftCurrency, locale)} {nftCurrency}
    </span>
  );
}

export function StatusBadge({ status }: { status: NftStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`nft-status nft-status--${status}`} data-testid="nft-status" data-status={status}>
      {status === "live" && <span className="nft-status__dot" aria-hidden="true" />}
      {t(`nfts.status.${status}`)}
    </span>
  );
}

export interface Figure {
  label: string;
  value: ReactNode;
  testId?: string;
}

export function Figures({ rows, className = "" }: { rows: readonly Figure[]; className?: string }) {
  return (
    <dl className={`nft-figures ${className}`}>
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd data-testid={row.testId}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A contract address, tx hash or receipt: whole, monospace, left to right, wrapping anywhere. */
export function Reference({ value, testId }: { value: string; testId?: string }) {
  return (
    <code className="nft-ref" dir="ltr" data-testid={testId}>
      {value}
    </code>
  );
}
