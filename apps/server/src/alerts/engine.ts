// The price alert engine, beside the trigger engine on the process that runs the feed: one alert
// book per instrument (domain price-alerts.ts), rebuilt from the active rows when the engine
// starts or takes over (a repeating alert that fired within its cool-down cools for the rest of
// it), its move windows warmed with the recorded ticks of their span. Each tick of the recorded
// feed pops the alerts it fires, never on a stale price (a feed flagged stale, or a tick older
// than `price_fresh_seconds`); each firing runs through a bounded serial queue in its own
// transaction, recorded once per alert and tick (service.ts), so two engines meeting the same
// tick fire once. A firing that fails re-reads its alert and rests it again.
import { asPrice } from "@tradewind/domain/money";
import { moveWindowsSeconds, PriceAlertBook, restableAlert } from "@tradewind/domain/price-alerts";
import { instrumentsById } from "../market/instruments-service.ts";
import { tickSubject } from "../market/service.ts";
import { recordedTicksAfter, type PricedTick } from "../market/ticks-service.ts";
import type { Bus } from "../platform/bus.ts";
import { integerParam } from "../platform/params.ts";
import { createStartGate } from "../platform/start-gate.ts";
import type { PriceTickLike } from "../trading/engine/engine.ts";
import type { FeedTick } from "../trading/engine/types.ts";
import { createSerialQueue } from "../trading/work-queue.ts";
import { alertChangedSubject } from "./events.ts";
import * as alerts from "./repository.ts";
import { conditionOf, fireAlert, type FiringDeps } from "./service.ts";

/** Firings and re-reads waiting to run; past it a fired alert rests again for a later tick. */
export const alertQueueCapacity = 10_000;

export type AlertEngine = ReturnType<typeof createAlertEngine>;

/** The longest move window: the history a starting engine replays into its books. */
const moveWindowMs_max = Math.max(...moveWindowsSeconds) * 1000;

/**
 * The recorded ticks within the longest window of every instrument an active move alert watches
 * (the record keeps about an hour), oldest first: a starting engine's move windows begin with the
 * price history the engine before it had seen, instead of empty.
 */
async function moveHistory(deps: FiringDeps, rows: readonly alerts.AlertRecord[], nowMs: number): Promise<Map<string, PricedTick[]>> {
  const watched = [...new Set(rows.filter((row) => row.condition === "move").map((row) => row.instrumentId))];
  const history = new Map<string, PricedTick[]>();
  for (const instrumentId of watched) history.set(instrumentId, await recordedTicksAfter(deps.db, instrumentId, nowMs - moveWindowMs_max));
  return history;
}

