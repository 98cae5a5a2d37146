// An item's bids (every one, with the bidder, its state and whether it extended the end), and
// finance's record of the NFT's transfer to the buyer (the tx hash the buyer's collection shows).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { nftReferenceMax, type AdminNftBid, type AdminNftItem } from "@tradewind/api/admin/nfts";
import { DataTable, PagedList, type Column } from "../../../components/DataTable.tsx";
import { Field } from "../../../components/Field.tsx";
import { Modal } from "../../../components/Modal.tsx";
import { ReasonDialog } from "../../../components/ReasonDialog.tsx";
import { formatDateTime, useLocale } from "../../../lib/format.ts";
import { useNftItemBids, useNftWrites } from "../api/nfts.ts";
import { Usdt } from "../money.tsx";

export function BidsDialog({ item, onClose }: { item: AdminNftItem; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const bids = useNftItemBids(item.id, page);
  const columns: Column<AdminNftBid>[] = [
    { header: t("nfts.bidTime"), cell: (bid) => formatDateTime(bid.createdAt, locale) },
    { header: t("nfts.bidder"), cell: (bid) => <Link to={`/users/${bid.userId}`}>{bid.username}</Link> },
    { header: t("nfts.amount"), headerClassName: "num", className: "num", cell: (bid) => <Usdt value={bid.amount} /> },
    { header: t("nfts.bidState"), cell: (bid) => <span className={`badge badge--${bid.state === "leading" || bid.state === "won" ? "active" : "disabled"}`}>{t(`nfts.bidStates.${bid.state}`)}</span> },
    { header: t("nfts.extendedEnd"), cell: (bid) => (bid.extended ? t("nfts.yes") : "—") },
  ];
  return (
    <Modal title={t("nfts.bidsTitle", { name: item.name })} onClose={onClose} testId="nft-bids-dialog">
      <PagedList query={bids} emptyMessage={t("nfts.noBids")} onPage={setPage}>
        {(items) => <DataTable columns={columns} rows={items} rowKey={(bid) => bid.id} rowTestId={(bid) => `nft-bid-${bid.id}`} />}
      </PagedList>
    </Modal>
  );
}

export function TransferDialog({ item, onClose }: { item: AdminNftItem; onClose: () => void }) {
  const { t } = useTranslation();
  const { recordTransfer } = useNftWrites();
  const [reference, setReference] = useState(item.transferReference ?? "");
  const submit = (reason: string) => recordTransfer(item.id, { reference: reference.trim(), reason });
  return (
    <ReasonDialog title={t("nfts.transferTitle", { name: item.name })} submitLabel={t("nfts.transferSubmit")} onClose={onClose} onSubmit={submit} testId="nft-transfer-dialog">
      {item.buyer !== null && <p className="muted">{t("nfts.transferTo", { user: item.buyer.username })}</p>}
      <Field label={t("nfts.transferReference")} hint={t("nfts.transferHint")} value={reference} maxLength={nftReferenceMax} dir="ltr" autoComplete="off" onChange={(event) => setReference(event.target.value)} data-testid="nft-transfer-reference" />
    </ReasonDialog>
  );
}
