// The label / value rows of a contract order: what it costs (the preview under the form, and the
// end of the confirmation) and the order itself (the top of the confirmation).
import { useTranslation } from "react-i18next";
import type { TradingTerms } from "@tradewind/api/market";
import type { Direction } from "@tradewind/domain/contracts";
import { exactScaleOf } from "@tradewind/ui/money-format.ts";
import type { ReviewRow } from "../api/order-panel.ts";
import type { ContractPreview, OrderType } from "../components/order-panel/preview.ts";
import { useFormat } from "./use-format.ts";

export interface ContractFields {
  direction: Direction;
  orderType: OrderType;
  limitPrice: string;
  lots: string;
  leverage: number;
  stopLoss: string;
  takeProfit: string;
}

export function useContractRows(terms: TradingTerms) {
  const { t } = useTranslation();
  const format = useFormat();
  const optionalPrice = (value: string) => (value === "" ? { value: t("orderPanel.none") } : { value: format.price(value), numeric: true });
  /** Opening fee + closing fee = fees: the money figures share one exact scale, so the sum holds as shown. */
  const costRows = (costs: NonNullable<ContractPreview["costs"]>): ReviewRow[] => {
    const scale = exactScaleOf([costs.notional, costs.margin, costs.fee, costs.closingFee, costs.fees], "USDT");
    return [
      { label: t("orderPanel.contract.notional"), value: format.amount(costs.notional, "USDT", scale), numeric: true },
      { label: t("orderPanel.contract.margin"), value: format.amount(costs.margin, "USDT", scale), numeric: true },
      { label: t("orderPanel.openingFee"), value: format.amount(costs.fee, "USDT", scale), numeric: true, testId: "opening-fee" },
      { label: t("orderPanel.closingFeeEstimate"), value: format.amount(costs.closingFee, "USDT", scale), numeric: true, testId: "closing-fee" },
      { label: t("orderPanel.feesTotal"), value: format.amount(costs.fees, "USDT", scale), numeric: true, testId: "fees-total" },
      { label: t("orderPanel.financing"), value: t("orderPanel.financingNone") },
      ...(costs.liquidation === undefined ? [] : [{ label: t("orderPanel.contract.liquidation"), value: format.price(costs.liquidation), numeric: true }]),
    ];
  };
  /** Expected price, notional, margin, every fee, liquidation, and the available balance when given. */
  const costs = (shown: ContractPreview, available: string | undefined): ReviewRow[] => [
    ...(shown.entry === undefined ? [] : [{ label: t("orderPanel.expectedPrice"), value: format.price(shown.entry), numeric: true, testId: "expected-price" }]),
    ...(shown.costs === undefined ? [] : costRows(shown.costs)),
    ...(available === undefined ? [] : [{ label: t("orderPanel.available"), value: format.amount(available, "USDT"), numeric: true }]),
  ];
  const order = (fields: ContractFields): ReviewRow[] => [
    { label: t("orderPanel.contract.directionLabel"), value: fields.direction === "long" ? t("orderPanel.contract.long") : t("orderPanel.contract.short") },
    { label: t("orderPanel.orderTypeLabel"), value: format.orderType(fields.orderType, fields.limitPrice) },
    { label: t("orderPanel.contract.lots"), value: fields.lots, numeric: true },
    { label: t("orderPanel.contract.leverage"), value: t("orderPanel.contract.leverageValue", { leverage: fields.leverage }), numeric: true },
    { label: t("orderPanel.contract.stopLoss", { currency: terms.quoteCurrency }), ...optionalPrice(fields.stopLoss) },
    { label: t("orderPanel.contract.takeProfit", { currency: terms.quoteCurrency }), ...optionalPrice(fields.takeProfit) },
  ];
  return { costs, order };
}