export function createAlertEngine(deps: FiringDeps, log: { error(details: object, message: string): void }) {
  const gate = createStartGate();
  const queue = createSerialQueue(alertQueueCapacity);
  const books = new Map<string, PriceAlertBook>();
  /** Alert id → the instrument code whose book holds it. */
  const codes = new Map<string, string>();
  let coolDownMs = 300_000;

  const bookOf = (code: string) => {
    let book = books.get(code);
    if (!book) {
      book = new PriceAlertBook(coolDownMs);
      books.set(code, book);
    }
    return book;
  };

  const unrest = (alertId: string) => {
    const code = codes.get(alertId);
    if (code !== undefined) books.get(code)?.remove(alertId);
    codes.delete(alertId);
  };

  /** Rests an active alert on its instrument's book (cooling when a repeating one fired within its cool-down); others are taken off. */
  const rest = (record: alerts.AlertRecord, code: string | undefined, nowMs: number) => {
    unrest(record.id);
    const condition = conditionOf(record);
    if (record.status !== "active" || code === undefined || !restableAlert(condition)) return;
    const rule = { id: record.id, condition, repeating: record.repeating };
    const until = record.lastFiredAt ? record.lastFiredAt.getTime() + coolDownMs : 0;
    if (record.repeating && until > nowMs) bookOf(code).addCooling(rule, until);
    else bookOf(code).add(rule);
    codes.set(record.id, code);
  };

  const restore = async (alertId: string) => {
    const record = await alerts.findAlert(deps.db, alertId);
    if (!record) return unrest(alertId);
    const instrument = (await instrumentsById(deps.db, [record.instrumentId])).get(record.instrumentId);
    rest(record, instrument?.listed ? instrument.code : undefined, deps.clock.now().getTime());
  };

  const queueRestore = (alertId: string) => {
    if (!queue.push(() => restore(alertId).catch((error: unknown) => log.error({ err: error, alertId }, "alerts: could not re-read an alert")))) log.error({ alertId }, "alerts: queue full; the alert's change is read at the next start");
  };

  const fire = async (alertId: string, code: string, tick: FeedTick) => {
    try {
      const outcome = await fireAlert(deps, alertId, code, tick);
      // A tick that aged past the bound while waiting fires nothing: the alert rests for a fresh one.
      if (outcome === "stale") await restore(alertId);
    } catch (error) {
      log.error({ err: error, alertId }, "alerts: a firing failed; the alert rests again");
      await restore(alertId).catch((restoreError: unknown) => log.error({ err: restoreError, alertId }, "alerts: could not re-read an alert"));
    }
  };

  return {
    /** Rebuilds every book from the active rows. */
    async start(): Promise<void> {
      gate.hold();
      coolDownMs = (await integerParam(deps.db, "price_alert_cooldown_seconds", 1)) * 1000;
      books.clear();
      codes.clear();
      const rows = await alerts.activeAlerts(deps.db);
      const instruments = await instrumentsById(deps.db, [...new Set(rows.map((row) => row.instrumentId))]);
      const nowMs = deps.clock.now().getTime();
      const history = await moveHistory(deps, rows, nowMs);
      // From here on nothing is awaited, so no live tick reaches a book before its history.
      for (const row of rows) {
        const instrument = instruments.get(row.instrumentId);
        rest(row, instrument?.listed ? instrument.code : undefined, nowMs);
      }
      for (const [instrumentId, ticks] of history) {
        const instrument = instruments.get(instrumentId);
        const book = instrument && books.get(instrument.code);
        for (const tick of ticks) book?.warm(tick.price, tick.ts);
      }
      await gate.open(() => queue.settled());
    },

    /** Pops the alerts each fresh tick fires and queues their firings in tick order. */
    onTicks(ticks: readonly PriceTickLike[], source: string): void {
      for (const tick of ticks) {
        const book = books.get(tick.code);
        if (!book || book.size === 0) continue;
        // The bus carries text: a tick is parsed once, for the freshness check and every alert it fires.
        const feedTick: FeedTick = { price: asPrice(tick.price), ts: tick.ts, source };
        if (deps.feed.isStale(tick.code) || !deps.feed.tickFresh(feedTick)) continue;
        for (const rule of book.tick(feedTick.price, tick.ts)) {
          if (!rule.repeating) codes.delete(rule.id);
          if (!queue.push(() => fire(rule.id, tick.code, feedTick))) queueRestore(rule.id);
        }
      }
    },

    /**
     * Takes ticks and api processes' alert changes from the bus; returns the unsubscribe function.
     * Call it before `start`: what arrives while the books are rebuilt waits for them.
     */
    follow(bus: Bus): () => void {
      const unsubscribes = [
        bus.subscribe(tickSubject, (event) => gate.admit(() => this.onTicks(event.changes, event.source))),
        bus.subscribe(alertChangedSubject, (event) => gate.admit(() => queueRestore(event.alertId))),
      ];
      return () => {
        for (const unsubscribe of unsubscribes) unsubscribe();
      };
    },

    settled: (): Promise<void> => queue.settled(),

    restingCount: (): number => codes.size,
  };
}
