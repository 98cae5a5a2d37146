// `npm run serve` as a supervisor runs it: a stop signal sent to the npm process alone (not its
// process group) must stop the whole server (npm, tsx and node) gracefully and in bounded time,
// leaving nothing listening. No browser: this is about processes.
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort, repoRoot, waitForServer } from "./harness.ts";

const stopBound_ms = 15_000;
const cleanups: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Every process below `pid`, read from /proc (Linux), so the test can tell that none outlives the stop. */
async function descendantsOf(pid: number): Promise<number[]> {
  const parents = new Map<number, number>();
  for (const entry of await fs.readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await fs.readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    // Fields after the parenthesised command name: state, then the parent's pid.
    const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (Number.isInteger(parent)) parents.set(Number(entry), parent);
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const [child, parent] of parents) {
      if (parent !== current) continue;
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

describe("stopping `npm run serve`", () => {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    it(`stops the whole server on ${signal} sent to npm alone`, async () => {
      const port = await freePort();
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "tradewind-stop-"));
      let output = "";
      const npm = spawn("npm", ["run", "serve"], {
        cwd: repoRoot,
        env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "info" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      npm.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      npm.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const pid = npm.pid ?? 0;
      let tree: number[] = [];
      cleanups.push(async () => {
        for (const each of [pid, ...tree]) if (alive(each)) process.kill(each, "SIGKILL");
        await fs.rm(dataDir, { recursive: true, force: true });
      });

      await waitForServer(`http://127.0.0.1:${port}`, npm, () => output);
      tree = await descendantsOf(pid);
      expect(tree.length).toBeGreaterThan(0);

      const exited = new Promise<number | null>((resolve) => npm.once("exit", (code) => resolve(code)));
      const startedMs = Date.now();
      process.kill(pid, signal);
      await expect.poll(() => tree.filter(alive), { timeout: stopBound_ms, interval: 100 }).toEqual([]);
      await exited;
      expect(Date.now() - startedMs).toBeLessThan(stopBound_ms);
      expect(await accepts(port)).toBe(false);
      expect(output).toContain('"msg":"stopped"');
    });
  }
});
