import { describe, expect, it } from "vitest";
import { filtered, readRecordsView, writeRecordsView } from "./records.ts";

describe("records view in the URL", () => {
  it("reads the list, coin, state and days, ignoring what is unknown or malformed", () => {
    expect(readRecordsView(new URLSearchParams("section=records&records=withdrawals&coin=BTC&state=paid&from=2026-11-01&to=2026-11-30"))).toEqual({
      kind: "withdrawals",
      coin: "BTC",
      status: "paid",
      from: "2026-11-01",
      to: "2026-11-30",
    });
    expect(readRecordsView(new URLSearchParams("records=loans&coin=DOGE&state=paid&from=2026-02-30&to=yesterday"))).toEqual({
      kind: "deposits",
      coin: undefined,
      // "paid" is a withdrawal's state, not a deposit's.
      status: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it("writes only what is set, keeps the section, and drops a state of the other list", () => {
    const search = new URLSearchParams("section=records&coin=USDT&state=credited");
    const next = writeRecordsView(search, { kind: "withdrawals", coin: "USDT", status: "credited", from: "2026-11-01", to: undefined });
    expect(next.toString()).toBe("section=records&coin=USDT&records=withdrawals&from=2026-11-01");
    expect(readRecordsView(next)).toMatchObject({ kind: "withdrawals", coin: "USDT", status: undefined, from: "2026-11-01" });
  });

  it("tells a filtered view from the plain list", () => {
    expect(filtered(readRecordsView(new URLSearchParams("records=withdrawals")))).toBe(false);
    expect(filtered(readRecordsView(new URLSearchParams("to=2026-11-30")))).toBe(true);
  });
});
