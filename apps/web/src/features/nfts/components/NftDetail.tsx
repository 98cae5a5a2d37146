// One item (/nfts?id=…): the artwork beside its facts (SPEC §3: name, chain, creator, address,
// current bid, remaining time, cumulative donation, plus the token, prices, increment and the
// charity), the description in the reader's language (marked when English stands in), the
// anti-sniping rule, the bid panel and the most recent bids. Live over `/ws` (useNftLive).
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { nftRecentBidsMax, type NftBid, type NftItem } from "@tradewind/api/nfts";
import { QueryFallback } from "../../../components/QueryFallback.tsx";
import { formatDateTime, useLocale } from "../../../i18n/format.ts";
import { useNftItem } from "../api/nfts.ts";
import { AuctionClock } from "./AuctionClock.tsx";
import { AntiSnipingRule, BidPanel } from "./BidPanel.tsx";
import { Figures, Reference, StatusBadge, Usdt, type Figure } from "./Bits.tsx";

export function NftDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const detail = useNftItem(id);
  return (
    <div className="nft-detail" data-testid="nft-detail" data-id={id}>
      <Link to="/nfts" className="page-back" data-testid="nft-back">
        {t("nfts.back")}
      </Link>
      {detail.isPending || detail.isError ? <QueryFallback query={detail} lines={8} /> : <Loaded item={detail.data.item} bids={detail.data.bids} />}
    </div>
  );
}

function Loaded({ item, bids }: { item: NftItem; bids: readonly NftBid[] }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="nft-detail__layout">
        <div className="nft-detail__art card">
          <img src={item.imageUrl} alt={t("nfts.artworkOf", { name: item.name })} />
        </div>
        <div className="nft-detail__main">
          <header className="nft-detail__head">
            <StatusBadge status={item.status} />
            <h2 className="nft-detail__name" dir="auto" data-testid="nft-name">
              {item.name}
            </h2>
            <p className="nft__muted" dir="auto">
              {t("nfts.byCreator", { creator: item.creator })}
            </p>
          </header>
          <section className="card card--padded nft-detail__now">
            <PriceNow item={item} />
            <AuctionClock item={item} />
          </section>
          <BidPanel item={item} />
        </div>
      </div>
      <div className="nft-detail__columns">
        <section className="card card--padded" aria-labelledby="nft-about-title">
          <h2 id="nft-about-title" className="nft__section-title">
            {t("nfts.aboutTitle")}
          </h2>
          {item.descriptionFallback && (
            <p className="nft-fallback" data-testid="nft-description-fallback">
              {t("nfts.shownInEnglish")}
            </p>
          )}
          <p className="nft-description" dir="auto" lang={item.descriptionFallback ? "en" : undefined} data-testid="nft-description">
            {item.description}
          </p>
          <AntiSnipingRule item={item} />
          <Facts item={item} />
        </section>
        <BidHistory item={item} bids={bids} />
      </div>
    </>
  );
}

function PriceNow({ item }: { item: NftItem }) {
  const { t } = useTranslation();
  const rows: Figure[] = [];
  if (item.status === "sold" && item.soldPrice !== null) {
    rows.push({ label: item.soldVia === "buy_now" ? t("nfts.boughtNowFor") : t("nfts.soldFor"), value: <Usdt value={item.soldPrice} />, testId: "nft-sold-price" });
  }
  rows.push({ label: item.currentBid === null ? t("nfts.startPrice") : t("nfts.currentBid"), value: <Usdt value={item.currentBid ?? item.startPrice} />, testId: "nft-current-bid" });
  rows.push({ label: t("nfts.donated"), value: <Usdt value={item.donated} />, testId: "nft-donated" });
  return <Figures rows={rows} className="nft-figures--large" />;
}

function Facts({ item }: { item: NftItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rows: Figure[] = [
    { label: t("nfts.charity"), value: <bdi>{item.charity.name}</bdi>, testId: "nft-charity" },
    { label: t("nfts.startPrice"), value: <Usdt value={item.startPrice} /> },
    { label: t("nfts.minIncrement"), value: <Usdt value={item.minIncrement} /> },
    { label: t("nfts.buyNowPrice"), value: item.buyNowPrice === null ? t("nfts.noBuyNow") : <Usdt value={item.buyNowPrice} /> },
    { label: t("nfts.startsAt"), value: formatDateTime(item.startsAt, locale) },
    {
      label: t("nfts.endsAt"),
      value: (
        <>
          {formatDateTime(item.endsAt, locale)}
          {item.extensions > 0 && <span className="nft__muted"> · {t("nfts.extended", { count: item.extensions })}</span>}
        </>
      ),
      testId: "nft-ends-at",
    },
    { label: t("nfts.chain"), value: <bdi>{item.chain}</bdi> },
    { label: t("nfts.contractAddress"), value: <Reference value={item.contractAddress} testId="nft-contract-address" /> },
    { label: t("nfts.tokenId"), value: <Reference value={item.tokenId} /> },
  ];
  return <Figures rows={rows} className="nft-facts" />;
}

function BidHistory({ item, bids }: { item: NftItem; bids: readonly NftBid[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className="card card--padded" aria-labelledby="nft-bids-title" data-testid="nft-bids">
      <h2 id="nft-bids-title" className="nft__section-title">
        {t("nfts.historyTitle")} <span className="nft__count numeric">({item.bidCount})</span>
      </h2>
      {bids.length === 0 ? (
        <p className="nft__muted" data-testid="nft-no-bids">
          {t("nfts.noBids")}
        </p>
      ) : (
        <ol className="nft-bids">
          {bids.map((bid, index) => (
            <li key={`${bid.createdAt}:${bid.amount}`} className={index === 0 ? "nft-bids__row nft-bids__row--top" : "nft-bids__row"} data-testid="nft-bid-row">
              <bdi className="nft-bids__who">{bid.bidder}</bdi>
              <Usdt value={bid.amount} />
              <time dateTime={bid.createdAt} className="nft-bids__at">
                {formatDateTime(bid.createdAt, locale)}
              </time>
            </li>
          ))}
        </ol>
      )}
      {item.bidCount > bids.length && <p className="nft__muted">{t("nfts.recentOnly", { count: nftRecentBidsMax })}</p>}
    </section>
  );
}
