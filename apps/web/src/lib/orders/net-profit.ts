// What a contract order earned after fees, for every place that shows one (order list, detail,
// the positions beside the chart). The API's `profit` is before fees and `fee` is what was
// charged so far: the opening fee, plus the closing fee once closed. An open position has still
// to pay its closing fee, estimated at the mark price, so its net is labelled an estimate.
import type { ContractOrder } from "@tradewind/api/trading";
import { decimal, roundUpFee, toPlain } from "@tradewind/domain/money";
import { exactMoneyFormatter } from "@tradewind/ui/money-format.ts";

const accountCurrency = "USDT";

export interface NetProfit {
  /** Profit before fees. */
  gross: string;
  /** Fees charged so far plus, while open, the estimated closing fee; positive. */
  fees: string;
  /** The closing fee still to pay (open positions only), included in `fees`. */
  closingFeeEstimate: string | null;
  net: string;
}

export function netProfitOf(order: Pick<ContractOrder, "status" | "profit" | "fee" | "openPrice" | "markPrice">): NetProfit | null {
  if (order.profit === null) return null;
  const closingFeeEstimate = order.status === "open" ? estimatedClosingFee(order.fee, order.openPrice, order.markPrice) : null;
  const fees = decimal(order.fee).plus(closingFeeEstimate ?? "0");
  return {
    gross: order.profit,
    fees: toPlain(fees),
    closingFeeEstimate,
    net: toPlain(decimal(order.profit).minus(fees)),
  };
}

/**
 * The fee is a rate on notional, and notional is proportional to price, so closing at the mark
 * price costs the opening fee scaled by mark / open (rounded up, as every fee). Without a mark
 * the opening price stands in.
 */
function estimatedClosingFee(openingFee: string, openPrice: string | null, markPrice: string | null): string {
  if (openPrice === null || decimal(openPrice).isZero()) return openingFee;
  const ratio = decimal(markPrice ?? openPrice).dividedBy(openPrice);
  return toPlain(roundUpFee(decimal(openingFee).times(ratio), accountCurrency));
}

/** The figures as shown, signed: the fees as a deduction. */
export interface NetProfitTexts {
  net: string;
  gross: string;
  fees: string;
}

/** The three figures at one exact scale, so "net = before fees − fees" holds on the screen as on the ledger. */
export function netProfitTexts(result: NetProfit, locale: string): NetProfitTexts {
  const money = exactMoneyFormatter([{ currency: accountCurrency, values: [result.gross, result.fees, result.net] }], locale);
  return {
    net: money(result.net, accountCurrency, true),
    gross: money(result.gross, accountCurrency, true),
    fees: money(toPlain(decimal(result.fees).negated()), accountCurrency, true),
  };
}
