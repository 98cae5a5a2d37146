// `npm run ledger:check`: proves the ledger invariants on the configured database.
import { loadConfig } from "../platform/config.ts";
import { openDatabase } from "../platform/database.ts";
import { migrate } from "../platform/migrate.ts";
import { checkInvariants } from "./service.ts";

const config = loadConfig();
const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(db);
const report = await checkInvariants(db);
await db.destroy();
if (report.ok) {
  console.log("ledger: all invariants hold (entries balanced, balances equal their postings, no negative user balance)");
} else {
  console.error("ledger: invariants broken");
  console.error(JSON.stringify(report.problems, null, 2));
  process.exitCode = 1;
}
