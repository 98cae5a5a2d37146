// Liability snapshots (finance; issue 26): every snapshot with its signed totals per currency,
// and taking one now for an attestation, audited with the operator's reason. The daily one is
// the server's due job at 00:00 UTC; the public page /solvency publishes the roots.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { takeLiabilitySnapshot } from "@tradewind/api/admin/solvency";
import { DataTable, PagedList, type Column } from "../../components/DataTable.tsx";
import { ReasonDialog } from "../../components/ReasonDialog.tsx";
import { canCall } from "../../lib/access.ts";
import { formatAmount, formatDateTime, useLocale } from "../../lib/format.ts";
import { useRoles } from "../../lib/operator.ts";
import { useLiabilitySnapshots, useTakeLiabilitySnapshot } from "./api/solvency.ts";

type Snapshot = NonNullable<ReturnType<typeof useLiabilitySnapshots>["data"]>["items"][number];

export function SnapshotsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const roles = useRoles();
  const [page, setPage] = useState(1);
  const [taking, setTaking] = useState(false);
  const [taken, setTaken] = useState<string | null>(null);
  const snapshots = useLiabilitySnapshots({ page, size: 20 });
  const take = useTakeLiabilitySnapshot();
  const columns: Column<Snapshot>[] = [
    { header: t("solvency.id"), cell: (row) => row.id },
    { header: t("solvency.takenAt"), cell: (row) => formatDateTime(row.takenAt, locale) },
    { header: t("solvency.trigger"), cell: (row) => t(`solvency.triggers.${row.trigger}`) },
    {
      header: t("solvency.roots"),
      cell: (row) => (
        <ul className="changes">
          {row.roots.map((root) => (
            <li key={root.currency} dir="ltr">
              {formatAmount(root.rootSum, root.currency, locale, { style: "exact" })} {root.currency} ({root.leafCount})
            </li>
          ))}
        </ul>
      ),
    },
  ];
  return (
    <section className="page">
      <div className="section-head">
        <h1 className="page__title">{t("nav.solvency")}</h1>
        {canCall(roles, takeLiabilitySnapshot) && (
          <button type="button" className="button" onClick={() => setTaking(true)} data-testid="snapshot-take">
            {t("solvency.take")}
          </button>
        )}
      </div>
      <p className="muted">{t("solvency.note")}</p>
      {taken !== null && (
        <p className="notice" role="status" data-testid="snapshot-taken">
          {t("solvency.taken", { id: taken })}
        </p>
      )}
      <PagedList query={snapshots} emptyMessage={t("solvency.empty")} onPage={setPage}>
        {(items) => <DataTable columns={columns} rows={items} rowKey={(row) => row.id} testId="snapshots" />}
      </PagedList>
      {taking && (
        <ReasonDialog
          title={t("solvency.takeTitle")}
          submitLabel={t("solvency.takeSubmit")}
          testId="snapshot-dialog"
          onClose={() => setTaking(false)}
          onSubmit={async (reason) => {
            const done = await take(reason);
            setTaken(done.snapshot.id);
          }}
        />
      )}
    </section>
  );
}
