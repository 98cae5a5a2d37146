// HTTP edge of fixed-period options (SPEC §7 paths: listOptionsCycle, buyOptions,
// listOptionsOrder, getOptionsOrderById).
import { buyOption as buyOptionEndpoint, getOptionOrder, listOptionCycles, listOptionOrders } from "@tradewind/api/options";
import { decimal, toPlain } from "@tradewind/domain/money";
import type { Router } from "../platform/route.ts";
import { fail } from "../platform/errors.ts";
import { buyOption, toOptionOrder, type OptionDeps } from "./options.ts";
import * as options from "./options-repository.ts";
import * as repository from "./repository.ts";

export function optionRoutes(router: Router, deps: OptionDeps) {
  const { db } = deps;
  const plain = (value: string) => toPlain(decimal(value));

  router.route(listOptionCycles, async ({ query }) => {
    const instrument = (await repository.listedInstrumentByCode(db, query.code)) ?? fail("unknownInstrument");
    const cycles = await options.activeCycles(db, instrument.id);
    return { items: cycles.map((cycle) => ({ id: cycle.id, seconds: cycle.seconds, payoutRatio: plain(cycle.payout_ratio), minStake: plain(cycle.min_stake), maxStake: plain(cycle.max_stake) })) };
  });

  router.route(buyOptionEndpoint, async ({ body }, { user, book }) => buyOption(deps, user.id, book, body));

  router.route(listOptionOrders, async ({ query }, { user, book }) => {
    const { rows, total } = await options.optionsPage(db, { userId: user.id, book, pending: query.scope === "current", limit: query.size, offset: (query.page - 1) * query.size });
    const instruments = await repository.instrumentsById(db, rows.map((row) => row.instrument_id));
    const items = rows.flatMap((row) => {
      const instrument = instruments.get(row.instrument_id);
      return instrument ? [toOptionOrder(row, instrument)] : [];
    });
    return { items, total, page: query.page, size: query.size };
  });

  router.route(getOptionOrder, async ({ params }, { user }) => {
    const row = await options.findOption(db, params.id);
    if (!row || row.user_id !== user.id) fail("notFound");
    const instrument = (await repository.instrumentsById(db, [row.instrument_id])).get(row.instrument_id) ?? fail("notFound");
    return toOptionOrder(row, instrument);
  });
}
