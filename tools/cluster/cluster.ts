// `npm run cluster`: the production layout in miniature on this machine, on the local PostgreSQL
// (DATABASE_URL) and NATS (NATS_URL): two api processes behind a small round-robin balancer, an
// active engine and a standby (the engine's advisory lock decides which), serving the built web
// app and back office. A process that dies is restarted, as a supervisor would: kill the active
// engine (`kill -9 <pid>`) and watch the standby take over and the old one come back as standby.
// Ctrl-C stops everything.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { repoRoot, startBalancer, startServer, stop, waitReady, type Role, type ServerProcess, type ServerSpec } from "./processes.ts";

const databaseUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const natsUrl = process.env.NATS_URL ?? "nats://127.0.0.1:4222";
const balancerPort = Number(process.env.CLUSTER_PORT ?? 8080);
const restartDelayMs = 1_000;

if (!fs.existsSync(path.join(repoRoot, "apps/web/dist/index.html")) || !fs.existsSync(path.join(repoRoot, "apps/admin/dist/index.html"))) {
  console.log("cluster: building the web app and back office (npm run build)");
  if (spawnSync("npm", ["run", "build"], { cwd: repoRoot, stdio: "inherit" }).status !== 0) process.exit(1);
}

const logDir = fs.mkdtempSync(path.join(os.tmpdir(), "tradewind-cluster-"));
const shared = {
  DATABASE_URL: databaseUrl,
  NATS_URL: natsUrl,
  ...(process.env.NATS_SUBJECT_PREFIX ? { NATS_SUBJECT_PREFIX: process.env.NATS_SUBJECT_PREFIX } : {}),
  // The balancer is the one proxy in front: the client address is the last X-Forwarded-For entry.
  TRUST_PROXY: "1",
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${balancerPort}`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
};
const specs: ServerSpec[] = (
  [
    ["engine-a", "engine", balancerPort + 3],
    ["engine-b", "engine", balancerPort + 4],
    ["api-1", "api", balancerPort + 1],
    ["api-2", "api", balancerPort + 2],
  ] as const
).map(([name, role, port]: readonly [string, Role, number]) => ({ name, role, port, env: shared, logFile: path.join(logDir, `${name}.log`) }));

let stopping = false;
const running = new Map<string, ServerProcess>();

function supervise(spec: ServerSpec): ServerProcess {
  const server = startServer(spec);
  running.set(spec.name, server);
  void server.exited.then((code) => {
    if (stopping) return;
    console.log(`cluster: ${spec.name} (pid ${server.child.pid}) exited (${code ?? server.child.signalCode}); restarting it`);
    setTimeout(() => {
      const restarted = supervise(spec);
      console.log(`cluster: ${spec.name} restarted as pid ${restarted.child.pid}`);
    }, restartDelayMs);
  });
  return server;
}

const [first, second, ...apis] = specs.map(supervise);
if (!first || !second) throw new Error("cluster: two engines expected");
// The first engine takes the lock and serves its market; the second waits as the standby (it does not listen).
try {
  await waitReady(first, 240_000);
  await Promise.all(apis.map((api) => waitReady(api, 240_000)));
} catch (error) {
  stopping = true;
  console.error(`cluster: ${error instanceof Error ? error.message : String(error)}`);
  for (const server of running.values()) server.child.kill("SIGKILL");
  process.exit(1);
}
const balancer = await startBalancer(balancerPort, () => specs.filter((spec) => spec.role === "api").map((spec) => `http://127.0.0.1:${spec.port}`));

console.log(
  [
    "",
    `  Tradewind cluster on ${databaseUrl} and ${natsUrl}`,
    `  Balancer:        ${balancer.url}/  (round-robin over the ready api processes)`,
    ...specs.map((spec) => `  ${spec.name.padEnd(16)} ${spec.role.padEnd(6)} http://127.0.0.1:${spec.port}  pid ${running.get(spec.name)?.child.pid}  log ${spec.logFile}`),
    `  The active engine holds the advisory lock; the other is the standby. kill -9 the active one to see the fail-over.`,
    "",
  ].join("\n"),
);

const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log("cluster: stopping");
  await balancer.close();
  await Promise.all([...running.values()].map((server) => stop(server)));
  process.exit(0);
};
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());
