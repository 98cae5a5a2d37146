// The public proof-of-liabilities page (/solvency, no sign-in; issue 26): the latest signed total
// per currency, the history of published roots, the signing key and how to verify, the declared
// reserve addresses and funded platform accounts, and plainly what this proves and what it does not.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PublishedRootWire } from "@tradewind/api/solvency";
import { LoadMore } from "../../components/LoadMore.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryFallback } from "../../components/QueryFallback.tsx";
import { EmptyState } from "../../components/States.tsx";
import { formatAmount, formatDateTime, useLocale } from "../../i18n/format.ts";
import { useSession } from "../../lib/session.ts";
import { useLiabilityRoots, useSolvencyBacking, useSolvencyPublicKey } from "./api/solvency.ts";
import { BackingSection } from "./components/BackingSection.tsx";
import "./solvency.css";

export function SolvencyPage() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const roots = useLiabilityRoots();
  const key = useSolvencyPublicKey();
  const backing = useSolvencyBacking();
  const items = roots.data?.pages.flatMap((page) => page.items) ?? [];
  const latestSnapshot = items[0]?.snapshotId;
  return (
    <div className="page solvency" data-testid="solvency-page">
      <PageHeader title={t("solvency.title")} subtitle={t("solvency.subtitle")} />
      <section className="card card--padded solvency__section" aria-labelledby="solvency-latest">
        <h2 id="solvency-latest">{t("solvency.latest")}</h2>
        {roots.isPending || roots.isError ? <QueryFallback query={roots} /> : items.length === 0 ? <EmptyState message={t("solvency.none")} /> : <RootTable roots={items.filter((root) => root.snapshotId === latestSnapshot)} testId="solvency-latest" />}
      </section>
      <section className="card card--padded solvency__section" aria-labelledby="solvency-how">
        <h2 id="solvency-how">{t("solvency.howTitle")}</h2>
        <p>{t("solvency.howBrowser")}</p>
        {loggedIn && (
          <p>
            <Link to="/profile/proof" className="button button--secondary button--small">
              {t("solvency.mine.title")}
            </Link>
          </p>
        )}
        <p>{t("solvency.howScript")}</p>
        <pre className="solvency__code" dir="ltr">
          npm run verify-proof -- proof.json --public-key {key.data?.publicKeyHex ?? "…"}
        </pre>
        <h3>{t("solvency.publicKey")}</h3>
        <code className="solvency__hash" dir="ltr" data-testid="solvency-public-key">
          {key.data?.publicKeyHex ?? "…"}
        </code>
      </section>
      <BackingSection query={backing} />
      <section className="card card--padded solvency__section" aria-labelledby="solvency-proves">
        <h2 id="solvency-proves">{t("solvency.provesTitle")}</h2>
        <p>{t("solvency.proves")}</p>
        <p>{t("solvency.provesNot")}</p>
      </section>
      {items.length > 0 && (
        <section className="card card--padded solvency__section" aria-labelledby="solvency-history">
          <h2 id="solvency-history">{t("solvency.history")}</h2>
          <RootTable roots={items} testId="solvency-history" />
          <LoadMore query={roots} label={t("solvency.loadMore")} loadingLabel={t("common.loading")} testId="solvency-more" />
        </section>
      )}
    </div>
  );
}

function RootTable({ roots, testId }: { roots: PublishedRootWire[]; testId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="solvency__table-wrap">
      <table className="solvency__table" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{t("solvency.snapshot")}</th>
            <th scope="col">{t("solvency.currency")}</th>
            <th scope="col">{t("solvency.total")}</th>
            <th scope="col">{t("solvency.accounts")}</th>
            <th scope="col">{t("solvency.takenAt")}</th>
            <th scope="col">{t("solvency.rootHash")}</th>
          </tr>
        </thead>
        <tbody>
          {roots.map((root) => (
            <tr key={`${root.snapshotId}:${root.currency}`}>
              <td>{root.snapshotId}</td>
              <td>{root.currency}</td>
              <td className="solvency__number">{formatAmount(root.rootSum, root.currency, locale, { style: "exact" })}</td>
              <td className="solvency__number">{root.leafCount}</td>
              <td>{formatDateTime(root.takenAt, locale)}</td>
              <td>
                <code className="solvency__hash" dir="ltr" title={root.rootHash}>
                  {root.rootHash.slice(0, 16)}…
                </code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
