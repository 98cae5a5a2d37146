// One server process's trading pipeline for a test, on a database the test owns: a scripted
// price feed, the market, the trigger engine following the bus, and the app, started as
// `main.ts` starts them (market, history-free backfill, then the engine's books from SQL).
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { createMarket, type Market } from "../market/service.ts";
import type { manualClock } from "../platform/clock.ts";
import type { Config } from "../platform/config.ts";
import type { Db } from "../platform/database.ts";
import { createTradingEngine, type TradingEngine } from "../trading/engine/engine.ts";
import { busOrderEvents } from "../trading/events.ts";
import { marketFeed } from "../trading/feed.ts";
import { createScriptedProvider, type ScriptedProvider } from "./scripted-provider.ts";

export interface TradingRig {
  app: FastifyInstance;
  provider: ScriptedProvider;
  market: Market;
  engine: TradingEngine;
}

type RigLog = Parameters<typeof createMarket>[0]["log"] & Parameters<typeof createTradingEngine>[1];

export async function startTradingRig(options: { db: Db; clock: ReturnType<typeof manualClock>; log: RigLog; config: Config }): Promise<TradingRig> {
  const { db, clock, log, config } = options;
  const provider = createScriptedProvider(clock);
  const market = createMarket({ db, clock, provider, log });
  const engine = createTradingEngine({ db, clock, feed: marketFeed(market), events: busOrderEvents(market.bus) }, log);
  engine.follow(market.bus);
  const app = await buildApp({ config, db, clock, market, trading: engine, rateLimitPerMinute: 100_000 });
  await app.ready();
  await market.start();
  await market.backfill({ history: false });
  await engine.start();
  return { app, provider, market, engine };
}
