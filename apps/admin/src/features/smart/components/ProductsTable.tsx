// Every product, enabled or not: rates as percentages of the exact strings, timeframes, the
// investment range, how many of the ten descriptions are written, and the plans running now.
import { useTranslation } from "react-i18next";
import type { AdminSmartProduct } from "@tradewind/api/admin/earn";
import { languages } from "@tradewind/i18n/languages";
import { DataTable, type Column } from "../../../components/DataTable.tsx";
import { NamesCompleteness } from "../../../components/NameTexts.tsx";
import { ValueRange } from "../../../components/ValueRange.tsx";
import { formatAmount, formatCount, formatList, useLocale } from "../../../lib/format.ts";
import { describedLanguages, formOf } from "../product-form.ts";

/** "0.003" → "0.3%" with every digit the rate has. */
export function formatRate(rate: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 4 }).format(rate as Intl.StringNumericLiteral);
}

export function ProductsTable({ items, onEdit }: { items: readonly AdminSmartProduct[]; onEdit: (product: AdminSmartProduct) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: Column<AdminSmartProduct>[] = [
    { header: t("smart.name"), cell: (item) => <strong>{item.name}</strong> },
    { header: t("names.column"), cell: (item) => <NamesCompleteness names={item.names} testId="smart-product-names-count" /> },
    { header: t("smart.enabled"), cell: (item) => <span className={`badge badge--${item.enabled ? "active" : "frozen"}`}>{item.enabled ? t("smart.on") : t("smart.off")}</span> },
    {
      header: t("smart.dailyRate"),
      headerClassName: "num",
      className: "num",
      testId: "rate",
      cell: (item) => (item.rateKind === "fixed" ? formatRate(item.minDailyRate, locale) : <ValueRange from={formatRate(item.minDailyRate, locale)} to={formatRate(item.maxDailyRate, locale)} />),
    },
    { header: t("smart.days"), cell: (item) => formatList(item.days.map((days) => formatCount(days, locale)), locale) },
    { header: t("smart.amountRange"), headerClassName: "num", className: "num", cell: (item) => <ValueRange from={formatAmount(item.minAmount, "USDT", locale)} to={formatAmount(item.maxAmount, "USDT", locale)} /> },
    {
      header: t("smart.descriptions"),
      testId: "descriptions",
      cell: (item) => t("smart.describedCount", { described: describedLanguages(formOf(item).descriptions).length, total: languages.length }),
    },
    { header: t("smart.running"), headerClassName: "num", className: "num", cell: (item) => `${formatCount(item.runningPlans, locale)} · ${formatAmount(item.runningAmount, "USDT", locale)}` },
    {
      header: t("common.actions"),
      className: "actions",
      cell: (item) => (
        <button type="button" className="button button--small" data-testid="smart-product-edit" onClick={() => onEdit(item)}>
          {t("common.edit")}
        </button>
      ),
    },
  ];
  return <DataTable columns={columns} rows={items} rowKey={(item) => item.id} rowTestId={(item) => `smart-product-${item.id}`} testId="smart-products" />;
}
