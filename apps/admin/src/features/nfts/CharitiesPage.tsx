// The charities the NFT auctions benefit (content edits; finance pays out): each with its name and
// description per interface language (English name required), its payout details, what its items raised (ledger), what was paid out and what is still held for it; and
// the payouts recorded so far with their references, which the public /nfts page lists too.
// Finance records a payout (amount + tx hash or bank receipt + reason) with the shared FundDialog:
// one Idempotency-Key per dialog, so a retried click records it once.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { defaultLanguage, languages, type LanguageCode } from "@tradewind/i18n/languages";
import {
  charityDescriptionMax,
  charityNameMax,
  charityPayoutAddressMax,
  charityPayoutBankMax,
  charityWebsiteMax,
  createCharity,
  nftReferenceMax,
  recordCharityPayout,
  updateCharity,
  type AdminCharity,
  type AdminCharityPayout,
} from "@tradewind/api/admin/nfts";
import { CopyButton } from "../../components/CopyButton.tsx";
import { DataTable, PagedList, type Column } from "../../components/DataTable.tsx";
import { Field, Select } from "../../components/Field.tsx";
import { FlashNotice } from "../../components/FlashNotice.tsx";
import { FundDialog } from "../../components/FundDialog.tsx";
import { LanguageTexts } from "../../components/LanguageTexts.tsx";
import { NamesCompleteness, NameTexts } from "../../components/NameTexts.tsx";
import { QueryView } from "../../components/QueryView.tsx";
import { ReasonDialog } from "../../components/ReasonDialog.tsx";
import { canCall } from "../../lib/access.ts";
import { languageTextsOf } from "../../lib/language-texts.ts";
import { formatCount, formatDateTime, useLocale } from "../../lib/format.ts";
import { useRoles } from "../../lib/operator.ts";
import { usePageParam } from "../../lib/use-page-param.ts";
import { useCharityList, useNftWrites, usePayoutList } from "./api/nfts.ts";
import { nftMoney, Usdt } from "./money.tsx";

type Open = { kind: "edit"; charity: AdminCharity | null } | { kind: "payout"; charity: AdminCharity } | null;

export function CharitiesPage() {
  const { t } = useTranslation();
  const roles = useRoles();
  const mayEdit = canCall(roles, createCharity) && canCall(roles, updateCharity);
  const mayPay = canCall(roles, recordCharityPayout);
  const charities = useCharityList();
  const [open, setOpen] = useState<Open>(null);
  return (
    <section className="page">
      <div className="section-head">
        <h1 className="page__title">{t("nav.charities")}</h1>
        {mayEdit && (
          <button type="button" className="button" onClick={() => setOpen({ kind: "edit", charity: null })} data-testid="charity-new">
            {t("charities.new")}
          </button>
        )}
      </div>
      <FlashNotice />
      <QueryView query={charities} isEmpty={(data) => data.items.length === 0} emptyMessage={t("charities.none")}>
        {(data) => <CharitiesTable items={data.items} mayEdit={mayEdit} mayPay={mayPay} onOpen={setOpen} />}
      </QueryView>
      <Payouts charities={charities.data?.items ?? []} />
      {open?.kind === "edit" && <CharityDialog charity={open.charity} onClose={() => setOpen(null)} />}
      {open?.kind === "payout" && <PayoutDialog charity={open.charity} onClose={() => setOpen(null)} />}
    </section>
  );
}

interface CharitiesTableProps {
  items: readonly AdminCharity[];
  mayEdit: boolean;
  mayPay: boolean;
  onOpen: (open: Open) => void;
}

