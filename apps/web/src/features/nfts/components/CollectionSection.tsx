// "My collection": the items the user won at auction or bought now, with the price paid, when,
// and the transfer reference once the operators recorded the NFT's transfer to them.
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { LoadMore } from "../../../components/LoadMore.tsx";
import { QueryFallback } from "../../../components/QueryFallback.tsx";
import { EmptyState } from "../../../components/States.tsx";
import { formatDateTime, useLocale } from "../../../i18n/format.ts";
import { useCollection } from "../api/nfts.ts";
import { Reference, Usdt } from "./Bits.tsx";

export function CollectionSection() {
  const { t } = useTranslation();
  const locale = useLocale();
  const collection = useCollection();
  if (collection.isPending || collection.isError) return <QueryFallback query={collection} lines={4} />;
  const rows = collection.data.pages.flatMap((page) => page.items);
  if (rows.length === 0) {
    return (
      <div className="card" data-testid="nft-collection">
        <EmptyState message={t("nfts.noCollection")} />
        <p className="nft-collection__cta">
          <Link to="/nfts" className="button button--primary button--small">
            {t("nfts.browse")}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <section className="card card--padded" data-testid="nft-collection">
      <ul className="nft-rows">
        {rows.map((row) => (
          <li key={row.item.id} className="nft-rows__row nft-rows__row--owned" data-testid={`nft-collection-${row.item.id}`}>
            <Link to={`/nfts?id=${row.item.id}`} className="nft-rows__thumb">
              <img src={row.item.imageUrl} alt="" loading="lazy" />
            </Link>
            <div className="nft-rows__main">
              <Link to={`/nfts?id=${row.item.id}`} className="nft-rows__name" dir="auto">
                {row.item.name}
              </Link>
              <span className="nft__muted">
                {t(`nfts.via.${row.via}`)} · <time dateTime={row.acquiredAt}>{formatDateTime(row.acquiredAt, locale)}</time>
              </span>
            </div>
            <Usdt value={row.price} testId="nft-collection-price" />
            <div className="nft-rows__ref">
              <span className="nft__muted">{t("nfts.transferReference")}</span>{" "}
              {row.transferReference === null ? (
                <span className="nft-pending" data-testid="nft-collection-transfer">
                  {t("nfts.transferPending")}
                </span>
              ) : (
                <Reference value={row.transferReference} testId="nft-collection-transfer" />
              )}
            </div>
          </li>
        ))}
      </ul>
      <LoadMore query={collection} label={t("nfts.loadMore")} loadingLabel={t("nfts.loadingMore")} testId="nft-collection-more" />
    </section>
  );
}
