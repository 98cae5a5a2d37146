// The simulator's price model: geometric Brownian motion driven by a seeded PRNG, so a seed and
// a list of times always give the same prices. Randomness is a float; prices are Decimals at the
// instrument's scale, always positive. Pure: the PRNG state travels inside the walk state.
// The walk itself runs on an unrounded price and only the quoted price is rounded to the tick:
// rounding the walk at every step would throw away each move smaller than half a tick, so a
// low-priced instrument (a tick of 0.0001 on 0.42) would stick and then jump one tick at a time.
import { Decimal } from "./money.ts";
import { invariant } from "./assert.ts";

/** Instrument `type` (DESIGN §4): 1 forex, 2 crypto, 3 stocks, 4 ETFs, 5 futures. */
export type InstrumentType = 1 | 2 | 3 | 4 | 5;

/** Annualised volatility per class: typical realised levels, not fitted to any one instrument. */
export const annualVolatilityByType: Readonly<Record<InstrumentType, number>> = {
  1: 0.08,
  2: 0.6,
  3: 0.3,
  4: 0.18,
  5: 0.25,
};

export const yearMs = 365.25 * 24 * 60 * 60 * 1000;
/** A back-fill larger than this is a caller's bug (a year of 1-minute steps is ~526k). */
export const maxPathSteps = 2_000_000;

/** The exp factor needs far fewer digits than money's 60, and 60-digit exp is ~4× slower. */
const ModelDecimal = Decimal.clone({ precision: 24 });

/** A liquid market quotes in steps of about a basis point of its price or finer. */
const tickShareMax = new Decimal("0.0001");

/**
 * The decimal places a simulated price moves at: the instrument's own, or more when its tick
 * would be coarser than a basis point of `price` (0.0001 on a 0.42 coin is 2.4 bp, so a
 * one-second move rarely crosses a tick and its chart draws steps). Capped at 18, the walk's limit.
 */
export function tickScaleFor(price: Decimal, instrumentScale: number): number {
  if (price.lte(0)) return instrumentScale;
  const finest = price.times(tickShareMax);
  let scale = instrumentScale;
  while (scale < 18 && new Decimal(10).pow(-scale).gt(finest)) scale += 1;
  return scale;
}

export interface WalkState {
  /** The quoted price: `exactPrice` at the instrument's scale, never below one tick. */
  readonly price: Decimal;
  /** The walk's own price, unrounded (at the model's precision). */
  readonly exactPrice: Decimal;
  /** Decimal places of the instrument's price. */
  readonly scale: number;
  /** Annualised σ, e.g. 0.6. */
  readonly volatility: number;
  /** mulberry32 state, an unsigned 32-bit integer. */
  readonly rngState: number;
}

export interface WalkStart {
  readonly seed: string;
  readonly startPrice: Decimal;
  readonly scale: number;
  readonly volatility: number;
}

export interface PathOptions extends WalkStart {
  /** Epoch ms of the first point, which is the start price. */
  readonly from: number;
  /** Epoch ms; the last point is the last step at or before it. */
  readonly to: number;
  readonly stepMs: number;
}

export interface PricePoint {
  readonly ts: number;
  readonly price: Decimal;
}

export function createWalk({ seed, startPrice, scale, volatility }: WalkStart): WalkState {
  invariant(Number.isInteger(scale), `price scale must be 0…18: ${scale}`);
  invariant(scale >= 0 && scale <= 18, `price scale must be 0…18: ${scale}`);
  invariant(volatility >= 0 && volatility < 10, `volatility must be in [0, 10): ${volatility}`);
  const price = roundToScale(startPrice, scale);
  invariant(price.gt(0), `start price must be positive at scale ${scale}: ${startPrice.toFixed()}`);
  return { price, exactPrice: price, scale, volatility, rngState: hashSeed(seed) };
}

/**
 * One GBM step over `dtMs`: price × exp(σ·√t·z − σ²·t/2), t in years. The −σ²t/2 drift keeps
 * the expected price flat, so a simulated market has no built-in trend.
 */
export function step(state: WalkState, dtMs: number): WalkState {
  invariant(Number.isFinite(dtMs) && dtMs > 0, `step must be a positive duration: ${dtMs}`);
  const { z, rngState } = nextNormal(state.rngState);
  const years = dtMs / yearMs;
  const logReturn = state.volatility * Math.sqrt(years) * z - (state.volatility ** 2 * years) / 2;
  const factor = new ModelDecimal(logReturn).exp();
  const exactPrice = new ModelDecimal(state.exactPrice.times(factor));
  // Rounding can reach zero for a price near one tick; the market never quotes below one tick.
  const smallestTick = new Decimal(1).dividedBy(new Decimal(10).pow(state.scale));
  return { ...state, price: Decimal.max(roundToScale(exactPrice, state.scale), smallestTick), exactPrice, rngState };
}

/**
 * Prices at from, from + stepMs, … up to `to`, for back-filling history with the model itself;
 * from `start` when given (continuing a walk), else from the options' seed and start price.
 */
export function* simulatePath(options: PathOptions, start?: WalkState): Generator<PricePoint, WalkState, undefined> {
  const { from, to, stepMs } = options;
  invariant(Number.isSafeInteger(from) && Number.isSafeInteger(to), `bad path range: ${from}…${to}`);
  invariant(to >= from, `bad path range: ${from}…${to}`);
  invariant(Number.isSafeInteger(stepMs) && stepMs > 0, `step must be a positive integer ms: ${stepMs}`);
  invariant((to - from) / stepMs <= maxPathSteps, `path longer than ${maxPathSteps} steps`);
  let state = start ?? createWalk(options);
  yield { ts: from, price: state.price };
  for (let ts = from + stepMs; ts <= to; ts += stepMs) {
    state = step(state, stepMs);
    yield { ts, price: state.price };
  }
  // The final state lets the live feed continue the same walk after the back-fill.
  return state;
}

function roundToScale(value: Decimal, scale: number): Decimal {
  return value.toDecimalPlaces(scale, Decimal.ROUND_HALF_EVEN);
}

/** FNV-1a over UTF-16 code units: a stable 32-bit seed from a name like "BTCUSDT". */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index++) {
    hash = Math.imul(hash ^ seed.charCodeAt(index), 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: returns a uniform in [0, 1) and the next state. */
function nextUniform(rngState: number): { value: number; rngState: number } {
  const next = (rngState + 0x6d2b79f5) >>> 0;
  let mixed = Math.imul(next ^ (next >>> 15), next | 1);
  mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
  return { value: ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296, rngState: next };
}

/** Box–Muller: one standard normal from two uniforms (the second normal is dropped to keep state one number). */
function nextNormal(rngState: number): { z: number; rngState: number } {
  const first = nextUniform(rngState);
  const second = nextUniform(first.rngState);
  // 1 − u lies in (0, 1], so the logarithm is finite.
  const z = Math.sqrt(-2 * Math.log(1 - first.value)) * Math.cos(2 * Math.PI * second.value);
  return { z, rngState: second.rngState };
}
