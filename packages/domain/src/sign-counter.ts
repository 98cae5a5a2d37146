// WebAuthn signature counters (WebAuthn §6.1.1): an authenticator that keeps a counter raises it
// on every assertion, so a value that does not rise above the stored one means two copies of the
// key are in use (a cloned authenticator). Authenticators without a counter (most synced passkeys)
// always send 0, and 0 after 0 is no evidence of anything. Pure: both values are parameters.

/** Whether an assertion's counter may be accepted after the stored one. */
export function signCounterAdvanced(stored: number, received: number): boolean {
  if (stored === 0 && received === 0) return true;
  return received > stored;
}
