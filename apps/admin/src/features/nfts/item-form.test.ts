import { describe, expect, it } from "vitest";
import type { AdminNftItem } from "@tradewind/api/admin/nfts";
import { bodyOf, formOf, instantOf, localInputOf } from "./item-form.ts";

const item = {
  id: "5",
  name: "Sunrise",
  chain: "Ethereum",
  creator: "Ana",
  contractAddress: "0xabc",
  tokenId: "42",
  imageId: "9",
  imageUrl: "/swx/customer/index/nftImage/9",
  description: "A sunrise",
  descriptionFallback: false,
  currency: "USDT",
  startPrice: "100",
  buyNowPrice: null,
  minIncrement: "5",
  startsAt: "2026-11-24T10:00:30.000Z",
  endsAt: "2026-11-24T12:03:00.000Z",
  scheduledEndsAt: "2026-11-24T12:00:45.000Z",
  extensions: 1,
  status: "live",
  settled: false,
  currentBid: "120",
  bidCount: 2,
  leader: "a***b",
  minNextBid: "125",
  soldPrice: null,
  soldVia: null,
  soldAt: null,
  charity: { id: "3", name: "Kids" },
  donated: "0",
  snipeWindowSeconds: 60,
  extendSeconds: 120,
  descriptions: { en: "A sunrise", ja: "日の出" },
  buyer: null,
  transferReference: null,
  transferredAt: null,
  saleEntryId: null,
  createdAt: "2026-11-20T00:00:00.000Z",
  updatedAt: "2026-11-20T00:00:00.000Z",
} satisfies AdminNftItem;

describe("item form", () => {
  it("sends a loaded item's times exactly as the server gave them (seconds and the scheduled end)", () => {
    const { form, loaded } = formOf(item, "");
    const result = bodyOf(form, loaded);
    expect(result).toMatchObject({ body: { startsAt: item.startsAt, endsAt: item.scheduledEndsAt, buyNowPrice: null, charityId: "3", imageId: "9" } });
    if ("body" in result) {
      expect(result.body.descriptions.ja).toBe("日の出");
      expect(result.body.descriptions.ko).toBe("");
    }
  });

  it("converts an edited local time to an instant", () => {
    const { form, loaded } = formOf(item, "");
    const result = bodyOf({ ...form, endsAt: "2030-01-02T03:04" }, loaded);
    expect(result).toMatchObject({ body: { endsAt: new Date("2030-01-02T03:04").toISOString(), startsAt: item.startsAt } });
  });

  it("names what is missing or out of order", () => {
    const { form, loaded } = formOf(null, "");
    expect(bodyOf(form, loaded)).toEqual({ problems: ["image", "english", "startsAt", "endsAt", "charity"] });
    const filled = { ...form, imageId: "1", charityId: "2", descriptions: { ...form.descriptions, en: "x" }, startsAt: "2030-01-02T10:00", endsAt: "2030-01-02T09:00" };
    expect(bodyOf(filled, loaded)).toEqual({ problems: ["order"] });
  });

  it("round-trips datetime-local text", () => {
    expect(localInputOf(new Date("2030-05-06T07:08").toISOString())).toBe("2030-05-06T07:08");
    expect(instantOf("not a time")).toBeNull();
    expect(instantOf("")).toBeNull();
  });
});
