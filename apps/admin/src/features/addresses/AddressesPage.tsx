// The platform's receiving addresses, one per coin and network, which users send deposits to.
// A seeded placeholder is flagged loudly (users cannot deposit to it) until finance sets the
// real address; each change names its reason and is audited. The server checks the address
// against the network's format and its refusal (10164) shows under the field.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { setReceivingAddress } from "@tradewind/api/admin/payments";
import { DataTable, type Column } from "../../components/DataTable.tsx";
import { QueryView } from "../../components/QueryView.tsx";
import { canCall } from "../../lib/access.ts";
import { formatAmount, formatDateTime, useLocale } from "../../lib/format.ts";
import { useRoles } from "../../lib/operator.ts";
import { useReceivingAddresses } from "./api/addresses.ts";
import { AddressDialog, type ReceivingAddress } from "./components/AddressDialog.tsx";

function AddressesTable({ items, onEdit }: { items: readonly ReceivingAddress[]; onEdit: ((row: ReceivingAddress) => void) | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: Column<ReceivingAddress>[] = [
    { header: t("payments.method"), cell: (row) => `${row.coin} · ${row.network}` },
    {
      header: t("addresses.address"),
      className: "wrap-anywhere",
      cell: (row) => (
        <>
          <code className="mono" dir="ltr">
            {row.address}
          </code>
          {row.placeholder && (
            <div className="placeholder-flag" data-testid="placeholder">
              {t("addresses.placeholder")}
            </div>
          )}
        </>
      ),
    },
    {
      header: t("addresses.deposits"),
      cell: (row) => {
        // A placeholder refuses deposits whatever its switch says.
        const accepting = row.enabled && !row.placeholder;
        return <span className={`badge badge--${accepting ? "active" : "disabled"}`}>{row.placeholder ? t("addresses.refused") : t(row.enabled ? "addresses.accepted" : "addresses.paused")}</span>;
      },
    },
    { header: t("addresses.minimum"), headerClassName: "num", className: "num", cell: (row) => `${formatAmount(row.minimum, row.coin, locale, { style: "exact" })} ${row.coin}` },
    { header: t("addresses.updated"), cell: (row) => (row.updatedAt === null ? t("addresses.never") : formatDateTime(row.updatedAt, locale)) },
  ];
  if (onEdit !== null) {
    columns.push({
      header: t("common.actions"),
      cell: (row) => (
        <button type="button" className="button button--small" onClick={() => onEdit(row)} data-testid="edit">
          {t("common.edit")}
        </button>
      ),
    });
  }
  return <DataTable columns={columns} rows={items} rowKey={(row) => `${row.coin}-${row.network}`} rowTestId={(row) => `address-${row.coin}-${row.network}`} />;
}

export function AddressesPage() {
  const { t } = useTranslation();
  const roles = useRoles();
  const addresses = useReceivingAddresses();
  const [editing, setEditing] = useState<ReceivingAddress | null>(null);
  return (
    <section className="page">
      <h1 className="page__title">{t("nav.addresses")}</h1>
      <p className="muted">{t("addresses.intro")}</p>
      <QueryView query={addresses} isEmpty={(data) => data.items.length === 0} emptyMessage={t("addresses.none")}>
        {(data) => {
          const placeholders = data.items.filter((row) => row.placeholder).length;
          return (
            <>
              {placeholders > 0 && (
                <div className="warning" role="alert" data-testid="placeholder-warning">
                  <p>
                    <strong>{t("addresses.placeholdersLeft", { count: placeholders })}</strong>
                  </p>
                </div>
              )}
              <AddressesTable items={data.items} onEdit={canCall(roles, setReceivingAddress) ? setEditing : null} />
            </>
          );
        }}
      </QueryView>
      {editing !== null && <AddressDialog row={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
