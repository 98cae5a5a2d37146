// Contract (U) orders: long or short, market or limit, lots and leverage, optional stop loss and
// take profit checked live against the expected entry exactly as the server checks them, and a
// preview of margin, every fee (opening, and closing at today's price) and liquidation in USDT
// that stays live in the confirmation. Once filled, the fill price is shown against the expected.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorCodes } from "@tradewind/api/errors";
import type { Direction } from "@tradewind/domain/contracts";
import { toPlain } from "@tradewind/domain/money";
import { useErrorText } from "../../../../lib/form-errors.ts";
import { useSession } from "../../../../lib/session.ts";
import { sendContractOrder, useAvailable, useOrderSubmission, type TradedMarket } from "../../api/order-panel.ts";
import { contractPreview, quotedInDollars, stepOf, type OrderType } from "./preview.ts";
import { useContractRows, type ContractFields } from "../../hooks/use-contract-rows.ts";
import { useLeverage } from "../../hooks/use-leverage.ts";
import { LeverageField } from "./LeverageField.tsx";
import { AmountField } from "./AmountField.tsx";
import { FillReport } from "./FillReport.tsx";
import { OrderFooter, SubmitButton } from "./OrderFooter.tsx";
import { PriceTypeFields } from "./PriceTypeFields.tsx";
import { SummaryList } from "./SummaryList.tsx";
import { SideToggle } from "./Toggle.tsx";
import { useAmountCheck, whenTyped } from "../../hooks/use-amount-check.ts";

/** A placed order and the price it was expected to fill at when confirmed. */
interface Placed {
  id: string;
  expected: string | null;
}

async function placeContract(code: string, fields: ContractFields, expected: string | null, idempotencyKey: string): Promise<Placed> {
  const { direction, orderType, lots, leverage, limitPrice, stopLoss, takeProfit } = fields;
  const body = { code, direction, orderType, lots, leverage, limitPrice: orderType === "limit" ? limitPrice : undefined, stopLoss: stopLoss || undefined, takeProfit: takeProfit || undefined };
  const placed = await sendContractOrder(body, idempotencyKey);
  return { id: placed.id, expected };
}

function DirectionToggle({ value, onChange }: { value: Direction; onChange: (value: Direction) => void }) {
  const { t } = useTranslation();
  const sides: [{ value: Direction; label: string }, { value: Direction; label: string }] = [
    { value: "long", label: t("orderPanel.contract.long") },
    { value: "short", label: t("orderPanel.contract.short") },
  ];
  return <SideToggle label={t("orderPanel.contract.directionLabel")} sides={sides} value={value} onChange={onChange} />;
}

export function ContractTab({ market }: { market: TradedMarket }) {
  const { t } = useTranslation();
  const rows = useContractRows(market.terms);
  const errorText = useErrorText();
  const amountCheck = useAmountCheck();
  const { loggedIn } = useSession();
  const available = useAvailable("USDT");
  const { terms } = market;
  const [direction, setDirection] = useState<Direction>("long");
  const [orderType, setOrderType] = useState<OrderType>("market");
  const [limitPrice, setLimitPrice] = useState("");
  const [lots, setLots] = useState("");
  const [leverage, chooseLeverage] = useLeverage(market.code, terms.leverages);
  const [stopLoss, setStopLoss] = useState("");
  const [takeProfit, setTakeProfit] = useState("");
  const [filled, setFilled] = useState<Placed | null>(null);
  const submission = useOrderSubmission<Placed>(setFilled);

  const fields: ContractFields = { direction, orderType, limitPrice, lots, leverage, stopLoss, takeProfit };
  const preview = contractPreview({ ...fields, terms, livePrice: market.price, available });
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
  const send = (idempotencyKey: string) => placeContract(market.code, fields, preview.entry ?? null, idempotencyKey);

  return (
    <div className="order-form" data-testid="contract-form">
      <DirectionToggle value={direction} onChange={setDirection} />
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
      <LeverageField leverages={terms.leverages} value={leverage} onChange={chooseLeverage} />
      <div className="order-form__pair">
        <AmountField label={t("orderPanel.contract.stopLoss", { currency: terms.quoteCurrency })} value={stopLoss} onChange={setStopLoss} error={stopLossError} optional testId="contract-stop-loss" />
        <AmountField label={t("orderPanel.contract.takeProfit", { currency: terms.quoteCurrency })} value={takeProfit} onChange={setTakeProfit} error={takeProfitError} optional testId="contract-take-profit" />
      </div>
      <SummaryList rows={rows.costs(preview, loggedIn ? available : undefined)} testId="contract-preview" />
      {!quotedInDollars(terms) && <p className="order-form__note">{t("orderPanel.contract.approximate")}</p>}
      <OrderFooter
        submission={submission}
        review={{ rows: [...rows.order(fields), ...rows.costs(preview, undefined)], send, note: orderType === "market" ? t("orderPanel.marketFillNote") : t("orderPanel.limitFillNote") }}
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
