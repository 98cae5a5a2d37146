// Which price feed a fill or settlement used, for a statement line: the ledger entry names the
// order (`contract:42`), the order row keeps the source of the price it recorded.
import type { Db } from "../platform/database.ts";
import * as repository from "./price-sources-repository.ts";

/** Entry kinds that record a price at opening (or filling) and at closing (or settling). */
const openingKinds = new Set(["contract_open", "spot_fill", "option_open"]);
const closingKinds = new Set(["contract_close", "option_settle"]);

/** A lookup from an entry's kind and reference to the price source it used, or null when it used none. */
export async function priceSources(db: Db, userId: string, book: string): Promise<(kind: string, reference: string | null) => string | null> {
  const byReference = new Map((await repository.orderSources(db, userId, book)).map((row) => [row.reference, row]));
  return (kind, reference) => {
    const order = reference === null ? undefined : byReference.get(reference);
    if (order === undefined) return null;
    if (openingKinds.has(kind)) return order.opened;
    return closingKinds.has(kind) ? order.closed : null;
  };
}
