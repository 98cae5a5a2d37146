// Operators (admin role): invite one (the one-time link is shown once), change roles (not
// one's own), reset TOTP (a new link), disable or enable; every change with a reason.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Operator } from "@tradewind/api/admin/operators";
import { PagedList } from "../../components/DataTable.tsx";
import { usePageParam } from "../../lib/use-page-param.ts";
import { useOperatorList } from "./api/operators.ts";
import { InviteDialog } from "./components/InviteDialog.tsx";
import { LinkNotice } from "./components/LinkNotice.tsx";
import { OperatorActionDialog, type OperatorAction } from "./components/OperatorActionDialog.tsx";
import { OperatorsTable } from "./components/OperatorsTable.tsx";

const pageSize = 20;

export function OperatorsPage() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const query = { page, size: pageSize };
  const operators = useOperatorList(query);
  const [inviting, setInviting] = useState(false);
  const [action, setAction] = useState<{ operator: Operator; action: OperatorAction } | null>(null);
  const [link, setLink] = useState<{ url: string; expiresAt: string; username: string } | null>(null);
  return (
    <section className="page">
      <div className="section-head">
        <h1 className="page__title">{t("nav.operators")}</h1>
        <button type="button" className="button" data-testid="invite" onClick={() => setInviting(true)}>
          {t("operators.invite")}
        </button>
      </div>
      {link !== null && <LinkNotice link={link} onDismiss={() => setLink(null)} />}
      <PagedList query={operators} emptyMessage={t("operators.none")} onPage={setPage}>
        {(items) => <OperatorsTable items={items} onAction={(operator, next) => setAction({ operator, action: next })} />}
      </PagedList>
      {inviting && <InviteDialog onClose={() => setInviting(false)} onLink={setLink} />}
      {action !== null && <OperatorActionDialog operator={action.operator} action={action.action} onClose={() => setAction(null)} onLink={setLink} />}
    </section>
  );
}
