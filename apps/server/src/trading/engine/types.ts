// Types every trading product shares with the trigger engine: the feed they price from, the
// registry that rests their triggers, and the dependencies a product's use cases run with.
// They live apart from any one product so that importing a type never pulls in a use case.
import type { OrderId } from "@tradewind/domain/ids";
import type { Selectable } from "kysely";
import type { TradableInstrument } from "../../market/instruments-service.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Db } from "../../platform/database.ts";
import type { TradingLog } from "../after-commit.ts";
import type { OrderEvents } from "../events.ts";
import type { TradingTables } from "../tables.ts";

export type ContractOrderRow = Selectable<TradingTables["contract_orders"]>;
export type SpotOrderRow = Selectable<TradingTables["spot_orders"]>;
export type OptionOrderRow = Selectable<TradingTables["option_orders"]>;
export type OptionCycleRow = Selectable<TradingTables["option_cycles"]>;

// The one definition lives with the wire schema; the trading modules take it from here.
export type { Book } from "@tradewind/api/accounts";

export interface FeedTick {
  /** Mid price from the feed, a decimal string. */
  price: string;
  /** Epoch ms. */
  ts: number;
  source: string;
}

/** What trading needs from market data. */
export interface TradingFeed {
  lastTick(code: string): FeedTick | undefined;
  sessionOpen(code: string, at: Date): boolean;
  /** True while a real feed has been silent for `code` past its stale bound (a simulated feed never is). */
  isStale(code: string): boolean;
  /** That bound, ms; undefined for a feed that cannot go stale. */
  readonly staleAfterMs: number | undefined;
}

/**
 * The trigger book side of the engine for contracts: told about every order that starts or
 * stops resting, after the commit. A trigger it cannot rest is its own to report; callers still
 * guard the call.
 */
export interface TriggerRegistry {
  watch(order: ContractOrderRow, instrument: TradableInstrument): void;
  forget(orderId: OrderId): void;
}

/** The trigger book side of the engine for coin limits: told when one starts or stops resting. */
export interface SpotTriggerRegistry {
  watchSpot(order: SpotOrderRow, instrument: TradableInstrument): void;
  forgetSpot(orderId: OrderId): void;
}

export type EngineRegistry = TriggerRegistry & SpotTriggerRegistry;

/** Told about every bought option, so the settler follows its instrument's prices and wakes at its expiry. */
export interface OptionWatcher {
  watch(code: string, expiresAtMs: number): void;
}

/** What every product's use cases run with; `app.ts` builds it once and hands it to all three. */
export interface TradingDeps {
  db: Db;
  clock: Clock;
  feed: TradingFeed;
  events: OrderEvents;
  log: TradingLog;
}
