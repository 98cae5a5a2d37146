// Where the money goes: every charity with what its auctions raised (from the ledger), what was
// paid out to it and what the platform still holds for it, the totals over all of them, and the
// public list of payouts with their references (a tx hash or a bank receipt), so a donor can
// follow their money to the charity. A charity's card filters the payouts to it.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Charity } from "@tradewind/api/nfts";
import { LoadMore } from "../../../components/LoadMore.tsx";
import { QueryFallback } from "../../../components/QueryFallback.tsx";
import { EmptyState } from "../../../components/States.tsx";
import { formatDateTime, useLocale } from "../../../i18n/format.ts";
import { useCharities, useCharityPayouts } from "../api/nfts.ts";
import { Figures, Reference, Usdt } from "./Bits.tsx";

export function CharitiesSection() {
  const { t } = useTranslation();
  const charities = useCharities();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  if (charities.isPending || charities.isError) return <QueryFallback query={charities} lines={6} />;
  const { items, totalDonated, totalPaidOut } = charities.data;
  return (
    <div className="nft-charities" data-testid="nft-charities">
      <section className="card card--padded nft-totals" aria-labelledby="nft-totals-title">
        <h2 id="nft-totals-title" className="nft__section-title">
          {t("nfts.totalsTitle")}
        </h2>
        <Figures
          className="nft-figures--large"
          rows={[
            { label: t("nfts.totalDonated"), value: <Usdt value={totalDonated} />, testId: "nft-total-donated" },
            { label: t("nfts.totalPaidOut"), value: <Usdt value={totalPaidOut} />, testId: "nft-total-paid-out" },
          ]}
        />
      </section>
      {items.length === 0 ? (
        <div className="card">
          <EmptyState message={t("nfts.noCharities")} />
        </div>
      ) : (
        <div className="nft-charities__grid">
          {items.map((charity) => (
            <CharityCard key={charity.id} charity={charity} chosen={charity.id === chosen} onChoose={() => setChosen(charity.id === chosen ? undefined : charity.id)} />
          ))}
        </div>
      )}
      <Payouts charity={items.find((charity) => charity.id === chosen)} />
    </div>
  );
}

function CharityCard({ charity, chosen, onChoose }: { charity: Charity; chosen: boolean; onChoose: () => void }) {
  const { t } = useTranslation();
  return (
    <article className={`card card--padded nft-charity${chosen ? " nft-charity--chosen" : ""}`} data-testid={`nft-charity-${charity.id}`}>
      <h3 className="nft-charity__name" dir="auto" lang={charity.nameFallback ? "en" : undefined}>
        {charity.name}
      </h3>
      {charity.description !== "" && (
        <p className="nft__muted" dir="auto" lang={charity.descriptionFallback ? "en" : undefined}>
          {charity.description}
        </p>
      )}
      {charity.website !== null && (
        <a href={charity.website} target="_blank" rel="noopener noreferrer external" className="nft-charity__site" dir="ltr">
          {charity.website}
        </a>
      )}
      <Figures
        rows={[
          { label: t("nfts.charityDonated"), value: <Usdt value={charity.donated} />, testId: "nft-charity-donated" },
          { label: t("nfts.charityPaidOut"), value: <Usdt value={charity.paidOut} />, testId: "nft-charity-paid-out" },
          { label: t("nfts.charityHeld"), value: <Usdt value={charity.balance} />, testId: "nft-charity-held" },
        ]}
      />
      <button type="button" className="button button--secondary button--small" aria-pressed={chosen} onClick={onChoose} data-testid={`nft-charity-payouts-${charity.id}`}>
        {chosen ? t("nfts.allPayouts") : t("nfts.payoutsOf")}
      </button>
    </article>
  );
}

function Payouts({ charity }: { charity: Charity | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const payouts = useCharityPayouts(charity?.id);
  const title = charity === undefined ? t("nfts.payoutsTitle") : t("nfts.payoutsTitleOf", { name: charity.name });
  return (
    <section className="card card--padded" aria-labelledby="nft-payouts-title" data-testid="nft-payouts">
      <h2 id="nft-payouts-title" className="nft__section-title">
        {title}
      </h2>
      <p className="nft__muted">{t("nfts.payoutsIntro")}</p>
      {payouts.isPending || payouts.isError ? (
        <QueryFallback query={payouts} lines={3} />
      ) : payouts.data.pages[0]?.items.length === 0 ? (
        <EmptyState message={t("nfts.noPayouts")} />
      ) : (
        <>
          <ul className="nft-rows">
            {payouts.data.pages.flatMap((page) => page.items).map((payout) => (
              <li key={payout.id} className="nft-rows__row" data-testid={`nft-payout-${payout.id}`}>
                <div className="nft-rows__main">
                  <bdi className="nft-rows__name">{payout.charity.name}</bdi>
                  <time dateTime={payout.paidAt} className="nft__muted">
                    {formatDateTime(payout.paidAt, locale)}
                  </time>
                </div>
                <Usdt value={payout.amount} testId="nft-payout-amount" />
                <div className="nft-rows__ref">
                  <span className="nft__muted">{t("nfts.reference")}</span> <Reference value={payout.reference} testId="nft-payout-reference" />
                </div>
              </li>
            ))}
          </ul>
          <LoadMore query={payouts} label={t("nfts.loadMore")} loadingLabel={t("nfts.loadingMore")} testId="nft-payouts-more" />
        </>
      )}
    </section>
  );
}
