// `npm run bench:ws-deflate`: does permessage-deflate pay on `/message` and `/ws` (issue 23)?
// Captures real frames from the server (the `/message` list frames and `/ws` tick frames of the
// simulated feed), then replays them from a bare `ws` server to N clients in a child process, once
// without and once with permessage-deflate (ws's defaults, as a browser offers it). The server's
// side runs alone in this process, so its CPU time is what compression costs; the bytes are what
// left its sockets. Prints, per frame and per client: CPU microseconds and bytes on the wire.
//   BENCH ws_deflate.<stream>.<off|on>.<metric> <value> <unit>
import { fork } from "node:child_process";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { WebSocket, WebSocketServer } from "ws";
import { liveMarketApp, testDatabase } from "../../apps/server/src/testing/harness.ts";

const clients = Number(process.env.WS_DEFLATE_CLIENTS ?? 200);
const rounds = 60;
/** Frames replayed per stream: enough for a steady figure, few enough to finish in about a minute. */
const framesMax = 600;

interface Stream {
  name: string;
  frames: string[];
}

/** One socket's text frames, collected until `count` have come or `timeoutMs` passed. */
function collect(socket: WebSocket, count: number, timeoutMs: number): Promise<string[]> {
  const frames: string[] = [];
  return new Promise((resolve) => {
    const done = () => {
      socket.off("message", onMessage);
      resolve(frames);
    };
    const timer = setTimeout(done, timeoutMs);
    function onMessage(data: Buffer) {
      frames.push(data.toString());
      if (frames.length >= count) {
        clearTimeout(timer);
        done();
      }
    }
    socket.on("message", onMessage);
  });
}

function open(url: string): Promise<WebSocket> {
  const socket = new WebSocket(url, { perMessageDeflate: false });
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve(socket));
    socket.once("error", reject);
  });
}

/** The frames a visitor's `/message` and a `/ws` subscriber to every instrument's ticks receive over `rounds` seconds of market. */
async function captureFrames(): Promise<Stream[]> {
  const database = await testDatabase("pglite");
  const live = await liveMarketApp({ database, config: { realtimeFramesPerSecond: 20 } });
  try {
    await live.tick(1_000);
    const lister = await open(`${live.socketUrl}/message`);
    const watcher = await open(`${live.socketUrl}/ws`);
    const codes = live.market.prices().map((item) => item.code);
    const acknowledged = collect(watcher, codes.length, 10_000);
    for (const code of codes) watcher.send(JSON.stringify({ op: "subscribe", channel: "ticks", code }));
    await acknowledged;
    const messageFrames: string[] = [];
    const wsFrames: string[] = [];
    lister.on("message", (data: Buffer) => messageFrames.push(data.toString()));
    watcher.on("message", (data: Buffer) => wsFrames.push(data.toString()));
    for (let round = 0; round < rounds; round++) {
      live.clock.advance(1_000);
      live.provider?.tickAll(live.clock.now());
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
    await live.market.settled();
    lister.close();
    watcher.close();
    return [
      { name: "message", frames: messageFrames.slice(0, framesMax) },
      { name: "ws_ticks", frames: wsFrames.slice(0, framesMax) },
    ];
  } finally {
    await live.close();
    await database.drop();
  }
}

interface Replay {
  cpuMicros: number;
  wireBytes: number;
  payloadBytes: number;
}

/** Sends every frame to every client of a child process; the server's CPU time and socket bytes. */
async function replay(frames: string[], deflate: boolean): Promise<Replay> {
  const server = new WebSocketServer({ port: 0, host: "127.0.0.1", perMessageDeflate: deflate });
  await new Promise((resolve) => server.once("listening", resolve));
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error("ws-deflate: no port");
  const child = fork(fileURLToPath(import.meta.url), ["--clients"], {
    env: { ...process.env, WS_DEFLATE_URL: `ws://127.0.0.1:${address.port}`, WS_DEFLATE_EXPECT: String(frames.length) },
    execArgv: ["--import", "tsx"],
  });
  const connected = new Promise<void>((resolve) => {
    server.on("connection", () => {
      if (server.clients.size === clients) resolve();
    });
  });
  await connected;
  const finished = new Promise<void>((resolve) => child.once("message", () => resolve()));
  const sockets = [...server.clients];
  const rawSocket = (socket: WebSocket) => (socket as unknown as { _socket: { bytesWritten: number } })._socket;
  const bytesBefore = sockets.reduce((sum, socket) => sum + rawSocket(socket).bytesWritten, 0);
  const cpuBefore = process.cpuUsage();
  for (const frame of frames) {
    for (const socket of sockets) socket.send(frame);
    // Let compression and writes run between frames, as the gateway's flushes do.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await finished;
  const cpu = process.cpuUsage(cpuBefore);
  const bytesAfter = sockets.reduce((sum, socket) => sum + rawSocket(socket).bytesWritten, 0);
  child.kill();
  await new Promise((resolve) => server.close(resolve));
  const payloadBytes = frames.reduce((sum, frame) => sum + Buffer.byteLength(frame), 0) * clients;
  return { cpuMicros: cpu.user + cpu.system, wireBytes: bytesAfter - bytesBefore, payloadBytes };
}

/** The child: `clients` connections (offering permessage-deflate, as browsers do) that count frames and report when all came. */
async function runClients(): Promise<void> {
  const url = process.env.WS_DEFLATE_URL ?? "";
  const expected = Number(process.env.WS_DEFLATE_EXPECT) * clients;
  let received = 0;
  for (let index = 0; index < clients; index++) {
    const socket = new WebSocket(url, { perMessageDeflate: true });
    socket.on("message", () => {
      received += 1;
      if (received === expected) process.send?.("done");
    });
    await new Promise((resolve) => socket.once("open", resolve));
  }
}

async function main(): Promise<void> {
  const streams = await captureFrames();
  for (const stream of streams) {
    const sent = stream.frames.length * clients;
    const average = stream.frames.reduce((sum, frame) => sum + Buffer.byteLength(frame), 0) / Math.max(1, stream.frames.length);
    console.log(`ws-deflate: ${stream.name}: ${stream.frames.length} frames of ${average.toFixed(0)} bytes on average, to ${clients} clients`);
    if (stream.frames.length === 0) continue;
    for (const deflate of [false, true]) {
      const result = await replay(stream.frames, deflate);
      const label = `ws_deflate.${stream.name}.${deflate ? "on" : "off"}`;
      console.log(`BENCH ${label}.cpu_per_frame_client ${(result.cpuMicros / sent).toFixed(2)} µs`);
      console.log(`BENCH ${label}.wire_bytes_per_frame_client ${(result.wireBytes / sent).toFixed(1)} bytes`);
      console.log(`BENCH ${label}.payload_bytes_per_frame_client ${(result.payloadBytes / sent).toFixed(1)} bytes`);
    }
  }
}

if (process.argv.includes("--clients")) {
  await runClients();
} else {
  const startedMs = performance.now();
  await main();
  console.log(`ws-deflate: done in ${((performance.now() - startedMs) / 1000).toFixed(1)} s`);
  process.exit(0);
}
