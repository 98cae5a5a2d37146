// The signed-in user's proof of liabilities (/profile/proof; issue 26): per snapshot and currency,
// "your balance X is included in the total Y owed to N accounts", verified in this browser with Web
// Crypto against the published root and key (verify-in-browser.ts), and the proof to download for
// `npm run verify-proof`.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { downloadText } from "@tradewind/ui/download.ts";
import { LoadMore } from "../../components/LoadMore.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryFallback } from "../../components/QueryFallback.tsx";
import { EmptyState } from "../../components/States.tsx";
import { formatAmount, formatDateTime, useLocale } from "../../i18n/format.ts";
import { useLiabilityProof, useMyLiabilities, usePublishedRoot, useSolvencyPublicKey } from "./api/solvency.ts";
import { verifyInBrowser, type BrowserCheck } from "./verify-in-browser.ts";
import "./solvency.css";

interface Selected {
  snapshotId: string;
  currency: string;
}

export function ProofPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const mine = useMyLiabilities();
  const [chosen, setChosen] = useState<Selected | null>(null);
  const items = mine.data?.pages.flatMap((page) => page.items) ?? [];
  const first = items[0];
  const selected = chosen ?? (first ? { snapshotId: first.snapshotId, currency: first.currency } : null);
  return (
    <div className="page page--narrow solvency" data-testid="proof-page">
      <PageHeader title={t("solvency.mine.title")} subtitle={t("solvency.mine.subtitle")} backTo="/profile">
        <Link to="/solvency" className="button button--secondary button--small">
          {t("solvency.mine.publicPage")}
        </Link>
      </PageHeader>
      {mine.isPending || mine.isError ? (
        <QueryFallback query={mine} />
      ) : items.length === 0 ? (
        <div className="card">
          <EmptyState message={t("solvency.mine.empty")} />
        </div>
      ) : (
        <>
          {selected && <ProofCheck selected={selected} />}
          <ul className="card solvency__entries" data-testid="proof-entries">
            {items.map((item) => {
              const isSelected = item.snapshotId === selected?.snapshotId && item.currency === selected.currency;
              return (
                <li key={`${item.snapshotId}:${item.currency}`}>
                  <button type="button" className={`solvency__entry${isSelected ? " solvency__entry--selected" : ""}`} aria-pressed={isSelected} onClick={() => setChosen({ snapshotId: item.snapshotId, currency: item.currency })}>
                    <span>
                      {t("solvency.snapshot")} {item.snapshotId} · {formatDateTime(item.takenAt, locale)}
                    </span>
                    <span className="solvency__number">
                      {formatAmount(item.balance, item.currency, locale, { style: "exact" })} {item.currency}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <LoadMore query={mine} label={t("solvency.loadMore")} loadingLabel={t("common.loading")} testId="proof-more" />
        </>
      )}
    </div>
  );
}

function ProofCheck({ selected }: { selected: Selected }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const proof = useLiabilityProof(selected);
  const published = usePublishedRoot(selected);
  const key = useSolvencyPublicKey();
  const [check, setCheck] = useState<BrowserCheck | "checking">("checking");
  const publishedRoot = published.data;
  const publicKeyHex = key.data?.publicKeyHex;

  useEffect(() => {
    setCheck("checking");
    if (!proof.data || !publishedRoot || !publicKeyHex) return;
    let current = true;
    void verifyInBrowser(proof.data, publishedRoot, publicKeyHex).then((result) => current && setCheck(result));
    return () => {
      current = false;
    };
  }, [proof.data, publishedRoot, publicKeyHex]);

  if (proof.isPending || proof.isError) return <QueryFallback query={proof} lines={3} />;
  const { proof: body } = proof.data;
  const amount = (value: string) => `${formatAmount(value, body.currency, locale, { style: "exact" })} ${body.currency}`;
  return (
    <section className="card card--padded solvency__section" data-testid="proof-check" aria-live="polite">
      <p className="solvency__included" data-testid="proof-included">
        {t("solvency.mine.included", { balance: amount(body.balance), total: amount(body.root.sum), count: body.leafCount })}
      </p>
      <p className={`solvency__status solvency__status--${check === "checking" ? "checking" : check.state}`} data-testid="proof-status" data-state={check === "checking" ? "checking" : check.state}>
        {check === "checking" ? t("solvency.mine.verifying") : check.state === "failed" ? t("solvency.mine.failed", { reason: t(`solvency.mine.reasons.${check.reason}`) }) : t(`solvency.mine.${check.state}`)}
      </p>
      <button type="button" className="button button--secondary button--small" data-testid="proof-download" onClick={() => downloadText(`liability-proof-${body.snapshotId}-${body.currency}.json`, `${JSON.stringify(proof.data, null, 2)}\n`, "application/json")}>
        {t("solvency.mine.download")}
      </button>
    </section>
  );
}
