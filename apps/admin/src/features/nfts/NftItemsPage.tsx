// Charity NFT items (content edits; finance reads and records transfers): status tabs, a name
// search, each item with its artwork, charity, price now or sold, bids, times, donation and
// transfer; a new item, editing, an item's bids, and recording the transfer of a sold item.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { createNftItem, recordNftTransfer, updateNftItem, type AdminNftItem } from "@tradewind/api/admin/nfts";
import { nftStatuses } from "@tradewind/api/nfts";
import { ChainShort } from "../../components/ChainRef.tsx";
import { DataTable, PagedList, type Column } from "../../components/DataTable.tsx";
import { FlashNotice } from "../../components/FlashNotice.tsx";
import { QueueFilters } from "../../components/QueueFilters.tsx";
import { StatusTabs } from "../../components/StatusTabs.tsx";
import { canCall } from "../../lib/access.ts";
import { formatCount, formatDateTime, useLocale } from "../../lib/format.ts";
import { useRoles } from "../../lib/operator.ts";
import { presentFilters, useQueueParams } from "../../lib/use-queue-params.ts";
import { useCharityList, useNftItemList } from "./api/nfts.ts";
import { ItemDialog } from "./components/ItemDialog.tsx";
import { BidsDialog, TransferDialog } from "./components/ItemDialogs.tsx";
import { Usdt } from "./money.tsx";
import "./nfts.css";

const tabs = ["all", ...nftStatuses] as const;

type Open = { kind: "edit"; item: AdminNftItem | null } | { kind: "bids"; item: AdminNftItem } | { kind: "transfer"; item: AdminNftItem } | null;

export function NftItemsPage() {
  const { t } = useTranslation();
  const roles = useRoles();
  const mayEdit = canCall(roles, createNftItem) && canCall(roles, updateNftItem);
  const mayTransfer = canCall(roles, recordNftTransfer);
  const { status, setStatus, page, setPage, filters, setFilters } = useQueueParams(tabs, ["q"]);
  const list = useNftItemList({ ...(status === "all" ? {} : { status }), ...presentFilters(filters), page });
  const charities = useCharityList();
  const [open, setOpen] = useState<Open>(null);
  const charityItems = charities.data?.items ?? [];
  return (
    <section className="page">
      <div className="section-head">
        <h1 className="page__title">{t("nav.nfts")}</h1>
        {mayEdit && (
          <button type="button" className="button" disabled={!charities.isSuccess} onClick={() => setOpen({ kind: "edit", item: null })} data-testid="nft-item-new">
            {t("nfts.newItem")}
          </button>
        )}
      </div>
      <FlashNotice />
      {mayEdit && charities.isSuccess && charityItems.length === 0 && <p className="notice">{t("nfts.needCharity")}</p>}
      <StatusTabs name={t("nfts.statusLabel")} statuses={tabs} current={status} label={(name) => (name === "all" ? t("common.all") : t(`nfts.statusName.${name}`))} onChange={setStatus} />
      <QueueFilters fields={[{ name: "q", label: t("nfts.search") }]} values={filters} onApply={setFilters} />
      <PagedList query={list} emptyMessage={t("nfts.none")} onPage={setPage}>
        {(items) => <ItemsTable items={items} mayEdit={mayEdit} mayTransfer={mayTransfer} onOpen={setOpen} />}
      </PagedList>
      {open?.kind === "edit" && <ItemDialog item={open.item} charities={charityItems} onClose={() => setOpen(null)} />}
      {open?.kind === "bids" && <BidsDialog item={open.item} onClose={() => setOpen(null)} />}
      {open?.kind === "transfer" && <TransferDialog item={open.item} onClose={() => setOpen(null)} />}
    </section>
  );
}

interface ItemsTableProps {
  items: readonly AdminNftItem[];
  mayEdit: boolean;
  mayTransfer: boolean;
  onOpen: (open: Open) => void;
}

function ItemsTable({ items, mayEdit, mayTransfer, onOpen }: ItemsTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: Column<AdminNftItem>[] = [
    { header: t("nfts.image"), cell: (item) => <img className="nft-thumb" src={item.imageUrl} alt="" loading="lazy" /> },
    {
      header: t("nfts.name"),
      cell: (item) => (
        <>
          <bdi>{item.name}</bdi>
          <div className="muted">
            <bdi>{item.creator}</bdi> · <bdi>{item.chain}</bdi> · <span dir="ltr">#{item.tokenId}</span>
          </div>
        </>
      ),
    },
    { header: t("nfts.status"), cell: (item) => <StatusBadge item={item} /> },
    { header: t("nfts.charity"), cell: (item) => <bdi>{item.charity.name}</bdi> },
    {
      header: t("nfts.price"),
      headerClassName: "num",
      className: "num",
      cell: (item) => (item.soldPrice !== null ? <Usdt value={item.soldPrice} /> : item.currentBid !== null ? <Usdt value={item.currentBid} /> : <span className="muted"><Usdt value={item.startPrice} /></span>),
    },
    { header: t("nfts.bids"), headerClassName: "num", className: "num", cell: (item) => formatCount(item.bidCount, locale) },
    {
      header: t("nfts.window"),
      cell: (item) => (
        <>
          {formatDateTime(item.startsAt, locale)}
          <div className="muted">
            {formatDateTime(item.endsAt, locale)}
            {item.extensions > 0 && ` (+${formatCount(item.extensions, locale)})`}
          </div>
        </>
      ),
    },
    { header: t("nfts.donated"), headerClassName: "num", className: "num", cell: (item) => <Usdt value={item.donated} /> },
    {
      header: t("nfts.transfer"),
      cell: (item) => (item.transferReference !== null ? <ChainShort value={item.transferReference} /> : item.status === "sold" ? <span className="badge badge--pending">{t("nfts.transferMissing")}</span> : "—"),
    },
    {
      header: t("common.actions"),
      cell: (item) => (
        <div className="actions">
          {mayEdit && (
            <button type="button" className="button button--secondary button--small" onClick={() => onOpen({ kind: "edit", item })} data-testid="nft-item-edit">
              {t("common.edit")}
            </button>
          )}
          <button type="button" className="button button--secondary button--small" onClick={() => onOpen({ kind: "bids", item })} data-testid="nft-item-bids">
            {t("nfts.bids")}
          </button>
          {mayTransfer && item.status === "sold" && item.settled && (
            <button type="button" className="button button--small" onClick={() => onOpen({ kind: "transfer", item })} data-testid="nft-item-transfer">
              {item.transferReference === null ? t("nfts.recordTransfer") : t("nfts.changeTransfer")}
            </button>
          )}
        </div>
      ),
    },
  ];
  return <DataTable columns={columns} rows={items} rowKey={(item) => item.id} rowTestId={(item) => `nft-item-${item.id}`} />;
}

function StatusBadge({ item }: { item: AdminNftItem }) {
  const { t } = useTranslation();
  const tone = item.status === "live" ? "active" : item.status === "sold" ? "done" : item.status === "upcoming" ? "pending" : "disabled";
  return (
    <>
      <span className={`badge badge--${tone}`} data-testid="nft-item-status" data-status={item.status}>
        {t(`nfts.statusName.${item.status}`)}
      </span>
      {item.status === "sold" && !item.settled && <div className="muted">{t("nfts.settling")}</div>}
      {item.buyer !== null && (
        <div className="muted">
          {t(`nfts.via.${item.soldVia ?? "auction"}`)}: <bdi>{item.buyer.username}</bdi>
        </div>
      )}
    </>
  );
}
