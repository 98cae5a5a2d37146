// One Idempotency-Key per request body (DESIGN §3): sending the same body again (a retry after a
// network failure or a double click) reuses the key, so the server answers the first request's
// result instead of acting twice; any change to the body makes a new key, so an edited form is
// never refused as "key used for a different request" (10114).
import { useCallback, useRef } from "react";

export interface KeyedBody {
  body: string;
  key: string;
}

/** The key for `body` given the last one handed out; `makeKey` is called only for a new body. */
export function keyFor(last: KeyedBody | null, body: unknown, makeKey: () => string): KeyedBody {
  const text = JSON.stringify(body);
  return last !== null && last.body === text ? last : { body: text, key: makeKey() };
}

/** `keyOf(body)` gives the Idempotency-Key to send with `body`; `forget()` after a success. */
export function useIdempotencyKeys(): { keyOf: (body: unknown) => string; forget: () => void } {
  const last = useRef<KeyedBody | null>(null);
  const keyOf = useCallback((body: unknown) => {
    last.current = keyFor(last.current, body, () => crypto.randomUUID());
    return last.current.key;
  }, []);
  const forget = useCallback(() => {
    last.current = null;
  }, []);
  return { keyOf, forget };
}
