// Ledger adjustments, the pending ones first: the queue a second finance operator approves or
// rejects. The requester sees no approve button on their own (the server refuses it: 10148).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { adjustmentStatuses, type Adjustment } from "@tradewind/api/admin/adjustments";
import { Select } from "../../components/Field.tsx";
import { PagedList } from "../../components/DataTable.tsx";
import { ReasonDialog } from "../../components/ReasonDialog.tsx";
import { usePageParam } from "../../lib/use-page-param.ts";
import { useAdjustmentList, useDecideAdjustment } from "./api/adjustments.ts";
import { AdjustmentsTable } from "./components/AdjustmentsTable.tsx";

const pageSize = 20;
type Decision = { adjustment: Adjustment; action: "approve" | "reject" };

export function AdjustmentsPage() {
  const { t } = useTranslation();
  const decideAdjustment = useDecideAdjustment();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const chosen = params.get("status");
  const status = chosen === "all" ? undefined : (adjustmentStatuses.find((name) => name === chosen) ?? "pending");
  const query = { page, size: pageSize, ...(status === undefined ? {} : { status }) };
  const list = useAdjustmentList(query);
  const [decision, setDecision] = useState<Decision | null>(null);

  const decide = async (reason: string) => {
    if (decision === null) return;
    await decideAdjustment(decision.adjustment.id, decision.action, reason);
  };

  return (
    <section className="page">
      <h1 className="page__title">{t("nav.adjustments")}</h1>
      <div className="filters">
        <Select label={t("adjust.status")} value={status ?? "all"} onChange={(event) => setParams({ status: event.target.value })} data-testid="adjustment-status">
          <option value="all">{t("common.all")}</option>
          {adjustmentStatuses.map((name) => (
            <option key={name} value={name}>
              {t(`adjust.statusName.${name}`)}
            </option>
          ))}
        </Select>
      </div>
      <PagedList query={list} emptyMessage={t("adjust.none")} onPage={setPage}>
        {(items) => <AdjustmentsTable items={items} onDecide={(adjustment, action) => setDecision({ adjustment, action })} />}
      </PagedList>
      {decision !== null && (
        <ReasonDialog
          title={t(`adjust.${decision.action}Title`, { username: decision.adjustment.username })}
          submitLabel={t(`adjust.${decision.action}`)}
          danger={decision.action === "reject"}
          onClose={() => setDecision(null)}
          onSubmit={decide}
        />
      )}
    </section>
  );
}
