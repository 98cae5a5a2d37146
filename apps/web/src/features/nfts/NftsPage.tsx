// Charity NFTs (/nfts, SPEC §1–§3; issue 15). Three sections as tabs whose choice lives in the
// URL: the auctions (a grid filtered by status), the charities with their payouts (public), and
// the signed-in user's collection; `?id=` opens one item (a notification links straight to it).
// Everything stays live over `/ws` while the page is open, and countdowns tick every second.
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { nftStatuses, type NftStatus } from "@tradewind/api/nfts";
import { Choice } from "../../components/Choice.tsx";
import { LoadMore } from "../../components/LoadMore.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryFallback } from "../../components/QueryFallback.tsx";
import { EmptyState } from "../../components/States.tsx";
import { useSession } from "../../lib/session.ts";
import { useNftItems } from "./api/nfts.ts";
import { CharitiesSection } from "./components/CharitiesSection.tsx";
import { CollectionSection } from "./components/CollectionSection.tsx";
import { NftCard } from "./components/NftCard.tsx";
import { NftDetail } from "./components/NftDetail.tsx";
import { useNftLive } from "./hooks/use-nft-live.ts";
import "./NftsPage.css";

export const nftSections = ["market", "charities", "collection"] as const;
type NftSection = (typeof nftSections)[number];
const statusFilters = ["all", ...nftStatuses] as const;
type StatusFilter = (typeof statusFilters)[number];

export function NftsPage() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const [search, setSearch] = useSearchParams();
  useNftLive();
  const id = search.get("id");
  const sections = loggedIn ? nftSections : nftSections.filter((section) => section !== "collection");
  const section = sections.find((known) => known === search.get("section")) ?? "market";
  const show = (next: NftSection) => setSearch({ section: next }, { replace: true });
  return (
    <div className="page nfts" data-testid="nfts-page" data-section={id === null ? section : "detail"}>
      <PageHeader title={t("nfts.title")} subtitle={t("nfts.subtitle")} />
      {id !== null && /^[1-9]\d{0,18}$/.test(id) ? (
        <NftDetail id={id} />
      ) : (
        <>
          <Choice look="tabs" options={sections} value={section} onChange={show} labelOf={(option) => t(`nfts.sections.${option}`)} label={t("nfts.sectionsLabel")} testIdPrefix="nft-section" />
          {section === "market" && <Market />}
          {section === "charities" && <CharitiesSection />}
          {section === "collection" && <CollectionSection />}
        </>
      )}
    </div>
  );
}

function Market() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filter = statusFilters.find((known) => known === search.get("status")) ?? "all";
  const status: NftStatus | undefined = filter === "all" ? undefined : filter;
  const items = useNftItems(status);
  const choose = (next: StatusFilter) => setSearch(next === "all" ? { section: "market" } : { section: "market", status: next }, { replace: true });
  return (
    <section className="nft-market" aria-label={t("nfts.sections.market")}>
      <Choice look="segments" className="nft-market__filter" options={statusFilters} value={filter} onChange={choose} labelOf={(option) => (option === "all" ? t("nfts.all") : t(`nfts.status.${option}`))} label={t("nfts.statusLabel")} testIdPrefix="nft-filter" />
      {items.isPending || items.isError ? (
        <QueryFallback query={items} lines={6} />
      ) : items.data.pages[0]?.items.length === 0 ? (
        <div className="card">
          <EmptyState message={t("nfts.none")} />
        </div>
      ) : (
        <>
          <div className="nft-grid">
            {items.data.pages.flatMap((page) => page.items).map((item) => (
              <NftCard key={item.id} item={item} />
            ))}
          </div>
          <div className="nft-market__more">
            <LoadMore query={items} label={t("nfts.loadMore")} loadingLabel={t("nfts.loadingMore")} testId="nft-more" />
          </div>
        </>
      )}
    </section>
  );
}
