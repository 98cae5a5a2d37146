// Types every trading product shares with the trigger engine: the feed they price from, the
// registry that rests their triggers, and the dependencies a product's use cases run with.
// They live apart from any one product so that importing a type never pulls in a use case.
import type { closeReasons, contractDirections, contractStatuses, orderTypes } from "@tradewind/api/trading";
import type { spotSides, spotStatuses } from "@tradewind/api/spot";
import type { optionDirections, optionStatuses } from "@tradewind/api/options";
import type { Book } from "@tradewind/api/accounts";
import type { OrderId, UserId } from "@tradewind/domain/ids";
import type { Amount, Decimal, Price, Quantity } from "@tradewind/domain/money";
import type { TrailKind } from "@tradewind/domain/trailing-stop";
import type { TradableInstrument } from "../../market/instruments-service.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Db } from "../../platform/database.ts";
import type { TradingLog } from "../after-commit.ts";
import type { OrderEvents } from "../events.ts";

export type OrderType = (typeof orderTypes)[number];
export type ContractDirection = (typeof contractDirections)[number];
export type ContractStatus = (typeof contractStatuses)[number];
export type CloseReason = (typeof closeReasons)[number];

/** A contract order as the repository hands it (STYLE "Seams"): camelCase, Decimals, brands. */
export interface ContractOrderRecord {
  id: OrderId;
  userId: UserId;
  book: Book;
  instrumentId: string;
  direction: ContractDirection;
  orderType: OrderType;
  status: ContractStatus;
  lots: Quantity;
  leverage: number;
  limitPrice: Price | null;
  stopLoss: Price | null;
  takeProfit: Price | null;
  /** USDT per unit of the quote currency at placement. */
  quoteRate: Decimal;
  margin: Amount;
  openFee: Amount;
  liquidationPrice: Price | null;
  openPrice: Price | null;
  openMid: Price | null;
  openSource: string | null;
  openedAt: Date | null;
  closePrice: Price | null;
  closeMid: Price | null;
  closeSource: string | null;
  closedAt: Date | null;
  closeReason: CloseReason | null;
  closeFee: Amount | null;
  realizedPnl: Amount | null;
  createdAt: Date;
  trailing: TrailingStopRecord | null;
}

/** A contract order's trailing stop; its watermark is null until the position opens. */
export interface TrailingStopRecord {
  kind: TrailKind;
  value: Decimal;
  watermark: Price | null;
  watermarkAt: Date | null;
}

/** The exit that closed a position in the engine and the tick that fired it (contract_exit_triggers). */
export interface ExitTriggerRecord {
  purpose: Exclude<CloseReason, "manual" | "cancelled">;
  /** The exit's level: an execution price for a stop loss, take profit or liquidation; a mid level for a trailing stop. */
  level: Price;
  /** A trailing stop's best price when it fired. */
  watermark: Price | null;
  tick: FeedTick;
}

export type SpotSide = (typeof spotSides)[number];
export type SpotStatus = (typeof spotStatuses)[number];

/** A coin order as the repository hands it. */
export interface SpotOrderRecord {
  id: OrderId;
  userId: UserId;
  book: Book;
  instrumentId: string;
  side: SpotSide;
  orderType: OrderType;
  status: SpotStatus;
  quantity: Quantity;
  limitPrice: Price | null;
  /** USDT (buy) or coins (sell) a waiting limit holds. */
  held: Amount;
  fillPrice: Price | null;
  fillMid: Price | null;
  fillSource: string | null;
  filledAt: Date | null;
  turnover: Amount | null;
  fee: Amount | null;
  cancelledAt: Date | null;
  createdAt: Date;
}

export type OptionDirection = (typeof optionDirections)[number];
export type OptionStatus = (typeof optionStatuses)[number];

/** An option order as the repository hands it. */
export interface OptionOrderRecord {
  id: OrderId;
  userId: UserId;
  book: Book;
  instrumentId: string;
  cycleId: string;
  cycleSeconds: number;
  payoutRatio: Decimal;
  direction: OptionDirection;
  stake: Amount;
  entryPrice: Price;
  entrySource: string;
  entryPriceTime: Date;
  placedAt: Date;
  expiresAt: Date;
  status: OptionStatus;
  settlementPrice: Price | null;
  settlementSource: string | null;
  settlementPriceTime: Date | null;
  settledAt: Date | null;
  payout: Amount | null;
  createdAt: Date;
}

/** An option cycle as the repository hands it. */
export interface OptionCycleRecord {
  id: string;
  instrumentId: string;
  seconds: number;
  payoutRatio: Decimal;
  minStake: Amount;
  maxStake: Amount;
  active: boolean;
}

// The one definition lives with the wire schema; the trading modules take it from here.
export type { Book };

export interface FeedTick {
  /** Mid price from the feed, parsed where it enters trading (marketFeed, the engine's bus ticks). */
  price: Price;
  /** Epoch ms. */
  ts: number;
  source: string;
}

/** What trading needs from market data. */
export interface TradingFeed {
  /** False until the process has loaded its market state: nothing may trade on it before. */
  loaded(): boolean;
  lastTick(code: string): FeedTick | undefined;
  sessionOpen(code: string, at: Date): boolean;
  /**
   * True while `code`'s price may not be traded on: a real feed has been silent for it past its
   * stale bound, or the price this process holds is older than `price_fresh_seconds`.
   */
  isStale(code: string): boolean;
  /** Whether a tick this process traded on is still within `price_fresh_seconds` (checked again inside the money transaction). */
  tickFresh(tick: FeedTick): boolean;
  /** A real feed's silence bound, ms; undefined for a feed that cannot go stale (the simulator). */
  readonly staleAfterMs: number | undefined;
  /**
   * The span of ticks this process applied and has written to the tick record, once written;
   * undefined where nothing is recorded (an api process).
   */
  recordedSpan(): Promise<{ sinceMs: number; throughMs: number } | undefined>;
}

/**
 * The trigger book side of the engine for contracts: told about every order that starts or
 * stops resting, after the commit. A trigger it cannot rest is its own to report; callers still
 * guard the call.
 */
export interface TriggerRegistry {
  watch(order: ContractOrderRecord, instrument: TradableInstrument): void;
  forget(orderId: OrderId): void;
}

/** The trigger book side of the engine for coin limits: told when one starts or stops resting. */
export interface SpotTriggerRegistry {
  watchSpot(order: SpotOrderRecord, instrument: TradableInstrument): void;
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
