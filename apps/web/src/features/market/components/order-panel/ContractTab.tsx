// Contract (U) orders: long or short, market or limit, lots and leverage, optional stop loss and
// take profit checked live against the expected entry exactly as the server checks them, and a
// preview of margin, every fee (opening, and closing at today's price) and liquidation in USDT
// that stays live in the confirmation. Once filled, the fill price is shown against the expected.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorCodes } from "@tradewind/api/errors";
import { buyU } from "@tradewind/api/trading";
import type { Direction } from "@tradewind/domain/contracts";
import { toPlain } from "@tradewind/domain/money";
import { call } from "../../../../lib/api.ts";
import { readStored, writeStored } from "../../../../lib/storage.ts";
import { useErrorText } from "../../../../lib/formErrors.ts";
import { useSession } from "../../../../lib/session.ts";
import { useAvailable, useOrderSubmission, type ReviewRow, type TradedMarket } from "./api.ts";
import { contractPreview, quotedInDollars, stepOf, type ContractPreview, type OrderType } from "./preview.ts";
import { AmountField } from "./AmountField.tsx";
import { FillReport } from "./FillReport.tsx";
import { OrderFooter, SubmitButton } from "./OrderFooter.tsx";
import { PriceTypeFields } from "./PriceTypeFields.tsx";
import { SummaryList } from "./SummaryList.tsx";
import { SideToggle, Toggle } from "./Toggle.tsx";
import { useAmountCheck, whenTyped } from "./useAmountCheck.ts";
import { useFormat } from "./useFormat.ts";

const leverageKey = (code: string) => `tw.leverage.${code}`;

/**
 * The leverage a form starts with: the user's last choice on this instrument when still offered,
 * else the lowest, the least risky start for someone new.
 */
function initialLeverage(code: string, leverages: number[]): number {
  const remembered = Number(readStored(leverageKey(code)));
  return leverages.includes(remembered) ? remembered : Math.min(...leverages, 1_000);
}

/** A placed order and the price it was expected to fill at when confirmed. */
interface Placed {
  id: string;
  expected: string | null;
}

