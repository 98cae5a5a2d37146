// Kysely driver for embedded PGlite. PGlite is one connection, so the driver hands it out
// to one holder at a time: a transaction owns it from BEGIN to COMMIT/ROLLBACK and every
// other query queues behind it, which gives the same isolation a pool of one would.
import type { PGlite, Results } from "@electric-sql/pglite";
import { invariant } from "@tradewind/domain/assert";
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from "kysely";

class PgliteConnection implements DatabaseConnection {
  constructor(private readonly database: PGlite) {}

  async executeQuery<Row>(compiled: CompiledQuery): Promise<QueryResult<Row>> {
    // Parameterless text may hold several statements (migrations): only exec runs those.
    const result: Results<Row> =
      compiled.parameters.length === 0
        ? (lastOf(await this.database.exec(compiled.sql)) as Results<Row>)
        : await this.database.query<Row>(compiled.sql, [...compiled.parameters]);
    const affected = result.affectedRows;
    return affected === undefined ? { rows: result.rows } : { rows: result.rows, numAffectedRows: BigInt(affected) };
  }

  // eslint-disable-next-line require-yield -- PGlite has no cursors; Kysely needs the method.
  async *streamQuery<Row>(): AsyncIterableIterator<QueryResult<Row>> {
    invariant(false, "streaming queries are not supported on PGlite");
  }
}

function lastOf<Row>(results: Results<Row>[]): Results<Row> {
  const last = results.at(-1);
  return last ?? { rows: [], fields: [] };
}

class PgliteDriver implements Driver {
  private readonly connection: PgliteConnection;
  private queue: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;

  constructor(private readonly database: PGlite) {
    this.connection = new PgliteConnection(database);
  }

  async init(): Promise<void> {
    await this.database.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release: () => void = () => undefined;
    this.queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.release = release;
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin"));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    await this.database.close();
  }
}

export class PgliteDialect implements Dialect {
  constructor(private readonly database: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PgliteDriver(this.database);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
