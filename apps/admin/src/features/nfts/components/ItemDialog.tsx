// Create or edit an NFT item with a reason (audited with before and after). The artwork is
// uploaded first (POST /nfts/images) and previewed from the office endpoint; the descriptions
// come one per language with their completeness (English required). Once an item is live or
// ended its prices, times and charity are fixed: the dialog shows them disabled and says so.
// Saving publishes: the item is public (upcoming until its start) as soon as it is created.
import { useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  getNftImageForOffice,
  nftChainMax,
  nftContractAddressMax,
  nftCreatorMax,
  nftDescriptionMax,
  nftNameMax,
  nftTokenIdMax,
  type AdminCharity,
  type AdminNftItem,
} from "@tradewind/api/admin/nfts";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { Field, Select } from "../../../components/Field.tsx";
import { LanguageTexts } from "../../../components/LanguageTexts.tsx";
import { ReasonDialog } from "../../../components/ReasonDialog.tsx";
import { SecureImage } from "../../../components/SecureImage.tsx";
import { uploadNftArtwork, useNftWrites } from "../api/nfts.ts";
import { bodyOf, formOf, type ItemForm, type ItemProblem } from "../item-form.ts";

/** The form's own mistakes, shown under their fields: the dialog stays open without a form error. */
class FieldProblems extends Error {}

interface ItemDialogProps {
  /** null creates a new item. */
  item: AdminNftItem | null;
  charities: readonly AdminCharity[];
  onClose: () => void;
}

export function ItemDialog({ item, charities, onClose }: ItemDialogProps) {
  const { t } = useTranslation();
  const { saveItem } = useNftWrites();
  const [{ form, loaded }, setState] = useState(() => formOf(item, charities[0]?.id ?? ""));
  const [problems, setProblems] = useState<readonly ItemProblem[]>([]);
  const locked = item !== null && item.status !== "upcoming";
  const set = <Key extends keyof ItemForm>(key: Key, value: ItemForm[Key]) => {
    setState((current) => ({ ...current, form: { ...current.form, [key]: value } }));
    setProblems([]);
  };
  const submit = async (reason: string) => {
    const result = bodyOf(form, loaded);
    if ("problems" in result) {
      setProblems(result.problems);
      throw new FieldProblems(result.problems.join(", "));
    }
    await saveItem(item?.id ?? null, { ...result.body, reason });
  };
  const problem = (name: ItemProblem, text: string) => (problems.includes(name) ? text : undefined);
  return (
    <ReasonDialog
      title={item === null ? t("nfts.createTitle") : t("nfts.editTitle", { name: item.name })}
      submitLabel={item === null ? t("nfts.savePublish") : t("common.save")}
      onClose={onClose}
      onSubmit={submit}
      claimsError={(error) => error instanceof FieldProblems}
      testId="nft-item-dialog"
    >
      {item === null && <p className="notice">{t("nfts.publishNote")}</p>}
      {locked && <p className="notice" data-testid="nft-item-locked">{t("nfts.lockedNote")}</p>}
      <ImageField imageId={form.imageId} missing={problems.includes("image")} onUploaded={(id) => set("imageId", id)} />
      <div className="form__grid">
        <Field label={t("nfts.name")} value={form.name} maxLength={nftNameMax} onChange={(event) => set("name", event.target.value)} data-testid="nft-name" />
        <Field label={t("nfts.creator")} value={form.creator} maxLength={nftCreatorMax} onChange={(event) => set("creator", event.target.value)} data-testid="nft-creator" />
        <Field label={t("nfts.chain")} hint={t("nfts.chainHint")} value={form.chain} maxLength={nftChainMax} onChange={(event) => set("chain", event.target.value)} data-testid="nft-chain" />
        <Field label={t("nfts.contractAddress")} value={form.contractAddress} maxLength={nftContractAddressMax} dir="ltr" className="field__input mono" onChange={(event) => set("contractAddress", event.target.value)} data-testid="nft-contract-address" />
        <Field label={t("nfts.tokenId")} value={form.tokenId} maxLength={nftTokenIdMax} dir="ltr" onChange={(event) => set("tokenId", event.target.value)} data-testid="nft-token-id" />
        <Select label={t("nfts.charity")} value={form.charityId} disabled={locked} error={problem("charity", t("nfts.charityRequired"))} onChange={(event) => set("charityId", event.target.value)} data-testid="nft-charity">
          {form.charityId === "" && <option value="">{t("nfts.chooseCharity")}</option>}
          {charities.map((charity) => (
            <option key={charity.id} value={charity.id}>
              {charity.name}
            </option>
          ))}
        </Select>
        <Field label={t("nfts.startPrice")} hint={t("nfts.usdtHint")} value={form.startPrice} inputMode="decimal" dir="ltr" disabled={locked} onChange={(event) => set("startPrice", event.target.value)} data-testid="nft-start-price" />
        <Field label={t("nfts.minIncrement")} hint={t("nfts.usdtHint")} value={form.minIncrement} inputMode="decimal" dir="ltr" disabled={locked} onChange={(event) => set("minIncrement", event.target.value)} data-testid="nft-min-increment" />
        <Field label={t("nfts.buyNowPrice")} hint={t("nfts.buyNowHint")} value={form.buyNowPrice} inputMode="decimal" dir="ltr" disabled={locked} onChange={(event) => set("buyNowPrice", event.target.value)} data-testid="nft-buy-now-price" />
        <Field label={t("nfts.startsAt")} hint={t("nfts.localTimeHint")} type="datetime-local" value={form.startsAt} disabled={locked} error={problem("startsAt", t("nfts.timeInvalid"))} onChange={(event) => set("startsAt", event.target.value)} data-testid="nft-starts-at" />
        <Field
          label={t("nfts.endsAt")}
          hint={t("nfts.localTimeHint")}
          type="datetime-local"
          value={form.endsAt}
          disabled={locked}
          error={problem("endsAt", t("nfts.timeInvalid")) ?? problem("order", t("nfts.endBeforeStart"))}
          onChange={(event) => set("endsAt", event.target.value)}
          data-testid="nft-ends-at"
        />
      </div>
      <LanguageTexts
        title={t("nfts.descriptions")}
        countLabel={(described, total) => t("nfts.describedCount", { described, total })}
        missingLabel={(names) => t("nfts.missingLanguages", { languages: names })}
        texts={form.descriptions}
        maxLength={nftDescriptionMax}
        englishError={problem("english", t("nfts.englishRequired"))}
        onChange={(code, text) => set("descriptions", { ...form.descriptions, [code]: text })}
        testIdPrefix="nft-description"
      />
    </ReasonDialog>
  );
}

/** Choose a file: it is uploaded at once (re-encoded by the server) and previewed; another choice replaces it. */
function ImageField({ imageId, missing, onUploaded }: { imageId: string | null; missing: boolean; onUploaded: (id: string) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file === undefined) return;
    setBusy(true);
    setError(undefined);
    try {
      const uploaded = await uploadNftArtwork(file);
      onUploaded(uploaded.id);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="nft-image-field">
      {imageId !== null && <SecureImage uploadId={imageId} alt={t("nfts.image")} source={getNftImageForOffice} testId="nft-image-preview" />}
      <Field
        label={t("nfts.image")}
        hint={busy ? t("nfts.uploading") : t("nfts.imageHint")}
        error={error ?? (missing ? t("nfts.imageRequired") : undefined)}
        type="file"
        accept="image/jpeg,image/png,image/jp2"
        disabled={busy}
        onChange={(event) => void upload(event)}
        data-testid="nft-image"
      />
    </div>
  );
}
