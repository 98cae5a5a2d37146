// Orders the trading engine or the option settler gave up on, the open ones first: finance deals
// with each outside this list (amends, closes, refunds) and resolves it here with a reason.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { attentionStatuses, type AttentionItem } from "@tradewind/api/admin/attention";
import { Select } from "../../components/Field.tsx";
import { PagedList } from "../../components/DataTable.tsx";
import { ReasonDialog } from "../../components/ReasonDialog.tsx";
import { usePageParam } from "../../lib/use-page-param.ts";
import { useAttentionList, useResolveAttention } from "./api/attention.ts";
import { AttentionTable } from "./components/AttentionTable.tsx";

const pageSize = 20;

export function AttentionPage() {
  const { t } = useTranslation();
  const resolveAttention = useResolveAttention();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const status = attentionStatuses.find((name) => name === params.get("status")) ?? "open";
  const query = { page, size: pageSize, status };
  const list = useAttentionList(query);
  const [resolving, setResolving] = useState<AttentionItem | null>(null);

  const resolve = async (reason: string) => {
    if (resolving === null) return;
    await resolveAttention(resolving, reason);
  };

  return (
    <section className="page">
      <h1 className="page__title">{t("nav.attention")}</h1>
      <div className="filters">
        <Select label={t("attention.status")} value={status} onChange={(event) => setParams({ status: event.target.value })} data-testid="attention-status">
          {attentionStatuses.map((name) => (
            <option key={name} value={name}>
              {t(`attention.statusName.${name}`)}
            </option>
          ))}
        </Select>
      </div>
      <PagedList query={list} emptyMessage={t("attention.none")} onPage={setPage}>
        {(items) => <AttentionTable items={items} onResolve={setResolving} />}
      </PagedList>
      {resolving !== null && (
        <ReasonDialog
          title={t("attention.resolveTitle", { kind: t(`attention.kind.${resolving.kind}`), id: resolving.orderId })}
          submitLabel={t("attention.resolve")}
          onClose={() => setResolving(null)}
          onSubmit={resolve}
        />
      )}
    </section>
  );
}
