// The NFT item editor's form as the operator types it, and the contract's body made from it.
// Times are typed in the browser's local time (datetime-local) and sent as instants; a time left
// as loaded is sent exactly as the server gave it (seconds included), so a live item's fixed
// figures go back unchanged (10185 otherwise). The browser names what it can under a field
// (missing image, English, unreadable times, start after end); the server checks the rest
// (10184: prices, increment) and answers in the dialog.
import type { AdminNftItem, NftDescriptions, NftItemFields } from "@tradewind/api/admin/nfts";
import { defaultLanguage, languages, type LanguageCode } from "@tradewind/i18n/languages";
import { languageTextsOf } from "../../lib/language-texts.ts";

export interface ItemForm {
  name: string;
  chain: string;
  creator: string;
  contractAddress: string;
  tokenId: string;
  imageId: string | null;
  descriptions: Record<LanguageCode, string>;
  startPrice: string;
  buyNowPrice: string;
  minIncrement: string;
  /** datetime-local text ("2026-11-24T18:30"). */
  startsAt: string;
  endsAt: string;
  charityId: string;
}

/** The instants the form was loaded with, by the text the inputs showed for them. */
export interface LoadedTimes {
  startsAt: { text: string; iso: string } | null;
  endsAt: { text: string; iso: string } | null;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** An instant as a datetime-local value in the browser's zone (minutes). */
export function localInputOf(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an instant (ISO, UTC); null when it is not one. */
export function instantOf(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function formOf(item: AdminNftItem | null, charityId: string): { form: ItemForm; loaded: LoadedTimes } {
  if (item === null) {
    return {
      form: { name: "", chain: "", creator: "", contractAddress: "", tokenId: "", imageId: null, descriptions: languageTextsOf(undefined), startPrice: "", buyNowPrice: "", minIncrement: "", startsAt: "", endsAt: "", charityId },
      loaded: { startsAt: null, endsAt: null },
    };
  }
  const startsAt = localInputOf(item.startsAt);
  const endsAt = localInputOf(item.scheduledEndsAt);
  return {
    form: {
      name: item.name,
      chain: item.chain,
      creator: item.creator,
      contractAddress: item.contractAddress,
      tokenId: item.tokenId,
      imageId: item.imageId,
      descriptions: languageTextsOf(item.descriptions),
      startPrice: item.startPrice,
      buyNowPrice: item.buyNowPrice ?? "",
      minIncrement: item.minIncrement,
      startsAt,
      endsAt,
      charityId: item.charity.id,
    },
    loaded: { startsAt: { text: startsAt, iso: item.startsAt }, endsAt: { text: endsAt, iso: item.scheduledEndsAt } },
  };
}

export type ItemProblem = "image" | "english" | "startsAt" | "endsAt" | "order" | "charity";

export type ItemBody = NftItemFields;

function timeOf(text: string, loaded: { text: string; iso: string } | null): string | null {
  if (loaded !== null && loaded.text === text) return loaded.iso;
  return instantOf(text);
}

/** The body to send (without the reason), or the fields the operator must fix first. */
export function bodyOf(form: ItemForm, loaded: LoadedTimes): { body: ItemBody } | { problems: ItemProblem[] } {
  const problems: ItemProblem[] = [];
  const startsAt = timeOf(form.startsAt, loaded.startsAt);
  const endsAt = timeOf(form.endsAt, loaded.endsAt);
  if (form.imageId === null) problems.push("image");
  if (form.descriptions[defaultLanguage].trim() === "") problems.push("english");
  if (startsAt === null) problems.push("startsAt");
  if (endsAt === null) problems.push("endsAt");
  if (startsAt !== null && endsAt !== null && Date.parse(startsAt) >= Date.parse(endsAt)) problems.push("order");
  if (form.charityId === "") problems.push("charity");
  if (problems.length > 0 || form.imageId === null || startsAt === null || endsAt === null) return { problems };
  const descriptions = Object.fromEntries(languages.map(({ code }) => [code, form.descriptions[code].trim()])) as NftDescriptions;
  return {
    body: {
      name: form.name.trim(),
      chain: form.chain.trim(),
      creator: form.creator.trim(),
      contractAddress: form.contractAddress.trim(),
      tokenId: form.tokenId.trim(),
      imageId: form.imageId,
      descriptions,
      startPrice: form.startPrice.trim(),
      buyNowPrice: form.buyNowPrice.trim() === "" ? null : form.buyNowPrice.trim(),
      minIncrement: form.minIncrement.trim(),
      startsAt,
      endsAt,
      charityId: form.charityId,
    },
  };
}
