// Named prepared statements on PostgreSQL (issue 28). Kysely sends each query as an unnamed
// statement, so PostgreSQL parses, analyses and plans it on every execution: on a placement that
// was about 40 % of the database's CPU per order (docs/PERFORMANCE.md, "Order placement"). Here
// every parameterised query text gets a name, so each connection prepares it once and then only
// binds and executes it. The names are bounded (`namedTextsMax` texts per process; past that a
// text runs unnamed as before), since each connection keeps what it prepared until it closes.
// From its sixth execution on a connection PostgreSQL may run a prepared statement on a generic
// plan, planned without the parameters' values: a query whose meaning needs a value at plan time
// (an ON CONFLICT predicate naming a partial unique index) must write that value as a literal.
import type pg from "pg";

/** Distinct query texts named per process: the app's queries fit several times over; an unbounded list (IN lists of every length) does not grow the servers' memory. */
const namedTextsMax = 1_000;

/**
 * Errors that only a text's prepared form meets, after which it runs unnamed. "cached plan must
 * not change result type": a migration added a column to a prepared `select *`. "no unique or
 * exclusion constraint matching the ON CONFLICT specification": the generic plan of an ON CONFLICT
 * whose predicate gives a partial index's condition by a parameter (write it as a literal).
 */
const preparedFormFailures = new Set(["0A000", "42P10"]);

type Query = (...args: unknown[]) => unknown;

export interface StatementNames {
  /** The name `text` runs under, or undefined to run it unnamed. */
  nameOf(text: string): string | undefined;
  /** Stops naming `text`: its prepared form fails where the unnamed one would not. */
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
 * statements. A statement whose prepared form fails (`preparedFormFailures`) fails once with
 * PostgreSQL's error on each connection that prepared it (at most; inside a transaction nothing
 * else could run anyway); its text then runs unnamed everywhere, so the retry succeeds. The stale
 * prepared form stays unused until its connection closes.
 */
export function prepareStatements(client: pg.Client | pg.PoolClient, names: StatementNames): void {
  // The class's own query, looked up on each call, so a wrapper of pg's prototype (the benches count statements that way) still sees every one.
  const prototype = Object.getPrototypeOf(client) as { query: Query };
  const plain: Query = (...args) => prototype.query.apply(client, args);
  const run = async (name: string, text: string, values: unknown[]) => {
    try {
      return await (plain({ name, text, values }) as Promise<unknown>);
    } catch (error) {
      if (preparedFormFailures.has(String((error as { code?: unknown }).code))) names.forget(text);
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
