// A transaction hash or address on a payment network: shown whole in monospace (left to right
// even in Arabic), with a copy button and a plain external link to the network's public explorer.
import { useTranslation } from "react-i18next";
import type { PaymentNetwork } from "@tradewind/api/payments";
import { explorerLink, type ChainItem } from "../lib/explorer.ts";
import { CopyButton } from "./CopyButton.tsx";

interface ChainRefProps {
  network: PaymentNetwork;
  item: ChainItem;
  value: string;
  /** What the value is, for the copy button's accessible name ("Copy transaction hash"). */
  label: string;
  /** Whether to link to the explorer: a payout reference that is not a hash has no page there. */
  linked?: boolean;
  testId?: string;
}

export function ChainRef({ network, item, value, label, linked = true, testId }: ChainRefProps) {
  const { t } = useTranslation();
  const explorer = explorerLink(network, item, value);
  return (
    <span className="chain-ref">
      <code className="chain-ref__value" dir="ltr" data-testid={testId}>
        {value}
      </code>
      <span className="chain-ref__actions">
        <CopyButton value={value} label={t("common.copyNamed", { name: label })} />
        {linked && (
          <a href={explorer.url} target="_blank" rel="noopener noreferrer external" className="chain-ref__link">
            {t("common.openOn", { site: explorer.site })}
            <span aria-hidden="true"> ↗</span>
          </a>
        )}
      </span>
    </span>
  );
}

const shortLengthMax = 20;

/** A long hash or address shortened for a table cell (start…end), whole in its tooltip. */
export function ChainShort({ value }: { value: string }) {
  const short = value.length > shortLengthMax ? `${value.slice(0, 10)}…${value.slice(-6)}` : value;
  return (
    <code className="mono" dir="ltr" title={value}>
      {short}
    </code>
  );
}
