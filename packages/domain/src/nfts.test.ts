// Auction arithmetic: the minimum next bid, the bid check (below the minimum, at the buy-now
// price), the anti-sniping extension at the window's edges and the derived status.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "./money.ts";
import { auctionStatus, checkBid, extendedEnd, itemFiguresValid, maskName, minNextBid } from "./nfts.ts";

const prices = { startPrice: new Decimal("100"), minIncrement: new Decimal("5"), buyNowPrice: new Decimal("500") };
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 24, 12, 0, 0) + seconds * 1000);

describe("bids", () => {
  it("starts at the start price, then needs the current bid plus the increment", () => {
    expect(minNextBid(prices, null).toFixed()).toBe("100");
    expect(minNextBid(prices, new Decimal("120.5")).toFixed()).toBe("125.5");
  });

  it("refuses a bid below the minimum with the minimum, and at or above the buy-now price", () => {
    expect(checkBid(prices, null, new Decimal("99.999999"))).toEqual({ ok: false, reason: "tooLow", min: new Decimal("100") });
    expect(checkBid(prices, null, new Decimal("100"))).toEqual({ ok: true });
    expect(checkBid(prices, new Decimal("100"), new Decimal("104.999999"))).toMatchObject({ ok: false, reason: "tooLow" });
    expect(checkBid(prices, new Decimal("100"), new Decimal("105"))).toEqual({ ok: true });
    expect(checkBid(prices, new Decimal("100"), new Decimal("500"))).toEqual({ ok: false, reason: "reachesBuyNow" });
    expect(checkBid(prices, new Decimal("100"), new Decimal("499.999999"))).toEqual({ ok: true });
    expect(checkBid({ ...prices, buyNowPrice: null }, new Decimal("100"), new Decimal("1000000"))).toEqual({ ok: true });
  });

  it("accepts exactly the amounts at or above the minimum and below buy-now", () => {
    const units = fc.integer({ min: 1, max: 10_000_000 }).map((n) => new Decimal(n).dividedBy(1000));
    fc.assert(
      fc.property(units, fc.option(units, { nil: null }), (amount, current) => {
        const result = checkBid(prices, current, amount);
        const min = current === null ? new Decimal(100) : current.plus(5);
        expect(result.ok).toBe(amount.gte(min) && amount.lt(500));
      }),
    );
  });
});

describe("anti-sniping", () => {
  it("extends only a bid within the window, to bid time plus the extension", () => {
    const end = at(600);
    expect(extendedEnd(end, at(539), 60, 120)).toBeNull();
    expect(extendedEnd(end, at(540), 60, 120)).toEqual(at(660));
    expect(extendedEnd(end, at(599), 60, 120)).toEqual(at(719));
    expect(extendedEnd(end, at(600), 60, 120)).toBeNull();
    // An extension shorter than the time left never pulls the end earlier.
    expect(extendedEnd(end, at(550), 60, 30)).toBeNull();
  });
});

describe("status", () => {
  const item = { state: "open" as const, startsAt: at(0), endsAt: at(600), bidCount: 0 };
  it("follows the clock until settled, then the settlement", () => {
    expect(auctionStatus(item, at(-1))).toBe("upcoming");
    expect(auctionStatus(item, at(0))).toBe("live");
    expect(auctionStatus(item, at(600))).toBe("ended_unsold");
    expect(auctionStatus({ ...item, bidCount: 2 }, at(600))).toBe("sold");
    expect(auctionStatus({ ...item, state: "sold" }, at(10))).toBe("sold");
    expect(auctionStatus({ ...item, state: "unsold" }, at(10))).toBe("ended_unsold");
  });

  it("checks an item's figures", () => {
    expect(itemFiguresValid({ ...prices, startsAt: at(0), endsAt: at(1) })).toBe(true);
    expect(itemFiguresValid({ ...prices, startsAt: at(1), endsAt: at(1) })).toBe(false);
    expect(itemFiguresValid({ ...prices, buyNowPrice: new Decimal("100"), startsAt: at(0), endsAt: at(1) })).toBe(false);
    expect(itemFiguresValid({ ...prices, minIncrement: new Decimal("0"), startsAt: at(0), endsAt: at(1) })).toBe(false);
  });
});

describe("masked bidders", () => {
  it("keeps two characters at each end, or the first of a short name", () => {
    expect(maskName("alexander")).toBe("al***er");
    expect(maskName("abcd")).toBe("a***");
    expect(maskName("")).toBe("***");
    expect(maskName("فاطمةحسن")).toBe("فا***سن");
  });
});
