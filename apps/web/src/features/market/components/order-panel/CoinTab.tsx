// Coin (Bb) orders: buy or sell the crypto coin against USDT at market or a limit, with the
// USDT and coin balances of the selected book and an estimate of turnover and fee.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../../lib/session.ts";
import { sendSpotOrder, useAvailable, useCoinAccounts, useOrderSubmission, type ReviewRow, type TradedMarket } from "../../api/order-panel.ts";
import { spotPreview, type OrderType, type SpotSide } from "./preview.ts";
import { AmountField } from "./AmountField.tsx";
import { OrderFooter, SubmitButton } from "./OrderFooter.tsx";
import { PriceTypeFields } from "./PriceTypeFields.tsx";
import { SummaryList } from "./SummaryList.tsx";
import { SideToggle } from "./Toggle.tsx";
import { useAmountCheck, whenTyped } from "../../hooks/use-amount-check.ts";
import { useFormat } from "../../hooks/use-format.ts";

export function CoinTab({ market }: { market: TradedMarket }) {
  const { t } = useTranslation();
  const format = useFormat();
  const amountCheck = useAmountCheck();
  const { loggedIn } = useSession();
  const { terms } = market;
  const coin = terms.baseCurrency;
  const availableUsdt = useAvailable("USDT");
  const accounts = useCoinAccounts();
  const availableCoin = accounts.data === undefined ? undefined : (accounts.data.items.find((account) => account.currency === coin)?.available ?? "0");
  const [side, setSide] = useState<SpotSide>("buy");
  const [orderType, setOrderType] = useState<OrderType>("market");
  const [limitPrice, setLimitPrice] = useState("");
  const [quantity, setQuantity] = useState("");
  const submission = useOrderSubmission<{ id: string }>();

  const preview = spotPreview({ terms, side, orderType, limitPrice, livePrice: market.price, quantity, availableUsdt, availableCoin });
  const quantityProblem = amountCheck(quantity, terms.quantityScale, "amount");
  const limitProblem = orderType === "limit" ? amountCheck(limitPrice, terms.priceScale, "price") : undefined;
  const blocked = !market.open
    ? t("orderPanel.closedReason")
    : preview.price === undefined && orderType === "market"
      ? t("orderPanel.waitingForPrice")
      : (limitProblem ?? quantityProblem ?? (preview.short ? t("orderPanel.shortReason") : undefined));
  const submitLabel = side === "buy" ? t("orderPanel.coin.submitBuy", { coin }) : t("orderPanel.coin.submitSell", { coin });

  const estimateRows: ReviewRow[] = [
    ...(preview.price === undefined ? [] : [{ label: t("orderPanel.expectedPrice"), value: format.price(preview.price), numeric: true }]),
    ...(preview.turnover === undefined ? [] : [{ label: t("orderPanel.coin.turnover"), value: format.amount(preview.turnover, "USDT"), numeric: true }]),
    ...(preview.fee === undefined ? [] : [{ label: t("orderPanel.fee"), value: format.amount(preview.fee, "USDT"), numeric: true }]),
  ];
  const balanceRows: ReviewRow[] = [
    ...(availableUsdt === undefined ? [] : [{ label: t("orderPanel.available"), value: format.amount(availableUsdt, "USDT"), numeric: true }]),
    ...(availableCoin === undefined ? [] : [{ label: t("orderPanel.coin.availableCoin", { coin }), value: format.amount(availableCoin, coin), numeric: true }]),
  ];
  const review = {
    rows: [
      { label: t("orderPanel.coin.sideLabel"), value: submitLabel },
      { label: t("orderPanel.orderTypeLabel"), value: format.orderType(orderType, limitPrice) },
      { label: t("orderPanel.coin.quantity", { coin }), value: quantity, numeric: true },
      ...estimateRows,
    ],
    send: (idempotencyKey: string) =>
      sendSpotOrder({ code: market.code, side, orderType, quantity, limitPrice: orderType === "limit" ? limitPrice : undefined }, idempotencyKey),
    note: orderType === "market" ? t("orderPanel.marketFillNote") : t("orderPanel.limitFillNote"),
  };

  return (
    <div className="order-form" data-testid="coin-form">
      <SideToggle
        label={t("orderPanel.coin.sideLabel")}
        sides={[
          { value: "buy", label: t("orderPanel.coin.buy") },
          { value: "sell", label: t("orderPanel.coin.sell") },
        ]}
        value={side}
        onChange={setSide}
      />
      <PriceTypeFields market={market} orderType={orderType} onOrderType={setOrderType} limitPrice={limitPrice} onLimitPrice={setLimitPrice} limitError={limitProblem} testId="coin-limit" />
      <AmountField label={t("orderPanel.coin.quantity", { coin })} value={quantity} onChange={setQuantity} stepScale={terms.quantityScale} error={whenTyped(quantity, quantityProblem)} testId="coin-quantity" />
      <SummaryList rows={[...estimateRows, ...balanceRows]} testId="coin-preview" />
      <OrderFooter submission={submission} review={review} loggedIn={loggedIn} blocked={blocked} fieldErrors={[whenTyped(limitPrice, limitProblem), whenTyped(quantity, quantityProblem)]}>
        <SubmitButton label={submitLabel} tone={side === "buy" ? "positive" : "negative"} disabled={blocked !== undefined} onClick={submission.open} testId="coin-submit" />
      </OrderFooter>
    </div>
  );
}
