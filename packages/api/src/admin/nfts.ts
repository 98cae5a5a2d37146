// The back-office side of charity NFTs (DESIGN §6, §8; issue 15).
// - Content operators create and edit items and charities. The artwork is uploaded first with
//   `POST /nfts/images` (multipart like the user upload, purpose fixed to `nft`) and named by its
//   id; it becomes public (GET /swx/customer/index/nftImage/:id) once an item uses it. An upcoming
//   item is fully editable; once live (or ended) its prices, times and charity are fixed (10185):
//   only name, chain, creator, contract address, token id, image and descriptions may change.
// - Finance records payouts to a charity (amount + reference: tx hash or bank receipt) as a ledger
//   entry from the charity's platform account to platform cash (`charity_payout`), never more
//   than is held for it (10187); and the NFT transfer reference of a sold item (10020 unless sold).
// Every write is audited with its reason.
import { z } from "zod";
import { charityId, nftId } from "@tradewind/domain/ids";
import { failWith, imageFile, page, recordId, webAddress } from "../endpoint.ts";
import { charityPayoutSchema, charitySchema, nftAmount, nftItemSchema, nftStatuses } from "../nfts.ts";
import { uploadedImageSchema } from "../uploads.ts";
import { adminEndpoint, adminPageQuery, auditedSchema, instantSchema, reasonSchema, searchText } from "./common.ts";
import { languageTextsSchema, storedLanguageTextsSchema } from "./language-texts.ts";

const content = { operator: ["content"] } as const;
const finance = { operator: ["finance"] } as const;
const contentOrFinance = { operator: ["content", "finance"] } as const;

/** Longest texts of an item and a charity. */
export const nftNameMax = 80;
export const nftChainMax = 40;
export const nftCreatorMax = 80;
export const nftContractAddressMax = 120;
export const nftTokenIdMax = 80;
export const nftDescriptionMax = 2000;
export const charityNameMax = 80;
export const charityDescriptionMax = 1000;
export const charityWebsiteMax = 200;
export const charityPayoutAddressMax = 120;
export const charityPayoutBankMax = 300;
/** A payout's or transfer's reference: a tx hash or a bank receipt number. */
export const nftReferenceMax = 120;

/** A description per interface language; English is required (10184 when empty), the others may be empty (English is shown then, flagged). */
export const nftDescriptionsSchema = languageTextsSchema(nftDescriptionMax);
export type NftDescriptions = z.output<typeof nftDescriptionsSchema>;

const operatorRefSchema = z.object({ id: z.string(), username: z.string() });

