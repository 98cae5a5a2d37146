// The SQL one market order costs (issue 28): a live app on PostgreSQL places BTCUSDT market
// orders over HTTP (`/swx/customer/order/buyU`) while every statement the pg driver sends is
// counted, split into those inside the order's transaction and those outside it. The first
// orders warm the process's caches; the last one is the figure. `BENCH_STATEMENTS_LOG=1` prints
// the statements themselves. Needs DATABASE_URL.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { liveMarketApp, registerUser, testDatabase } from "../../apps/server/src/testing/harness.ts";

type Report = { bench(name: string, value: number, unit: string): void; ratio(name: string, value: number): void };

const ordersPlaced = 4;
const order = { code: "BTCUSDT", direction: "long", orderType: "market", lots: "0.001", leverage: 1 };

export interface Sent {
  text: string;
  inTransaction: boolean;
}

/** Wraps pg's `Client.query` so every statement is recorded with whether its connection was inside BEGIN … COMMIT; returns the undo. */
export function recordStatements(sent: Sent[]): () => void {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  const open = new WeakSet<object>();
  prototype.query = function (this: object, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === "string" ? first : typeof first === "object" && first !== null && "text" in first ? String((first as { text: unknown }).text) : "";
    const verb = text.trim().toLowerCase();
    if (verb.startsWith("begin") || verb.startsWith("start transaction")) open.add(this);
    sent.push({ text, inTransaction: open.has(this) });
    if (verb === "commit" || verb === "rollback") open.delete(this);
    return original.apply(this, args);
  };
  return () => {
    prototype.query = original;
  };
}

export async function placementStatementsBench(report: Report): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.log("bench: placement statements skipped: DATABASE_URL is not set");
    return;
  }
  const database = await testDatabase("postgres");
  const live = await liveMarketApp({ database });
  try {
    const trader = await registerUser(live.app);
    await live.tick(1_000);
    const baseUrl = live.socketUrl.replace(/^ws/, "http");
    const run = randomBytes(4).toString("hex");
    let last: Sent[] = [];
    for (let index = 0; index < ordersPlaced; index += 1) {
      const sent: Sent[] = [];
      const undo = recordStatements(sent);
      try {
        const response = await fetch(`${baseUrl}/swx/customer/order/buyU`, {
          method: "POST",
          headers: { authorization: trader.token, "content-type": "application/json", "idempotency-key": `statements-${run}-${index}` },
          body: JSON.stringify(order),
        });
        const envelope = (await response.json()) as { code: number; message: string };
        if (envelope.code !== 200) throw new Error(`order ${index} refused: ${envelope.code} ${envelope.message}`);
      } finally {
        undo();
      }
      last = sent;
    }
    const inside = last.filter((statement) => statement.inTransaction).length;
    if (process.env.BENCH_STATEMENTS_LOG) for (const statement of last) console.log(`${statement.inTransaction ? "tx " : "   "} ${statement.text.replace(/\s+/g, " ").slice(0, 160)}`);
    report.bench("order_place_statements", last.length, "statements");
    report.bench("order_place_statements_in_transaction", inside, "statements");
    report.bench("order_place_statements_outside_transaction", last.length - inside, "statements");
  } finally {
    await live.close();
    await database.drop();
  }
}
