// Named prepared statements on PostgreSQL (issue 28). Kysely sends each query as an unnamed
// statement, so PostgreSQL parses, analyses and plans it on every execution: on a placement that
// was about 40 % of the database's CPU per order (docs/PERFORMANCE.md, "Order placement"). Here
// every parameterised query text gets a name, so each connection prepares it once and then only
// binds and executes it. The names are bounded (`namedTextsMax` texts per process; past that a
// text runs unnamed as before), since each connection keeps what it prepared until it closes.
import type pg from "pg";

/** Distinct query texts named per process: the app's queries fit several times over; an unbounded list (IN lists of every length) does not grow the servers' memory. */
const namedTextsMax = 1_000;

/**
 * PostgreSQL refuses to run a prepared statement whose result columns changed under it (a
 * migration added a column to a `select *`): "cached plan must not change result type".
 */
const resultTypeChanged = "0A000";

type Query = (...args: unknown[]) => unknown;

export interface StatementNames {
  /** The name `text` runs under, or undefined to run it unnamed. */
  nameOf(text: string): string | undefined;
  /** Stops naming `text`: its prepared form no longer fits the table it reads. */
  forget(text: string): void;
}

export function statementNames(limit = namedTextsMax): StatementNames {
  const names = new Map<string, string>();
  const forgotten = new Set<string>();
  return {
    nameOf(text) {
      const known = names.get(text);
      if (known !== undefined || forgotten.has(text) || names.size + forgotten.size >= limit) return known;
      const name = `tw${names.size + forgotten.size}`;
      names.set(text, name);
      return name;
    },
    forget(text) {
      names.delete(text);
      forgotten.add(text);
    },
  };
}

/**
 * Makes `client` run parameterised `query(text, values)` calls (Kysely's only form) as named
 * statements. A statement whose result type changed fails once with PostgreSQL's error on each
 * connection that prepared it (at most; inside a transaction nothing else could run anyway); its
 * text then runs unnamed everywhere, so the retry succeeds. The stale prepared form stays unused
 * until its connection closes.
 */
export function prepareStatements(client: pg.Client | pg.PoolClient, names: StatementNames): void {
  // The class's own query, looked up on each call, so a wrapper of pg's prototype (the benches count statements that way) still sees every one.
  const prototype = Object.getPrototypeOf(client) as { query: Query };
  const plain: Query = (...args) => prototype.query.apply(client, args);
  const run = async (name: string, text: string, values: unknown[]) => {
    try {
      return await (plain({ name, text, values }) as Promise<unknown>);
    } catch (error) {
      if ((error as { code?: unknown }).code === resultTypeChanged) names.forget(text);
      throw error;
    }
  };
  const query: Query = (...args) => {
    const [text, values] = args;
    const name = args.length === 2 && typeof text === "string" && Array.isArray(values) && values.length > 0 ? names.nameOf(text) : undefined;
    return name === undefined ? plain(...args) : run(name, text as string, values as unknown[]);
  };
  (client as unknown as { query: Query }).query = query;
}
