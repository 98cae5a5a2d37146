// Bench-only seeding: open contract positions written straight into SQL through the contracts
// repository and the ledger, as a filled market order leaves them (the order row, open, and its
// contract_open entry moving margin and fee out of the owner's available USDT), without the HTTP
// edge or the placement's checks. The costs come from packages/domain at the given mid, so the
// closes that follow settle the same money a placed order would; `ledger:check` holds after.
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
  stopLoss: Price;
  users: number;
  positionsPerUser: number;
  /** Users seeded at once, each in a transaction of its own. */
  concurrency: number;
}

/** Seeds `users × positionsPerUser` open demo positions with a stop loss each, funded from the demo faucet. */
export async function seedOpenPositions(db: Db, seed: PositionSeed): Promise<SeededPositions> {
  const instrument = await listedInstrumentByCode(db, seed.code);
  if (!instrument) throw new Error(`${seed.code} is not listed`);
  const lots = asQuantity(seed.lots);
  const mid = asPrice(seed.mid);
  const entry = fillPrice(mid, seed.direction, "open", instrument.spec);
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
          orderType: "market",
          status: "open",
          lots,
          leverage: seed.leverage,
          limitPrice: null,
          stopLoss: seed.stopLoss,
          takeProfit: null,
          quoteRate,
          margin: asAmount(costs.margin),
          openFee: asAmount(costs.fee),
          liquidationPrice: liquidation === undefined ? null : asPrice(liquidation),
          openPrice: asPrice(entry),
          openMid: mid,
          openSource: "simulated",
          openedAt: seed.openedAt,
          trailing: null,
        });
        await ledger.post(tx, {
          kind: "contract_open",
          book: "demo",
          reference: `contract:${order.id}`,
          actor: "bench",
          postings: [
            { account: { ownerId: owner, currency: "USDT", kind: "available" }, amount: costs.margin.plus(costs.fee).negated() },
            { account: { ownerId: owner, currency: "USDT", kind: "margin" }, amount: costs.margin },
            { account: { ownerId: null, currency: "USDT", kind: "fees" }, amount: costs.fee },
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
