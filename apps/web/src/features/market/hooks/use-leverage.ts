// The leverage choice of a contract order. A first-time user starts at the lowest leverage on
// offer, the least risky; a choice is remembered per instrument in this browser.
import { useState } from "react";
import { readStored, writeStored } from "@tradewind/ui/storage.ts";

const leverageKey = (code: string) => `tw.leverage.${code}`;

function initialLeverage(code: string, leverages: number[]): number {
  const remembered = Number(readStored(leverageKey(code)));
  return leverages.includes(remembered) ? remembered : Math.min(...leverages, 1_000);
}

/** The current leverage and the way to choose another (which is then remembered). */
export function useLeverage(code: string, leverages: number[]): [number, (value: number) => void] {
  const [leverage, setLeverage] = useState(() => initialLeverage(code, leverages));
  const choose = (value: number) => {
    setLeverage(value);
    writeStored(leverageKey(code), String(value));
  };
  return [leverage, choose];
}
