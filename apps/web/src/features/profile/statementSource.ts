// Where a statement line's money came from: the ledger's `reference` ("contract:12",
// "option:7", "spot:3") as a link to that order. Coin orders have no detail page, so they open
// the coin order history.
export function sourceLink(reference: string | null): string | undefined {
  const match = /^(contract|option|spot):([1-9]\d{0,18})$/.exec(reference ?? "");
  if (match === null) return undefined;
  const [, kind, id] = match;
  return kind === "spot" ? "/profile/orders?tab=coin&scope=history" : `/profile/orders/${kind}/${id}`;
}
