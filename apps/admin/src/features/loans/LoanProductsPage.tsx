// The loan products (finance): every product, enabled or not, with its range, terms, daily rate,
// how many of its ten names are written and how many loans used it; create one or change one,
// each write with a reason (audited). Loans already signed keep the figures and names they were
// signed with.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { createLoanProduct, loanProductNameMax, updateLoanProduct, type AdminLoanProduct } from "@tradewind/api/admin/loans";
import { DataTable, type Column } from "../../components/DataTable.tsx";
import { Field, Select } from "../../components/Field.tsx";
import { NamesCompleteness, NameTexts } from "../../components/NameTexts.tsx";
import { QueryView } from "../../components/QueryView.tsx";
import { ReasonDialog } from "../../components/ReasonDialog.tsx";
import { ValueRange } from "../../components/ValueRange.tsx";
import { canCall } from "../../lib/access.ts";
import { formatCount, formatDateTime, formatDecimal, formatList, useLocale } from "../../lib/format.ts";
import { useRoles } from "../../lib/operator.ts";
import { useLoanProducts, useSaveLoanProduct } from "./api/loans.ts";
import { loanMoney } from "./format.ts";
import { emptyProductForm, formOfProduct, productBody, type ProductForm } from "./product-form.ts";

type Editing = { product: AdminLoanProduct | null };

export function LoanProductsPage() {
  const { t } = useTranslation();
  const roles = useRoles();
  const products = useLoanProducts();
  const [editing, setEditing] = useState<Editing | null>(null);
  const mayEdit = canCall(roles, createLoanProduct) && canCall(roles, updateLoanProduct);
  return (
    <section className="page">
      <div className="section-head">
        <h1 className="page__title">{t("nav.loanProducts")}</h1>
        {mayEdit && (
          <button type="button" className="button" onClick={() => setEditing({ product: null })} data-testid="loan-product-new">
            {t("loans.productNew")}
          </button>
        )}
      </div>
      <QueryView query={products} isEmpty={(data) => data.items.length === 0} emptyMessage={t("loans.noProducts")}>
        {(data) => <ProductsTable items={data.items} onEdit={mayEdit ? (product) => setEditing({ product }) : undefined} />}
      </QueryView>
      {editing !== null && <ProductDialog product={editing.product} onClose={() => setEditing(null)} />}
    </section>
  );
}

function ProductsTable({ items, onEdit }: { items: readonly AdminLoanProduct[]; onEdit: ((product: AdminLoanProduct) => void) | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: Column<AdminLoanProduct>[] = [
    { header: t("loans.product"), cell: (item) => <bdi>{item.name}</bdi> },
    { header: t("names.column"), cell: (item) => <NamesCompleteness names={item.names} testId="loan-product-names-count" /> },
    { header: t("loans.range"), headerClassName: "num", className: "num", cell: (item) => <ValueRange from={loanMoney(item.minAmount, locale)} to={loanMoney(item.maxAmount, locale)} /> },
    { header: t("loans.terms"), cell: (item) => formatList(item.termDays.map((days) => formatCount(days, locale)), locale) },
    { header: t("loans.dailyRate"), headerClassName: "num", className: "num", cell: (item) => formatDecimal(item.dailyRate, locale) },
    { header: t("loans.enabled"), cell: (item) => <span className={`badge badge--${item.enabled ? "active" : "disabled"}`}>{item.enabled ? t("loans.on") : t("loans.off")}</span> },
    { header: t("loans.loansCount"), headerClassName: "num", className: "num", cell: (item) => formatCount(item.loans, locale) },
    { header: t("loans.updatedAt"), cell: (item) => formatDateTime(item.updatedAt, locale) },
  ];
  if (onEdit !== undefined) {
    columns.push({
      header: t("common.actions"),
      cell: (item) => (
        <button type="button" className="button button--small" onClick={() => onEdit(item)} data-testid="loan-product-edit">
          {t("common.edit")}
        </button>
      ),
    });
  }
  return <DataTable columns={columns} rows={items} rowKey={(item) => item.id} rowTestId={(item) => `loan-product-${item.id}`} />;
}

/** The English name is empty: said under it, the dialog stays open without a form error. */
class EnglishNameMissing extends Error {}

/** Create (product null) or change a product; every field is sent, with the reason. */
function ProductDialog({ product, onClose }: { product: AdminLoanProduct | null; onClose: () => void }) {
  const { t } = useTranslation();
  const saveProduct = useSaveLoanProduct();
  const [form, setForm] = useState<ProductForm>(() => (product === null ? emptyProductForm : formOfProduct(product)));
  const [englishMissing, setEnglishMissing] = useState(false);
  const submit = async (reason: string) => {
    const body = productBody(form, reason);
    setEnglishMissing(body === null);
    if (body === null) throw new EnglishNameMissing();
    await saveProduct(product?.id ?? null, body);
  };
  const field = (key: Exclude<keyof ProductForm, "enabled" | "names">, label: string, hint?: string) => (
    <Field label={label} hint={hint} value={form[key]} onChange={(event) => setForm({ ...form, [key]: event.target.value })} data-testid={`loan-product-${key}`} />
  );
  return (
    <ReasonDialog title={product === null ? t("loans.productNew") : t("loans.productEdit", { name: product.name })} submitLabel={t("common.save")} onClose={onClose} onSubmit={submit} claimsError={(error) => error instanceof EnglishNameMissing} testId="loan-product-dialog">
      <div className="form__grid">
        <Select label={t("loans.enabled")} value={form.enabled} onChange={(event) => setForm({ ...form, enabled: event.target.value === "false" ? "false" : "true" })} data-testid="loan-product-enabled">
          <option value="true">{t("loans.on")}</option>
          <option value="false">{t("loans.off")}</option>
        </Select>
        {field("minAmount", t("loans.minAmount"))}
        {field("maxAmount", t("loans.maxAmount"))}
        {field("termDays", t("loans.terms"), t("loans.termsHint"))}
        {field("dailyRate", t("loans.dailyRate"), t("loans.rateHint"))}
      </div>
      <NameTexts names={form.names} maxLength={loanProductNameMax} englishMissing={englishMissing} onChange={(names) => setForm({ ...form, names })} testIdPrefix="loan-product-name" />
    </ReasonDialog>
  );
}
