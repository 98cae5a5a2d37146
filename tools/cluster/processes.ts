// Server processes of a local cluster (`npm run cluster`, `npm run test:chaos`): each one is
// `node --import tsx apps/server/src/main.ts` with its ROLE and PORT, so a test can SIGKILL exactly
// that process; and a small round-robin balancer that sends requests (and socket upgrades) only
// to processes whose `GET /health/ready` answers 200, as a production load balancer would.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export type Role = "api" | "engine";

export interface ServerSpec {
  name: string;
  role: Role;
  port: number;
  /** Settings shared by the cluster: DATABASE_URL, NATS_URL, NATS_SUBJECT_PREFIX, ... */
  env: Record<string, string>;
  /** The process's stdout and stderr are appended here. */
  logFile: string;
}

export interface ServerProcess {
  readonly spec: ServerSpec;
  readonly child: ChildProcess;
  readonly exited: Promise<number | null>;
  readonly url: string;
}

export function startServer(spec: ServerSpec): ServerProcess {
  const log = fs.openSync(spec.logFile, "a");
  fs.writeSync(log, `\n=== ${new Date().toISOString()} ${spec.name}: ROLE=${spec.role} PORT=${spec.port}\n`);
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: repoRoot,
    env: { ...process.env, ...spec.env, ROLE: spec.role, PORT: String(spec.port), HOST: "127.0.0.1" },
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { spec, child, exited, url: `http://127.0.0.1:${spec.port}` };
}

/** Whether the process answers `GET /health/ready` with 200 (its market state is loaded). */
export async function isReady(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(2_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

export async function waitReady(server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`${server.spec.name} exited (${server.child.exitCode}) before it was ready; see ${server.spec.logFile}`);
    if (await isReady(server.url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${server.spec.name} was not ready within ${timeoutMs} ms; see ${server.spec.logFile}`);
}

/** SIGKILL, as a crash: nothing of the process's shutdown runs. Resolves once it is gone. */
export async function crash(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
  await server.exited;
}

/** SIGTERM (a graceful stop), SIGKILL after `graceMs`. */
export async function stop(server: ServerProcess, graceMs = 10_000): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill("SIGTERM");
  const timer = setTimeout(() => server.child.kill("SIGKILL"), graceMs);
  await server.exited;
  clearTimeout(timer);
}

export interface Balancer {
  readonly url: string;
  close(): Promise<void>;
}

/** Round-robin over the ready upstreams (checked every 500 ms); 503 when none is ready. */
export async function startBalancer(port: number, upstreams: () => readonly string[]): Promise<Balancer> {
  let ready: string[] = [];
  let next = 0;
  const check = async () => {
    const states = await Promise.all(upstreams().map(async (url) => ((await isReady(url)) ? url : undefined)));
    ready = states.filter((url): url is string => url !== undefined);
  };
  await check();
  const timer = setInterval(() => void check(), 500);
  const pick = () => {
    if (ready.length === 0) return undefined;
    next = (next + 1) % ready.length;
    return new URL(ready[next] ?? "");
  };
  const server = http.createServer((request, response) => {
    const target = pick();
    if (!target) {
      response.writeHead(503, { "content-type": "application/json" }).end(JSON.stringify({ code: 503, result: null, message: "no api process is ready" }));
      return;
    }
    const forwarded = [request.headers["x-forwarded-for"], request.socket.remoteAddress].filter(Boolean).join(", ");
    const upstream = http.request({ host: target.hostname, port: target.port, method: request.method, path: request.url, headers: { ...request.headers, "x-forwarded-for": forwarded } }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502).end();
      else response.destroy();
    });
    request.pipe(upstream);
  });
  // WebSocket upgrades: the raw bytes both ways once the upstream connection is open.
  server.on("upgrade", (request, socket, head) => {
    const target = pick();
    if (!target) return socket.destroy();
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const headers = Object.entries(request.headers).map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(", ") : (value ?? "")}`);
      upstream.write([`${request.method} ${request.url} HTTP/1.1`, ...headers, "", ""].join("\r\n"));
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on("error", () => socket.destroy());
    socket.on("error", () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      clearInterval(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
