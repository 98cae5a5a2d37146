import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyEntry, entryProblems, type AccountState, type PostingInput } from "./ledger.ts";
import { Decimal, decimal } from "./money.ts";

const currencies = ["USDT", "BTC"] as const;

const accountsArbitrary = fc
  .array(
    fc.record({
      currency: fc.constantFrom(...currencies),
      isUserAccount: fc.boolean(),
      balance: fc.integer({ min: 0, max: 1_000_000 }).map((units) => new Decimal(units)),
    }),
    { minLength: 2, maxLength: 6 },
  )
  .map((rows) => new Map<string, AccountState>(rows.map((row, index) => [String(index + 1), { id: String(index + 1), ...row }])));

/** Amounts with up to 6 decimals, never zero. */
const amountArbitrary = fc
  .tuple(fc.integer({ min: 1, max: 500_000_000 }), fc.boolean())
  .map(([micro, negative]) => new Decimal(micro).dividedBy(1_000_000).times(negative ? -1 : 1));

/** A balanced entry: random legs within one currency plus one leg that offsets their sum. */
function balancedEntry(accounts: Map<string, AccountState>) {
  return fc.constantFrom(...currencies).chain((currency) => {
    const ids = [...accounts.values()].filter((account) => account.currency === currency).map((account) => account.id);
    if (ids.length < 2) return fc.constant<PostingInput[] | null>(null);
    return fc.array(fc.tuple(fc.constantFrom(...ids), amountArbitrary), { minLength: 1, maxLength: 5 }).chain((legs) =>
      fc.constantFrom(...ids).map((offsetId) => {
        const sum = legs.reduce((total, [, amount]) => total.plus(amount), new Decimal(0));
        if (sum.isZero()) return null;
        return [...legs.map(([accountId, amount]) => ({ accountId, amount })), { accountId: offsetId, amount: sum.negated() }];
      }),
    );
  });
}

/** An entry's result with its Decimals as plain text, to compare with literal expectations. */
function asText(result: ReturnType<typeof applyEntry>) {
  if (!result.ok) return result;
  return {
    ok: true,
    postings: result.postings.map((posting) => ({ ...posting, amount: posting.amount.toFixed(), balanceAfter: posting.balanceAfter.toFixed() })),
    balances: new Map([...result.balances].map(([id, balance]) => [id, balance.toFixed()])),
  };
}

describe("ledger entries", () => {
  it("accepts exactly the entries whose postings sum to zero per currency", () => {
    fc.assert(
      fc.property(
        accountsArbitrary,
        fc.array(fc.tuple(fc.nat(5), amountArbitrary), { minLength: 2, maxLength: 6 }),
        (accounts, legs) => {
          const postings = legs.map(([index, amount]) => ({ accountId: String((index % accounts.size) + 1), amount }));
          const sums = new Map<string, Decimal>();
          for (const posting of postings) {
            const currency = accounts.get(posting.accountId)?.currency ?? "";
            sums.set(currency, (sums.get(currency) ?? new Decimal(0)).plus(posting.amount));
          }
          const balanced = [...sums.values()].every((sum) => sum.isZero());
          const unbalanced = entryProblems(postings, accounts).some((problem) => problem.kind === "unbalanced");
          expect(unbalanced).toBe(!balanced);
        },
      ),
    );
  });

  it("applying a balanced entry keeps each currency's total and never leaves a user account negative", () => {
    fc.assert(
      fc.property(
        accountsArbitrary.chain((accounts) => fc.tuple(fc.constant(accounts), balancedEntry(accounts))),
        ([accounts, postings]) => {
          fc.pre(postings !== null);
          expect(entryProblems(postings, accounts)).toEqual([]);
          const result = applyEntry(postings, accounts);
          const totalBefore = (currency: string) =>
            [...accounts.values()].filter((a) => a.currency === currency).reduce((sum, a) => sum.plus(a.balance), new Decimal(0));
          if (!result.ok) {
            // Rejected only because a user account would go below zero.
            expect(result.overdrawn.length).toBeGreaterThan(0);
            for (const id of result.overdrawn) expect(accounts.get(id)?.isUserAccount).toBe(true);
            return;
          }
          for (const currency of currencies) {
            const after = [...accounts.values()]
              .filter((a) => a.currency === currency)
              .reduce((sum, a) => sum.plus(result.balances.get(a.id) ?? a.balance), new Decimal(0));
            expect(after.toFixed()).toBe(totalBefore(currency).toFixed());
          }
          for (const [id, balance] of result.balances) {
            if (accounts.get(id)?.isUserAccount) expect(new Decimal(balance).greaterThanOrEqualTo(0)).toBe(true);
          }
        },
      ),
    );
  });

  it("records the running balance after each posting", () => {
    const accounts = new Map<string, AccountState>([
      ["1", { id: "1", currency: "USDT", isUserAccount: true, balance: decimal("10") }],
      ["2", { id: "2", currency: "USDT", isUserAccount: false, balance: decimal("-10") }],
    ]);
    const result = applyEntry(
      [
        { accountId: "1", amount: decimal("-4.5") },
        { accountId: "1", amount: decimal("-5.5") },
        { accountId: "2", amount: decimal("10") },
      ],
      accounts,
    );
    expect(asText(result)).toEqual({
      ok: true,
      postings: [
        { accountId: "1", amount: "-4.5", balanceAfter: "5.5" },
        { accountId: "1", amount: "-5.5", balanceAfter: "0" },
        { accountId: "2", amount: "10", balanceAfter: "0" },
      ],
      balances: new Map([
        ["1", "0"],
        ["2", "0"],
      ]),
    });
  });

  it("refuses overdrafts of user accounts but lets platform accounts go negative", () => {
    const accounts = new Map<string, AccountState>([
      ["user", { id: "user", currency: "USDT", isUserAccount: true, balance: decimal("1") }],
      ["faucet", { id: "faucet", currency: "USDT", isUserAccount: false, balance: decimal("0") }],
    ]);
    expect(applyEntry([{ accountId: "user", amount: decimal("-1.000001") }, { accountId: "faucet", amount: decimal("1.000001") }], accounts)).toEqual({ ok: false, overdrawn: ["user"] });
    expect(applyEntry([{ accountId: "faucet", amount: decimal("-100") }, { accountId: "user", amount: decimal("100") }], accounts).ok).toBe(true);
  });

  it("names every shape problem: too few legs, zero, excess precision, unknown account", () => {
    const accounts = new Map<string, AccountState>([
      ["1", { id: "1", currency: "USDT", isUserAccount: true, balance: decimal("0") }],
      ["2", { id: "2", currency: "USDT", isUserAccount: false, balance: decimal("0") }],
    ]);
    expect(entryProblems([{ accountId: "1", amount: decimal("1") }], accounts)).toEqual([{ kind: "empty" }]);
    expect(entryProblems([{ accountId: "1", amount: decimal("0") }, { accountId: "2", amount: decimal("0") }], accounts).map((p) => p.kind)).toEqual(["zeroAmount", "zeroAmount"]);
    expect(entryProblems([{ accountId: "1", amount: decimal("0.0000001") }, { accountId: "2", amount: decimal("-0.0000001") }], accounts).map((p) => p.kind)).toEqual([
      "tooPrecise",
      "tooPrecise",
    ]);
    expect(entryProblems([{ accountId: "9", amount: decimal("1") }, { accountId: "2", amount: decimal("-1") }], accounts).map((p) => p.kind)).toContain("unknownAccount");
  });
});
