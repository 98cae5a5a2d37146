import { describe, expect, it } from "vitest";
import { readStatementView, statementFilterOf, statementFiltered, writeStatementView } from "./statement-view.ts";

describe("statement view in the URL", () => {
  it("reads account, kind, days and page, ignoring what is unknown or malformed", () => {
    expect(readStatementView(new URLSearchParams("account=held&kind=withdrawal_hold&from=2026-11-01&to=2026-11-30&page=3"))).toEqual({
      account: "held",
      kind: "withdrawal_hold",
      from: "2026-11-01",
      to: "2026-11-30",
      page: 3,
    });
    expect(readStatementView(new URLSearchParams("account=fees&kind=lottery&from=2026-02-30&to=soon&page=-2"))).toEqual({
      account: "available",
      kind: undefined,
      from: undefined,
      to: undefined,
      page: 1,
    });
  });

  it("writes only what is set and round-trips", () => {
    const view = { account: "available", kind: "deposit", from: undefined, to: "2026-11-30", page: 1 } as const;
    expect(writeStatementView(view).toString()).toBe("account=available&kind=deposit&to=2026-11-30");
    expect(readStatementView(writeStatementView({ ...view, page: 4 }))).toEqual({ ...view, page: 4 });
  });

  it("asks the server for instants, and for no day range while it is reversed", () => {
    const filter = statementFilterOf({ account: "margin", kind: undefined, from: "2026-11-01", to: "2026-11-01", page: 1 });
    expect(Object.keys(filter)).toEqual(["account", "from", "to"]);
    expect(Date.parse(filter.to ?? "") - Date.parse(filter.from ?? "")).toBeGreaterThanOrEqual(23 * 3_600_000);
    expect(statementFilterOf({ account: "available", kind: "deposit", from: "2026-11-02", to: "2026-11-01", page: 1 })).toEqual({ account: "available", kind: "deposit" });
    expect(statementFiltered({ account: "held", kind: undefined, from: undefined, to: undefined, page: 2 })).toBe(false);
  });
});
