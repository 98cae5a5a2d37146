// Live data figures: the tick pipeline in process (ingest → 1-minute candle → bus → gateway
// encode), and `/message` fan-out to N loopback clients next to a bare `ws` server broadcasting
// the same frames in the same run. Each phase is bounded in time; N is capped by `ulimit -n`.
import { execSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { WebSocket, WebSocketServer } from "ws";
import { tickSubject } from "../../apps/server/src/market/service.ts";
import { liveMarketApp, openSocket, testDatabase, type LiveMarketApp } from "../../apps/server/src/testing/harness.ts";

type Report = { bench(name: string, value: number, unit: string): void; ratio(name: string, value: number): void };

const pipelineMs = 3_000;
const fanoutMs = 4_000;
/** Gap between rounds: longer than one flush interval, so every round's frame leaves at once. */
const roundGapMs = 60;

export async function realtimeBench(report: Report): Promise<void> {
  const database = await testDatabase("pglite");
  // A high frame rate so each fan-out round is flushed without waiting on the throttle. Every
  // client comes from 127.0.0.1: the per-address cap (50 by default) would close all but the first
  // fifty at once with 1013, and the bench waited for ever on their second close (issue 28).
  const live = await liveMarketApp({ database, config: { realtimeFramesPerSecond: 20, realtimeConnectionsPerIpMax: 20_000, realtimeConnectionsMax: 20_000 } });
  try {
    await live.tick(1_000);
    await pipeline(live, report);
    for (const wanted of [1_000, 10_000]) {
      const clients = affordableClients(wanted);
      const gateway = await fanout(`${live.socketUrl}/message`, clients, live);
      const raw = await rawFanout(live, clients);
      const label = `n${wanted}`;
      report.bench(`ws_message_fanout_${label}_frames`, gateway.framesPerSecond, "frames/s");
      report.bench(`ws_message_fanout_${label}_p50`, gateway.p50, "ms");
      report.bench(`ws_message_fanout_${label}_p99`, gateway.p99, "ms");
      report.bench(`ws_raw_fanout_${label}_frames`, raw.framesPerSecond, "frames/s");
      report.bench(`ws_raw_fanout_${label}_p50`, raw.p50, "ms");
      report.bench(`ws_raw_fanout_${label}_p99`, raw.p99, "ms");
      report.ratio(`ws_message_vs_raw_fanout_${label}`, gateway.framesPerSecond / raw.framesPerSecond);
    }
  } finally {
    await live.close();
    await database.drop();
  }
}

/** Ticks every instrument as fast as the pipeline takes them, with a /ws client watching every crypto code. */
async function pipeline(live: LiveMarketApp, report: Report) {
  const watcher = await openSocket(`${live.socketUrl}/ws`);
  const codes = live.market.prices().map((item) => item.code);
  for (const code of codes) {
    watcher.send({ op: "subscribe", channel: "ticks", code });
    watcher.send({ op: "subscribe", channel: "candles", code, interval: "5m" });
  }
  for (let count = 0; count < 2 * codes.length; count++) await watcher.next((frame) => (frame as { type?: string }).type === "subscribed", 30_000);
  const lister = await openSocket(`${live.socketUrl}/message`);
  let ticks = 0;
  const startedMs = performance.now();
  while (performance.now() - startedMs < pipelineMs) {
    // Ticks apply, publish and encode synchronously; yield now and then so flushes and writes run.
    // 100 ms of market time per batch: a minute (one candle write per instrument) every 600 batches,
    // so the figure is the pipeline's, not PGlite's writes at a thousand times real speed.
    for (let batch = 0; batch < 50; batch++) {
      live.clock.advance(100);
      ticks += live.provider?.tickAll(live.clock.now()).length ?? 0;
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  const seconds = (performance.now() - startedMs) / 1000;
  await live.market.settled();
  report.bench("tick_pipeline", ticks / seconds, "ticks/s");
  watcher.socket.close();
  lister.socket.close();
}

/** Clients that fit the descriptor limit: each loopback connection holds two (client and server side). */
function affordableClients(wanted: number): number {
  const limit = Number(execSync("ulimit -n", { shell: "/bin/bash" }).toString().trim());
  const affordable = Number.isFinite(limit) ? Math.floor((limit - 1_000) / 2) : wanted;
  if (affordable >= wanted) return wanted;
  console.log(`bench: ulimit -n is ${limit}, so ${affordable} clients stand in for ${wanted}`);
  return affordable;
}

interface Fanout {
  framesPerSecond: number;
  p50: number;
  p99: number;
}

/** Connects `count` clients, then ticks in rounds and times each round's frame from tick to every client. */
async function fanout(url: string, count: number, live: LiveMarketApp): Promise<Fanout> {
  const sockets: WebSocket[] = [];
  let roundStart = 0;
  let arrived = 0;
  const latencies: number[] = [];
  for (let first = 0; first < count; first += 500) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(500, count - first) }, () => {
        const socket = new WebSocket(url, { perMessageDeflate: false });
        return new Promise<WebSocket>((resolve, reject) => {
          socket.once("open", () => resolve(socket));
          socket.once("error", reject);
        });
      }),
    );
    sockets.push(...batch);
  }
  // The connect frame counts for nobody: start measuring once all are in.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const refused = sockets.filter((socket) => socket.readyState !== WebSocket.OPEN).length;
  if (refused > 0) throw new Error(`${refused} of ${count} sockets to ${url} were closed by the server after opening (a connection cap?)`);
  for (const socket of sockets) {
    socket.on("message", () => {
      latencies.push(performance.now() - roundStart);
      arrived += 1;
    });
  }
  let delivered = 0;
  const startedMs = performance.now();
  while (performance.now() - startedMs < fanoutMs) {
    arrived = 0;
    roundStart = performance.now();
    live.clock.advance(1_000);
    live.provider?.tickAll(live.clock.now());
    const deadline = performance.now() + 2_000;
    while (arrived < count && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1));
    delivered += arrived;
    await new Promise((resolve) => setTimeout(resolve, roundGapMs));
  }
  const seconds = (performance.now() - startedMs) / 1000;
  await Promise.all(sockets.map(closed));
  await live.market.settled();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { framesPerSecond: delivered / seconds, p50: at(0.5), p99: at(0.99) };
}

/** Closes `socket`; resolves at once when the server closed it already (a socket closes only once). */
function closed(socket: WebSocket): Promise<void> {
  if (socket.readyState === WebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    socket.once("close", () => resolve());
    socket.close();
  });
}

/** The floor: a bare ws server sending the same list bytes to every client on each tick batch. */
async function rawFanout(live: LiveMarketApp, count: number): Promise<Fanout> {
  const server = new WebSocketServer({ host: "127.0.0.1", port: 0, perMessageDeflate: false, backlog: 1_024 });
  await new Promise((resolve) => server.once("listening", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("expected a TCP address");
  const unsubscribe = live.market.bus.subscribe(tickSubject, () => {
    const bytes = Buffer.from(JSON.stringify(live.market.prices()));
    for (const client of server.clients) client.send(bytes, { binary: false });
  });
  try {
    return await fanout(`ws://127.0.0.1:${address.port}`, count, live);
  } finally {
    unsubscribe();
    await new Promise((resolve) => server.close(resolve));
  }
}
