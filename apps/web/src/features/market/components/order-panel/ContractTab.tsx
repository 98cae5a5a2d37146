// Contract (U) orders: long or short, market or limit, lots and leverage, optional stop loss and
// take profit checked live against the expected entry exactly as the server checks them, and a
// preview of margin, fee and liquidation in USDT before the confirmation.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorCodes } from "@tradewind/api/errors";
import { buyU } from "@tradewind/api/trading";
import type { Direction } from "@tradewind/domain/contracts";
import { toPlain } from "@tradewind/domain/money";
import { call } from "../../../../lib/api.ts";
import { useErrorText } from "../../../../lib/formErrors.ts";
import { useSession } from "../../../../lib/session.ts";
import { useAvailable, useOrderSubmission, type ReviewRow, type TradedMarket } from "./api.ts";
import { contractPreview, quotedInDollars, stepOf, type ContractPreview, type OrderType } from "./preview.ts";
import { AmountField } from "./AmountField.tsx";
import { OrderFooter, SubmitButton } from "./OrderFooter.tsx";
import { PriceTypeFields } from "./PriceTypeFields.tsx";
import { SummaryList } from "./SummaryList.tsx";
import { SideToggle, Toggle } from "./Toggle.tsx";
import { useAmountCheck, whenTyped } from "./useAmountCheck.ts";
import { useFormat } from "./useFormat.ts";

/** The leverage a form starts with: 10x where offered (a common choice), else the lowest. */
function defaultLeverage(leverages: number[]): number {
  return leverages.includes(10) ? 10 : (leverages[0] ?? 1);
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
  const [leverage, setLeverage] = useState(() => defaultLeverage(terms.leverages));
  const [stopLoss, setStopLoss] = useState("");
  const [takeProfit, setTakeProfit] = useState("");
  const submission = useOrderSubmission<{ id: string }>();

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
  const review = () =>
    submission.open(reviewRows(), (idempotencyKey) =>
      call(buyU, {
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
      }),
    );
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
          { label: t("orderPanel.fee"), value: format.amount(shown.costs.fee, "USDT"), numeric: true },
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
        <Toggle label={t("orderPanel.contract.leverage")} choices={terms.leverages.map((value) => ({ value, label: t("orderPanel.contract.leverageValue", { leverage: value }) }))} value={leverage} onChange={setLeverage} wrap />
      </div>
      <div className="order-form__pair">
        <AmountField label={t("orderPanel.contract.stopLoss", { currency: terms.quoteCurrency })} value={stopLoss} onChange={setStopLoss} error={stopLossError} optional testId="contract-stop-loss" />
        <AmountField label={t("orderPanel.contract.takeProfit", { currency: terms.quoteCurrency })} value={takeProfit} onChange={setTakeProfit} error={takeProfitError} optional testId="contract-take-profit" />
      </div>
      <SummaryList rows={costRows(preview, loggedIn)} testId="contract-preview" />
      {!quotedInDollars(terms) && <p className="order-form__note">{t("orderPanel.contract.approximate")}</p>}
      <OrderFooter submission={submission} loggedIn={loggedIn} blocked={blocked} fieldErrors={[whenTyped(limitPrice, limitProblem), whenTyped(lots, lotsProblem), stopLossError, takeProfitError]}>
        <SubmitButton label={directionLabel} tone={direction === "long" ? "positive" : "negative"} disabled={blocked !== undefined} onClick={review} testId="contract-submit" />
      </OrderFooter>
    </div>
  );
}
