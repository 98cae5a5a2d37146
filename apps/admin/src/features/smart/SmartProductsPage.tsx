// Smart trading in the back office (finance): the earn reserve every yield is paid from, and the
// products editor (create, edit, enable), each write with a reason in the audit log.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminSmartProduct } from "@tradewind/api/admin/earn";
import { QueryView } from "../../components/QueryView.tsx";
import { ProductDialog } from "./components/ProductDialog.tsx";
import { useSmartProducts } from "./api/smart.ts";
import { ProductsTable } from "./components/ProductsTable.tsx";
import { ReservePanel } from "./components/ReservePanel.tsx";

export function SmartProductsPage() {
  const { t } = useTranslation();
  const products = useSmartProducts();
  const [editing, setEditing] = useState<AdminSmartProduct | "new" | null>(null);
  return (
    <section className="page">
      <h1 className="page__title">{t("nav.smart")}</h1>
      <ReservePanel />
      <div className="section-head">
        <h2 className="section-title">{t("smart.productsTitle")}</h2>
        <button type="button" className="button" onClick={() => setEditing("new")} data-testid="smart-product-new">
          {t("smart.newProduct")}
        </button>
      </div>
      <QueryView query={products} isEmpty={(data) => data.items.length === 0} emptyMessage={t("smart.none")}>
        {(data) => <ProductsTable items={data.items} onEdit={setEditing} />}
      </QueryView>
      {editing !== null && <ProductDialog product={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