export const adminNftItemSchema = nftItemSchema.omit({ youLead: true }).extend({
  descriptions: z.record(z.string(), z.string()),
  /** The buyer or winner once sold. */
  buyer: z.object({ userId: z.string(), username: z.string() }).nullable(),
  /** The NFT transfer's reference recorded by finance; null until recorded. */
  transferReference: z.string().nullable(),
  transferredAt: z.string().nullable(),
  /** The sale's journal entry (buy now or settlement); null until settled. */
  saleEntryId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminNftItem = z.output<typeof adminNftItemSchema>;

export const listNftItems = adminEndpoint({
  method: "GET",
  path: "/nfts",
  summary: "Every item, optionally of one status or matching a name prefix, newest first; paged.",
  auth: contentOrFinance,
  query: z.strictObject({ ...adminPageQuery, status: z.enum(nftStatuses, failWith("invalidRequest")).optional(), q: searchText(nftNameMax).optional() }),
  result: page(adminNftItemSchema),
});

const nftIdParams = z.strictObject({ id: recordId().transform(nftId) });
const charityIdParams = z.strictObject({ id: recordId().transform(charityId) });

export const getNftItem = adminEndpoint({
  method: "GET",
  path: "/nfts/:id",
  summary: "One item with every description and its sale; 10118 for an unknown id.",
  auth: contentOrFinance,
  params: nftIdParams,
  result: adminNftItemSchema,
});

/**
 * An item's fields. 10184 when the English description is empty, startsAt ≥ endsAt, the start
 * price or increment is zero, or buyNowPrice ≤ startPrice; 10186 for an unknown charity; 10155
 * unless imageId is an `nft` upload (unclaimed, or already this item's).
 */
export const nftItemBodySchema = z.strictObject({
  name: searchText(nftNameMax),
  chain: searchText(nftChainMax),
  creator: searchText(nftCreatorMax),
  contractAddress: searchText(nftContractAddressMax),
  tokenId: searchText(nftTokenIdMax),
  imageId: recordId("imageRequired"),
  descriptions: nftDescriptionsSchema,
  startPrice: nftAmount,
  buyNowPrice: nftAmount.nullable(),
  minIncrement: nftAmount,
  startsAt: instantSchema,
  endsAt: instantSchema,
  charityId: recordId("charityInvalid").transform(charityId),
  reason: reasonSchema,
});

/** An item's fields as the back office sends them: the body without the reason. */
export type NftItemFields = Omit<z.input<typeof nftItemBodySchema>, "reason">;
/** The same fields as the server receives them, prices parsed to Amounts. */
export type ParsedNftItemFields = Omit<z.output<typeof nftItemBodySchema>, "reason">;

export const createNftItem = adminEndpoint({
  method: "POST",
  path: "/nfts",
  summary: "Create an item (upcoming until startsAt); audited. 10184 inconsistent prices or times; 10186 unknown charity; 10155 image not an unused nft upload.",
  auth: content,
  body: nftItemBodySchema,
  result: auditedSchema.extend({ item: adminNftItemSchema }),
});

export const updateNftItem = adminEndpoint({
  method: "POST",
  path: "/nfts/:id",
  summary:
    "Change an item; audited. Upcoming: every field. Live or ended: prices, times and charity must stay as they are (10185), the rest may change. 10118 unknown id; 10184 inconsistent prices or times; 10186 unknown charity; 10155 image not an unused nft upload.",
  auth: content,
  params: nftIdParams,
  body: nftItemBodySchema,
  result: auditedSchema.extend({ item: adminNftItemSchema }),
});

export const adminNftBidSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  amount: z.string(),
  /** leading: funds held; outbid: released; won: paid to the charity; released: freed by a buy-now. */
  state: z.enum(["leading", "outbid", "won", "released"]),
  /** Whether this bid extended the end (anti-sniping). */
  extended: z.boolean(),
  holdEntryId: z.string(),
  createdAt: z.string(),
});
export type AdminNftBid = z.output<typeof adminNftBidSchema>;

export const listNftItemBids = adminEndpoint({
  method: "GET",
  path: "/nfts/:id/bids",
  summary: "Every bid of an item, newest first, with the bidder; paged. 10118 for an unknown id.",
  auth: contentOrFinance,
  params: nftIdParams,
  query: z.strictObject({ ...adminPageQuery }),
  result: page(adminNftBidSchema),
});

export const recordNftTransfer = adminEndpoint({
  method: "POST",
  path: "/nfts/:id/transfer",
  summary: "Record the NFT transfer to the buyer (tx hash); the buyer's collection shows it; audited. 10118 unknown id; 10020 unless sold and settled.",
  auth: finance,
  params: nftIdParams,
  body: z.strictObject({ reference: searchText(nftReferenceMax), reason: reasonSchema }),
  result: auditedSchema.extend({ item: adminNftItemSchema }),
});

/** POST multipart/form-data with one file field `file` (no purpose: it is `nft`); the same checks and codes as the user upload. */
export const uploadNftImage = adminEndpoint({
  method: "POST",
  path: "/nfts/images",
  summary: "Upload an item's artwork (JPG, JPEG2000 or PNG; re-encoded): multipart with one file field `file`. 10153 format; 10154 too large; 10155 no file; 10157 undecodable; 10230 wider or taller than 8000 px or above 16 megapixels; 10231 with three uploads already in progress; 10110 past the hourly limit (refused uploads count).",
  auth: content,
  multipart: true,
  result: uploadedImageSchema,
});