export function ContractTab({ market }: { market: TradedMarket }) {
  const { t } = useTranslation();
  const format = useFormat();
  const errorText = useErrorText();
  const amountCheck = useAmountCheck();
  const { loggedIn } = useSession();
  const available = useAvailable("USDT");
  const { terms } = market;
  const [direction, setDirection] = useState<Direction>("long");
  const [orderType, setOrderType] = useState<OrderType>("market");
  const [limitPrice, setLimitPrice] = useState("");
  const [lots, setLots] = useState("");
  const [leverage, setLeverage] = useState(() => initialLeverage(market.code, terms.leverages));
  const chooseLeverage = (value: number) => {
    setLeverage(value);
    writeStored(leverageKey(market.code), String(value));
  };
  const [stopLoss, setStopLoss] = useState("");
  const [takeProfit, setTakeProfit] = useState("");
  const [filled, setFilled] = useState<Placed | null>(null);
  const submission = useOrderSubmission<Placed>(setFilled);

  const preview = contractPreview({ terms, direction, orderType, limitPrice, livePrice: market.price, lots, leverage, stopLoss, takeProfit, available });
  const lotsProblem = amountCheck(lots, terms.quantityScale, "amount");
  const limitProblem = orderType === "limit" ? amountCheck(limitPrice, terms.priceScale, "price") : undefined;
  const stopLossError = errorText(preview.stopLoss && { code: String(errorCodes[preview.stopLoss]) });
  const takeProfitError = errorText(preview.takeProfit && { code: String(errorCodes[preview.takeProfit]) });
  const blocked = !market.open
    ? t("orderPanel.closedReason")
    : preview.entry === undefined && orderType === "market"
      ? t("orderPanel.waitingForPrice")
      : (limitProblem ?? lotsProblem ?? stopLossError ?? takeProfitError ?? (preview.short ? t("orderPanel.shortReason") : undefined));

  const directionLabel = direction === "long" ? t("orderPanel.contract.long") : t("orderPanel.contract.short");
  // Built on every render, so the confirmation sends the order as it stands and remembers the
  // price it expected at that moment.
  const send = async (idempotencyKey: string): Promise<Placed> => {
    const placed = await call(buyU, {
      body: {
        code: market.code,
        direction,
        orderType,
        lots,
        leverage,
        limitPrice: orderType === "limit" ? limitPrice : undefined,
        stopLoss: stopLoss === "" ? undefined : stopLoss,
        takeProfit: takeProfit === "" ? undefined : takeProfit,
      },
      headers: { "Idempotency-Key": idempotencyKey },
    });
    return { id: placed.id, expected: preview.entry ?? null };
  };
  const reviewRows = (): ReviewRow[] => [
    { label: t("orderPanel.contract.directionLabel"), value: directionLabel },
    { label: t("orderPanel.orderTypeLabel"), value: format.orderType(orderType, limitPrice) },
    { label: t("orderPanel.contract.lots"), value: lots, numeric: true },
    { label: t("orderPanel.contract.leverage"), value: t("orderPanel.contract.leverageValue", { leverage }), numeric: true },
    { label: t("orderPanel.contract.stopLoss", { currency: terms.quoteCurrency }), value: stopLoss === "" ? t("orderPanel.none") : format.price(stopLoss), numeric: stopLoss !== "" },
    { label: t("orderPanel.contract.takeProfit", { currency: terms.quoteCurrency }), value: takeProfit === "" ? t("orderPanel.none") : format.price(takeProfit), numeric: takeProfit !== "" },
    ...costRows(preview, false),
  ];
  const costRows = (shown: ContractPreview, withBalance: boolean): ReviewRow[] => [
    ...(shown.entry === undefined ? [] : [{ label: t("orderPanel.expectedPrice"), value: format.price(shown.entry), numeric: true }]),
    ...(shown.costs === undefined
      ? []
      : [
          { label: t("orderPanel.contract.notional"), value: format.amount(shown.costs.notional, "USDT"), numeric: true },
          { label: t("orderPanel.contract.margin"), value: format.amount(shown.costs.margin, "USDT"), numeric: true },
          { label: t("orderPanel.openingFee"), value: format.amount(shown.costs.fee, "USDT"), numeric: true, testId: "opening-fee" },
          { label: t("orderPanel.closingFeeEstimate"), value: format.amount(shown.costs.closingFee, "USDT"), numeric: true, testId: "closing-fee" },
          { label: t("orderPanel.feesTotal"), value: format.amount(shown.costs.fees, "USDT"), numeric: true, testId: "fees-total" },
          { label: t("orderPanel.financing"), value: t("orderPanel.financingNone") },
          ...(shown.costs.liquidation === undefined ? [] : [{ label: t("orderPanel.contract.liquidation"), value: format.price(shown.costs.liquidation), numeric: true }]),
        ]),
    ...(withBalance && available !== undefined ? [{ label: t("orderPanel.available"), value: format.amount(available, "USDT"), numeric: true }] : []),
  ];

  return (
    <div className="order-form" data-testid="contract-form">
      <SideToggle
        label={t("orderPanel.contract.directionLabel")}
        sides={[
          { value: "long", label: t("orderPanel.contract.long") },
          { value: "short", label: t("orderPanel.contract.short") },
        ]}
        value={direction}
        onChange={setDirection}
      />
      <PriceTypeFields market={market} orderType={orderType} onOrderType={setOrderType} limitPrice={limitPrice} onLimitPrice={setLimitPrice} limitError={limitProblem} testId="contract-limit" />
      <AmountField
        label={t("orderPanel.contract.lots")}
        value={lots}
        onChange={setLots}
        stepScale={terms.quantityScale}
        error={whenTyped(lots, lotsProblem)}
        hint={t("orderPanel.contract.lotsHint", { size: terms.contractSize, unit: terms.baseCurrency, step: toPlain(stepOf(terms.quantityScale)) })}
        testId="contract-lots"
      />
      <div className="order-form__group" role="group" aria-labelledby="contract-leverage-label">
        <span id="contract-leverage-label" className="order-form__label">
          {t("orderPanel.contract.leverage")}
        </span>
        <Toggle label={t("orderPanel.contract.leverage")} choices={terms.leverages.map((value) => ({ value, label: t("orderPanel.contract.leverageValue", { leverage: value }) }))} value={leverage} onChange={chooseLeverage} wrap />
      </div>
      <div className="order-form__pair">
        <AmountField label={t("orderPanel.contract.stopLoss", { currency: terms.quoteCurrency })} value={stopLoss} onChange={setStopLoss} error={stopLossError} optional testId="contract-stop-loss" />
        <AmountField label={t("orderPanel.contract.takeProfit", { currency: terms.quoteCurrency })} value={takeProfit} onChange={setTakeProfit} error={takeProfitError} optional testId="contract-take-profit" />
      </div>
      <SummaryList rows={costRows(preview, loggedIn)} testId="contract-preview" />
      {!quotedInDollars(terms) && <p className="order-form__note">{t("orderPanel.contract.approximate")}</p>}
      <OrderFooter
        submission={submission}
        review={{ rows: reviewRows(), send, note: orderType === "market" ? t("orderPanel.marketFillNote") : t("orderPanel.limitFillNote") }}
        loggedIn={loggedIn}
        blocked={blocked}
        fieldErrors={[whenTyped(limitPrice, limitProblem), whenTyped(lots, lotsProblem), stopLossError, takeProfitError]}
        placedReport={filled === null ? undefined : <FillReport id={filled.id} expected={filled.expected} />}
      >
        <SubmitButton label={directionLabel} tone={direction === "long" ? "positive" : "negative"} disabled={blocked !== undefined} onClick={submission.open} testId="contract-submit" />
      </OrderFooter>
    </div>
  );
}
