// HTTP edge of contract orders (SPEC §7 paths: buyU, stopU, listUOrder, getAssestInfo,
// getProfitTotal).
import { buyU, getAssestInfo, getProfitTotal, listUOrder, stopU } from "@tradewind/api/trading";
import { decimal, toPlain } from "@tradewind/domain/money";
import type { Router } from "../platform/route.ts";
import { fail } from "../platform/errors.ts";
import { closeContract, placeContract, toContractOrder, type ContractDeps } from "./contracts.ts";
import * as repository from "./repository.ts";

const dayMs = 86_400_000;
const periodMs = { day: dayMs, week: 7 * dayMs, month: 30 * dayMs, all: undefined } as const;

export function tradingRoutes(router: Router, deps: ContractDeps) {
  const { db, feed, clock } = deps;

  router.route(buyU, async ({ body }, { user, book }) => placeContract(deps, user.id, book, body));

  router.route(stopU, async ({ body }, { user }) => {
    const order = await closeContract(deps, body.id, "manual", { owner: user.id });
    return { id: body.id, status: order?.status ?? fail("orderNotActive") };
  });

  router.route(listUOrder, async ({ query }, { user, book }) => {
    const { rows, total } = await repository.ordersPage(db, { userId: user.id, book, live: query.scope === "current", limit: query.size, offset: (query.page - 1) * query.size });
    const instruments = await repository.instrumentsById(db, rows.map((row) => row.instrument_id));
    const items = rows.flatMap((row) => {
      const instrument = instruments.get(row.instrument_id);
      return instrument ? [toContractOrder(row, instrument, feed)] : [];
    });
    return { items, total, page: query.page, size: query.size };
  });

  router.route(getAssestInfo, async ({ params }, { user }) => {
    const row = await repository.findOrder(db, params.id);
    if (!row || row.user_id !== user.id) fail("notFound");
    const instrument = (await repository.instrumentsById(db, [row.instrument_id])).get(row.instrument_id) ?? fail("notFound");
    return toContractOrder(row, instrument, feed);
  });

  router.route(getProfitTotal, async ({ query }, { user, book }) => {
    const span = periodMs[query.period];
    const since = span === undefined ? undefined : new Date(clock.now().getTime() - span);
    const totals = await repository.realizedTotals(db, { userId: user.id, book, since });
    const profit = decimal(totals.profit ?? "0");
    const fees = decimal(totals.fees ?? "0");
    return { period: query.period, profit: toPlain(profit), fees: toPlain(fees), net: toPlain(profit.minus(fees)), closedOrders: Number(totals.count) };
  });
}
