import { describe, expect, it } from "vitest";
import { en } from "@tradewind/i18n/catalogues/en";
import { contractStatuses } from "@tradewind/api/trading";
import { spotStatuses } from "@tradewind/api/spot";
import { optionStatuses } from "@tradewind/api/options";
import {
  contractStatusKey,
  cycleUnit,
  directionTone,
  formatCycle,
  optionStatusKey,
  profitTone,
  spotStatusKey,
  statusTone,
  totalValue,
} from "./labels.ts";
import { nextPageOf as nextPageOfPages } from "@tradewind/ui/endpoint-query.ts";
import { contractAction, countdownText, formatQuantity } from "../../lib/orders/display.ts";

function english(key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined), en);
}

describe("order status labels", () => {
  it("shows the SPEC §4 wording for every contract and coin status", () => {
    expect(contractStatuses.map((status) => english(contractStatusKey(status)))).toEqual(["Waiting to open a position", "Position open", "Closed", "Cancelled"]);
    expect(spotStatuses.map((status) => english(spotStatusKey(status)))).toEqual(["Waiting for the deal", "Done", "Cancelled (withdrawn)", "Removed"]);
  });

  it("has an English label for every option status", () => {
    for (const status of optionStatuses) expect(typeof english(optionStatusKey(status))).toBe("string");
  });

  it("colours a won option green, a lost one red, and waiting orders amber", () => {
    expect(statusTone("won")).toBe("good");
    expect(statusTone("lost")).toBe("bad");
    expect(statusTone("waiting")).toBe("waiting");
    expect(statusTone("pending")).toBe("waiting");
    expect(statusTone("open")).toBe("live");
    expect(statusTone("cancelled")).toBe("ended");
  });
});

describe("profit and direction colours", () => {
  it("is green for a gain, red for a loss and plain for zero or a waiting order", () => {
    expect(profitTone("12.5")).toBe("positive");
    expect(profitTone("-0.000001")).toBe("negative");
    expect(profitTone("0.000")).toBe("neutral");
    expect(profitTone("-0")).toBe("neutral");
    expect(profitTone(null)).toBe("neutral");
  });

  it("shows long, up and buy in green, short, down and sell in red", () => {
    expect(directionTone("long")).toBe("positive");
    expect(directionTone("up")).toBe("positive");
    expect(directionTone("buy")).toBe("positive");
    expect(directionTone("short")).toBe("negative");
    expect(directionTone("down")).toBe("negative");
    expect(directionTone("sell")).toBe("negative");
  });

  it("offers close on an open position, cancel on a waiting limit and nothing once ended", () => {
    expect(contractAction("open")).toBe("close");
    expect(contractAction("waiting")).toBe("cancel");
    expect(contractAction("closed")).toBeNull();
    expect(contractAction("cancelled")).toBeNull();
  });
});

describe("option expiry countdown", () => {
  const expiresAt = 1_700_000_000_000;

  it("counts whole seconds up, never showing zero before expiry", () => {
    expect(countdownText(expiresAt, expiresAt - 60_000)).toBe("1:00");
    expect(countdownText(expiresAt, expiresAt - 59_001)).toBe("1:00");
    expect(countdownText(expiresAt, expiresAt - 5_000)).toBe("0:05");
    expect(countdownText(expiresAt, expiresAt - 1)).toBe("0:01");
  });

  it("shows hours past an hour", () => {
    expect(countdownText(expiresAt, expiresAt - 3_725_000)).toBe("1:02:05");
  });

  it("is null at and after expiry, while the order settles", () => {
    expect(countdownText(expiresAt, expiresAt)).toBeNull();
    expect(countdownText(expiresAt, expiresAt + 10_000)).toBeNull();
  });
});

describe("option cycles", () => {
  it("uses the largest whole unit", () => {
    expect(cycleUnit(30)).toEqual({ value: 30, unit: "second" });
    expect(cycleUnit(90)).toEqual({ value: 90, unit: "second" });
    expect(cycleUnit(300)).toEqual({ value: 5, unit: "minute" });
    expect(cycleUnit(7200)).toEqual({ value: 2, unit: "hour" });
    expect(cycleUnit(86_400)).toEqual({ value: 1, unit: "day" });
  });

  it("reads naturally in the user's language", () => {
    expect(formatCycle(300, "en-US")).toBe("5 minutes");
    expect(formatCycle(60, "de-DE")).toBe("1 Minute");
  });
});

/** The pages loaded so far as `loaded` items of `total`, the last one being `lastPage`. */
function nextPageOf(loaded: number, total: number, lastPage: number): number | undefined {
  const last = { items: Array.from({ length: loaded }), total, page: lastPage };
  return nextPageOfPages([last], last);
}

describe("load more", () => {
  it("asks for the next page until every order is loaded", () => {
    expect(nextPageOf(20, 45, 1)).toBe(2);
    expect(nextPageOf(40, 45, 2)).toBe(3);
    expect(nextPageOf(45, 45, 3)).toBeUndefined();
    expect(nextPageOf(0, 0, 1)).toBeUndefined();
  });
});

describe("quantities and the coin account total", () => {
  it("shows lots and coins with their own digits, grouped for the locale", () => {
    expect(formatQuantity("1", "en-US")).toBe("1");
    expect(formatQuantity("0.00012345", "en-US")).toBe("0.00012345");
    expect(formatQuantity("12500.50", "de-DE")).toBe("12.500,5");
  });

  it("adds every priced coin's value exactly and skips coins without a price", () => {
    expect(totalValue(["0.1", "0.2", null])).toBe("0.3");
    expect(totalValue(["123456789012345678.000000000001", "1"])).toBe("123456789012345679.000000000001");
    expect(totalValue([])).toBe("0");
  });
});