function CharitiesTable({ items, mayEdit, mayPay, onOpen }: CharitiesTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: Column<AdminCharity>[] = [
    {
      header: t("charities.name"),
      cell: (charity) => (
        <>
          <bdi>{charity.name}</bdi>
          {charity.website !== null && (
            <div className="muted wrap-anywhere" dir="ltr">
              {charity.website}
            </div>
          )}
        </>
      ),
    },
    { header: t("names.column"), cell: (charity) => <NamesCompleteness names={charity.names} testId="charity-names-count" /> },
    {
      header: t("charities.payoutTo"),
      cell: (charity) => (
        <>
          {charity.payoutAddress !== null && (
            <div>
              <code className="mono wrap-anywhere" dir="ltr">
                {charity.payoutAddress}
              </code>{" "}
              <CopyButton value={charity.payoutAddress} label={t("common.copyNamed", { name: t("charities.payoutAddress") })} />
            </div>
          )}
          {charity.payoutBank !== null && <div className="muted wrap-anywhere">{charity.payoutBank}</div>}
        </>
      ),
    },
    { header: t("charities.items"), headerClassName: "num", className: "num", cell: (charity) => formatCount(charity.items, locale) },
    { header: t("charities.donated"), headerClassName: "num", className: "num", cell: (charity) => <Usdt value={charity.donated} />, testId: "charity-donated" },
    { header: t("charities.paidOut"), headerClassName: "num", className: "num", cell: (charity) => <Usdt value={charity.paidOut} />, testId: "charity-paid-out" },
    { header: t("charities.held"), headerClassName: "num", className: "num", cell: (charity) => <Usdt value={charity.balance} />, testId: "charity-held" },
    {
      header: t("common.actions"),
      cell: (charity) => (
        <div className="actions">
          {mayEdit && (
            <button type="button" className="button button--secondary button--small" onClick={() => onOpen({ kind: "edit", charity })} data-testid="charity-edit">
              {t("common.edit")}
            </button>
          )}
          {mayPay && (
            <button type="button" className="button button--small" onClick={() => onOpen({ kind: "payout", charity })} data-testid="charity-payout">
              {t("charities.recordPayout")}
            </button>
          )}
        </div>
      ),
    },
  ];
  return <DataTable columns={columns} rows={items} rowKey={(charity) => charity.id} rowTestId={(charity) => `charity-${charity.id}`} />;
}

interface CharityForm {
  names: Record<LanguageCode, string>;
  descriptions: Record<LanguageCode, string>;
  website: string;
  payoutAddress: string;
  payoutBank: string;
}

const optional = (text: string) => (text.trim() === "" ? null : text.trim());
const trimmed = (texts: Record<LanguageCode, string>) => Object.fromEntries(languages.map(({ code }) => [code, texts[code].trim()])) as Record<LanguageCode, string>;

/** The English name is empty: said under it, the dialog stays open without a form error. */
class EnglishNameMissing extends Error {}

