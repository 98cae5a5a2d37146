// One item in the market grid: the artwork, name and creator, status, the current bid (or the
// starting price before the first), the live countdown and what it has donated. The whole card
// opens the item.
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { NftItem } from "@tradewind/api/nfts";
import { AuctionClock } from "./AuctionClock.tsx";
import { StatusBadge, Usdt } from "./Bits.tsx";

export function NftCard({ item }: { item: NftItem }) {
  const { t } = useTranslation();
  const price = item.status === "sold" && item.soldPrice !== null ? item.soldPrice : (item.currentBid ?? item.startPrice);
  const priceLabel = item.status === "sold" ? t("nfts.soldFor") : item.currentBid === null ? t("nfts.startPrice") : t("nfts.currentBid");
  return (
    <article className="card nft-card" data-testid={`nft-card-${item.id}`} data-status={item.status}>
      <Link to={`/nfts?id=${item.id}`} className="nft-card__link" aria-label={t("nfts.open", { name: item.name })}>
        <div className="nft-card__art">
          <img src={item.imageUrl} alt="" loading="lazy" />
          <StatusBadge status={item.status} />
        </div>
        <div className="nft-card__body">
          <h3 className="nft-card__name" dir="auto">
            {item.name}
          </h3>
          <p className="nft-card__creator" dir="auto">
            {t("nfts.byCreator", { creator: item.creator })} · {item.chain}
          </p>
          <div className="nft-card__price">
            <span className="nft-card__label">{priceLabel}</span>
            <Usdt value={price} testId="nft-current-bid" />
          </div>
          <AuctionClock item={item} />
          <p className="nft-card__donated">
            <span className="nft-card__label">{t("nfts.donated")}</span> <Usdt value={item.donated} testId="nft-donated" />
          </p>
        </div>
      </Link>
    </article>
  );
}
