// Assertions for what must hold and what must never happen (STYLE: pre- and postconditions,
// one condition each). A failed one is a bug, not an operating error: it throws, the surrounding
// transaction rolls back, and the server answers 500 — never a catalogue code a user could act on.

/** Thrown by `invariant` and `assertNever`: a broken invariant, so a bug somewhere upstream. */
export class InvariantError extends Error {
  override readonly name = "InvariantError";
}

/** Stops when `condition` is false; `message` says what should have held, for whoever reads the log. */
export function invariant(condition: unknown, message: string): asserts condition {
  if (!condition) throw new InvariantError(message);
}

/**
 * Closes a switch over a union (side, kind, status): the compiler refuses the call while a member
 * is unhandled, and at run time a value outside the union (a bad row, a newer client) stops here.
 */
export function assertNever(value: never, what: string): never {
  throw new InvariantError(`unexpected ${what}: ${JSON.stringify(value)}`);
}