function CharityDialog({ charity, onClose }: { charity: AdminCharity | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { saveCharity } = useNftWrites();
  const [englishMissing, setEnglishMissing] = useState(false);
  const [form, setForm] = useState<CharityForm>(() => ({
    names: languageTextsOf(charity?.names),
    descriptions: languageTextsOf(charity?.descriptions),
    website: charity?.website ?? "",
    payoutAddress: charity?.payoutAddress ?? "",
    payoutBank: charity?.payoutBank ?? "",
  }));
  const set = <Key extends keyof CharityForm>(key: Key, value: CharityForm[Key]) => setForm((current) => ({ ...current, [key]: value }));
  const submit = async (reason: string) => {
    setEnglishMissing(form.names[defaultLanguage].trim() === "");
    if (form.names[defaultLanguage].trim() === "") throw new EnglishNameMissing();
    const body = { names: trimmed(form.names), descriptions: trimmed(form.descriptions), website: optional(form.website), payoutAddress: optional(form.payoutAddress), payoutBank: optional(form.payoutBank), reason };
    await saveCharity(charity?.id ?? null, body);
  };
  return (
    <ReasonDialog title={charity === null ? t("charities.createTitle") : t("charities.editTitle", { name: charity.name })} submitLabel={t("common.save")} onClose={onClose} onSubmit={submit} claimsError={(error) => error instanceof EnglishNameMissing} testId="charity-dialog">
      <div className="form__grid">
        <Field label={t("charities.website")} hint={t("charities.optional")} value={form.website} maxLength={charityWebsiteMax} dir="ltr" type="url" onChange={(event) => set("website", event.target.value)} data-testid="charity-website" />
        <Field label={t("charities.payoutAddress")} hint={t("charities.payoutHint")} value={form.payoutAddress} maxLength={charityPayoutAddressMax} dir="ltr" onChange={(event) => set("payoutAddress", event.target.value)} data-testid="charity-payout-address" />
        <Field label={t("charities.payoutBank")} hint={t("charities.payoutHint")} value={form.payoutBank} maxLength={charityPayoutBankMax} onChange={(event) => set("payoutBank", event.target.value)} data-testid="charity-payout-bank" />
      </div>
      <NameTexts names={form.names} maxLength={charityNameMax} englishMissing={englishMissing} onChange={(names) => set("names", names)} testIdPrefix="charity-name" />
      <LanguageTexts
        title={t("charities.description")}
        countLabel={(described, total) => t("names.count", { described, total })}
        missingLabel={(names) => t("names.descriptionMissing", { languages: names })}
        texts={form.descriptions}
        maxLength={charityDescriptionMax}
        onChange={(code, text) => set("descriptions", { ...form.descriptions, [code]: text })}
        testIdPrefix="charity-description"
      />
    </ReasonDialog>
  );
}

function PayoutDialog({ charity, onClose }: { charity: AdminCharity; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { recordPayout } = useNftWrites();
  const [reference, setReference] = useState("");
  const pay = (amount: string, reason: string, idempotencyKey: string) => recordPayout(charity.id, { amount, reference: reference.trim(), reason }, idempotencyKey);
  return (
    <FundDialog
      title={t("charities.payoutTitle", { name: charity.name })}
      submitLabel={t("charities.recordPayout")}
      amountLabel={t("charities.payoutAmount")}
      amountHint={t("charities.payoutAmountHint", { held: nftMoney(charity.balance, locale) })}
      testId="charity-payout-dialog"
      onFund={pay}
      onClose={onClose}
    >
      <Field label={t("charities.reference")} hint={t("charities.referenceHint")} value={reference} maxLength={nftReferenceMax} dir="ltr" autoComplete="off" onChange={(event) => setReference(event.target.value)} data-testid="charity-payout-dialog-reference" />
    </FundDialog>
  );
}

function Payouts({ charities }: { charities: readonly AdminCharity[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [page, setPage] = usePageParam("payoutsPage");
  const [charityId, setCharityId] = useState("");
  const payouts = usePayoutList(charityId === "" ? undefined : charityId, page);
  const columns: Column<AdminCharityPayout>[] = [
    { header: t("charities.paidAt"), cell: (payout) => formatDateTime(payout.paidAt, locale) },
    { header: t("charities.name"), cell: (payout) => <bdi>{payout.charity.name}</bdi> },
    { header: t("charities.payoutAmount"), headerClassName: "num", className: "num", cell: (payout) => <Usdt value={payout.amount} /> },
    {
      header: t("charities.reference"),
      cell: (payout) => (
        <>
          <code className="mono wrap-anywhere" dir="ltr">
            {payout.reference}
          </code>{" "}
          <CopyButton value={payout.reference} label={t("common.copyNamed", { name: t("charities.reference") })} />
        </>
      ),
    },
    { header: t("charities.recordedBy"), cell: (payout) => payout.recordedBy.username },
  ];
  return (
    <section aria-labelledby="charity-payouts-title" data-testid="charity-payouts">
      <div className="section-head">
        <h2 id="charity-payouts-title" className="section-title">
          {t("charities.payoutsTitle")}
        </h2>
        <Select label={t("charities.filterCharity")} value={charityId} onChange={(event) => {
            setCharityId(event.target.value);
            setPage(1);
          }} data-testid="charity-payouts-filter">
          <option value="">{t("common.all")}</option>
          {charities.map((charity) => (
            <option key={charity.id} value={charity.id}>
              {charity.name}
            </option>
          ))}
        </Select>
      </div>
      <PagedList query={payouts} emptyMessage={t("charities.noPayouts")} onPage={setPage}>
        {(items) => <DataTable columns={columns} rows={items} rowKey={(payout) => payout.id} rowTestId={(payout) => `charity-payout-${payout.id}`} />}
      </PagedList>
    </section>
  );
}
