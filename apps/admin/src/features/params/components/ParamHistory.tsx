// A parameter's changes from the audit log: before, after, who, why and when, newest first.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../../../components/Modal.tsx";
import { PagedList } from "../../../components/DataTable.tsx";
import { formatDateTime, useLocale } from "../../../lib/format.ts";
import { ChangeList } from "../../../components/ChangeList.tsx";
import { useParamHistory } from "../api/params.ts";

const pageSize = 10;

export function ParamHistory({ paramKey, onClose }: { paramKey: string; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const query = { page, size: pageSize };
  const history = useParamHistory(paramKey, query);
  return (
    <Modal title={t("params.historyTitle", { key: paramKey })} onClose={onClose} testId="param-history">
      <PagedList query={history} emptyMessage={t("params.noHistory")} onPage={setPage}>
        {(items) => (
          <ul className="history">
            {items.map((entry) => (
              <li key={entry.id} className="history__item">
                <p>
                  <strong>{entry.operatorUsername ?? "—"}</strong> · {formatDateTime(entry.createdAt, locale)}
                </p>
                <div className="mono">
                  <ChangeList before={entry.before} after={entry.after} />
                </div>
                <p className="muted">{entry.reason ?? "—"}</p>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </Modal>
  );
}
