import { useEffect, useState } from "react";

/** `value`, held back until it has stopped changing for `delay_ms` (search boxes). */
export function useDebounced<T>(value: T, delay_ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay_ms);
    return () => window.clearTimeout(timer);
  }, [value, delay_ms]);
  return settled;
}
