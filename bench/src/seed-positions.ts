// Bench-only seeding: contract orders written straight into SQL through the contracts repository
// and the ledger, as a placement leaves them, without the HTTP edge or the placement's checks:
// an open position (the row and its contract_open entry moving margin and fee out of the owner's
// available USDT) or a waiting limit (the row and its contract_hold entry moving them to held).
// The costs come from packages/domain, so the fills and closes that follow settle the same money
// a placed order would; `ledger:check` holds after.
import { fillPrice, liquidationPrice, openingCosts, type Direction } from "@tradewind/domain/contracts";
import { userId as asUserId, type UserId } from "@tradewind/domain/ids";
import { asAmount, asPrice, asQuantity, decimal, type Price } from "@tradewind/domain/money";
import * as ledger from "../../apps/server/src/ledger/service.ts";
import { listedInstrumentByCode } from "../../apps/server/src/market/instruments-service.ts";
import type { Db } from "../../apps/server/src/platform/database.ts";
import { insertOrder } from "../../apps/server/src/trading/contracts/repository.ts";

export interface SeededPositions {
  owners: UserId[];
  positions: number;
}

export interface PositionSeed {
  code: string;
  direction: Direction;
  lots: string;
  leverage: number;
  /** The mid the positions opened at, and when. */
  mid: string;
  openedAt: Date;
  stopLoss: Price | null;
  /** Seeds waiting limits at this price instead of open positions. */
  limitPrice?: Price;
  users: number;
  positionsPerUser: number;
  /** Users seeded at once, each in a transaction of its own. */
  concurrency: number;
}

/** Seeds `users × positionsPerUser` open demo positions (or waiting limits), funded from the demo faucet. */
export async function seedContractOrders(db: Db, seed: PositionSeed): Promise<SeededPositions> {
  const instrument = await listedInstrumentByCode(db, seed.code);
  if (!instrument) throw new Error(`${seed.code} is not listed`);
  const lots = asQuantity(seed.lots);
  const mid = asPrice(seed.mid);
  const waiting = seed.limitPrice !== undefined;
  const entry = seed.limitPrice ?? fillPrice(mid, seed.direction, "open", instrument.spec);
  // BTCUSDT is quoted in USDT: one quote unit is one USDT.
  const quoteRate = decimal("1");
  const costs = openingCosts(entry, lots, seed.leverage, instrument.spec, quoteRate);
  const liquidation = liquidationPrice(seed.direction, entry, lots, costs.margin, instrument.spec, quoteRate);
  const funding = costs.margin.plus(costs.fee).times(seed.positionsPerUser).plus(1000);
  const rows = await db
    .insertInto("users")
    .values(Array.from({ length: seed.users }, (_, index) => ({ username: `seeded${index}`, invite_code: `SEEDED${index}` })))
    .returning("id")
    .execute();
  const owners = rows.map((row) => asUserId(row.id));
  const seedOwner = (owner: UserId) =>
    db.transaction().execute(async (tx) => {
      await ledger.fundDemoBook(tx, owner, funding);
      for (let index = 0; index < seed.positionsPerUser; index += 1) {
        const order = await insertOrder(tx, {
          userId: owner,
          book: "demo",
          instrumentId: instrument.id,
          direction: seed.direction,
          orderType: waiting ? "limit" : "market",
          status: waiting ? "waiting" : "open",
          lots,
          leverage: seed.leverage,
          limitPrice: seed.limitPrice ?? null,
          stopLoss: seed.stopLoss,
          takeProfit: null,
          quoteRate,
          margin: asAmount(costs.margin),
          openFee: asAmount(costs.fee),
          liquidationPrice: liquidation === undefined ? null : asPrice(liquidation),
          openPrice: waiting ? null : asPrice(entry),
          openMid: waiting ? null : mid,
          openSource: waiting ? null : "simulated",
          openedAt: waiting ? null : seed.openedAt,
          trailing: null,
        });
        await ledger.post(tx, {
          kind: waiting ? "contract_hold" : "contract_open",
          book: "demo",
          reference: `contract:${order.id}`,
          actor: "bench",
          postings: [
            { account: { ownerId: owner, currency: "USDT", kind: "available" }, amount: costs.margin.plus(costs.fee).negated() },
            ...(waiting
              ? [{ account: { ownerId: owner, currency: "USDT", kind: "held" as const }, amount: costs.margin.plus(costs.fee) }]
              : [
                  { account: { ownerId: owner, currency: "USDT", kind: "margin" as const }, amount: costs.margin },
                  { account: { ownerId: null, currency: "USDT", kind: "fees" as const }, amount: costs.fee },
                ]),
          ],
        });
      }
    });
  let next = 0;
  await Promise.all(
    Array.from({ length: seed.concurrency }, async () => {
      while (next < owners.length) {
        const owner = owners[next++];
        if (owner) await seedOwner(owner);
      }
    }),
  );
  return { owners, positions: owners.length * seed.positionsPerUser };
}
