// A range of two shown values ("10.00 USDT – 1,000.00 USDT"): isolated and read left to right in
// every language, like the data it shows, so in Arabic the smaller end does not swap sides with
// the larger depending on whether a unit follows the numbers; it does not break at its dash.
export function ValueRange({ from, to }: { from: string; to: string }) {
  return <bdi dir="ltr" className="value-range">{`${from} – ${to}`}</bdi>;
}
