// Where a statement line's money came from: the ledger's `reference` ("contract:12",
// "option:7", "spot:3", "deposit:4", "withdrawal:5") as a link to that order or money record.
// Coin orders have no detail page, so they open the coin order history; deposits and
// withdrawals open their list in the records section.
export interface StatementSource {
  to: string;
  /** What the link opens: an order, or a deposit or withdrawal record. */
  kind: "order" | "record";
}

export function sourceLink(reference: string | null): StatementSource | undefined {
  const match = /^(contract|option|spot|deposit|withdrawal):([1-9]\d{0,18})$/.exec(reference ?? "");
  if (match === null) return undefined;
  const [, kind, id] = match;
  if (kind === "deposit" || kind === "withdrawal") return { to: `/profile/financial?section=records&records=${kind}s`, kind: "record" };
  return { to: kind === "spot" ? "/profile/orders?tab=coin&scope=history" : `/profile/orders/${kind}/${id}`, kind: "order" };
}