/** GET: an `nft` upload's bytes for content operators, used or not (a preview before the item is saved). */
export const getNftImageForOffice = adminEndpoint({
  method: "GET",
  path: "/nfts/images/:id",
  summary: "The bytes of an nft upload (Content-Type image/jpeg or image/png); 10118 for an unknown id or another purpose.",
  auth: content,
  fileReply: imageFile,
  params: z.strictObject({ id: recordId() }),
  result: z.never(),
});

// --- charities ---

/** `name` and `description` are the English ones; `names` and `descriptions` every language's. */
export const adminCharitySchema = charitySchema.omit({ nameFallback: true, descriptionFallback: true }).extend({
  names: storedLanguageTextsSchema,
  descriptions: storedLanguageTextsSchema,
  payoutAddress: z.string().nullable(),
  payoutBank: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCharity = z.output<typeof adminCharitySchema>;

/**
 * A charity's fields: a name and a description per interface language (the English name required,
 * 10100 without it; an empty language shows the English text); 10186 unless it has a payout
 * address or a bank account (or both).
 */
export const charityBodySchema = z.strictObject({
  names: languageTextsSchema(charityNameMax, "one line"),
  descriptions: languageTextsSchema(charityDescriptionMax),
  website: webAddress(charityWebsiteMax).nullable(),
  payoutAddress: searchText(charityPayoutAddressMax).nullable(),
  payoutBank: searchText(charityPayoutBankMax).nullable(),
  reason: reasonSchema,
});

export const listCharitiesForOffice = adminEndpoint({
  method: "GET",
  path: "/charities",
  summary: "Every charity with its payout details, what it received, what was paid out and what is held for it.",
  auth: contentOrFinance,
  result: z.object({ items: z.array(adminCharitySchema) }),
});

export const createCharity = adminEndpoint({
  method: "POST",
  path: "/charities",
  summary: "Create a charity; audited. 10186 without a payout address or bank account.",
  auth: content,
  body: charityBodySchema,
  result: auditedSchema.extend({ charity: adminCharitySchema }),
});

export const updateCharity = adminEndpoint({
  method: "POST",
  path: "/charities/:id",
  summary: "Change a charity; audited. 10118 unknown id; 10186 without a payout address or bank account.",
  auth: content,
  params: charityIdParams,
  body: charityBodySchema,
  result: auditedSchema.extend({ charity: adminCharitySchema }),
});

export const adminCharityPayoutSchema = charityPayoutSchema.extend({
  entryId: z.string(),
  recordedBy: operatorRefSchema,
});
export type AdminCharityPayout = z.output<typeof adminCharityPayoutSchema>;

export const recordCharityPayout = adminEndpoint({
  method: "POST",
  path: "/charities/:id/payouts",
  summary:
    "Record a payout made to the charity (amount and its tx hash or bank receipt): one ledger entry from the charity's account to platform cash; audited; public at once. 10118 unknown charity; 10165 zero or over-precise amount; 10187 more than is held for it.",
  auth: finance,
  idempotent: true,
  params: charityIdParams,
  body: z.strictObject({ amount: nftAmount, reference: searchText(nftReferenceMax), reason: reasonSchema }),
  result: auditedSchema.extend({ payout: adminCharityPayoutSchema, charity: adminCharitySchema }),
});

export const listCharityPayoutsForOffice = adminEndpoint({
  method: "GET",
  path: "/charity-payouts",
  summary: "Recorded payouts, newest first, optionally of one charity, with who recorded them; paged.",
  auth: contentOrFinance,
  query: z.strictObject({ ...adminPageQuery, charityId: recordId("invalidRequest").transform(charityId).optional() }),
  result: page(adminCharityPayoutSchema),
});
