// What is wrong with a typed amount or price, as the text shown under its field or as the reason
// the order cannot be sent.
import { useTranslation } from "react-i18next";
import { integerDigitsMaxOf, quantityProblem, type AmountKind } from "../components/order-panel/preview.ts";

/**
 * The problem of an amount or price field as text: a positive decimal within `scale` decimals.
 * Under a field it shows once something is typed; as the submit reason, always.
 */
export function useAmountCheck() {
  const { t } = useTranslation();
  return (text: string, scale: number, kind: AmountKind): string | undefined => {
    const problem = quantityProblem(text, scale, kind);
    if (problem === undefined) return undefined;
    if (problem === "tooPrecise") return t("orderPanel.amountTooPrecise", { scale });
    if (problem === "tooLarge") return t("orderPanel.amountTooLarge", { digits: integerDigitsMaxOf[kind] });
    return kind === "price" ? t("orderPanel.priceMissing") : t("orderPanel.amountMissing");
  };
}

/** A field's error once the user has typed something. */
export function whenTyped(text: string, error: string | undefined): string | undefined {
  return text === "" ? undefined : error;
}
