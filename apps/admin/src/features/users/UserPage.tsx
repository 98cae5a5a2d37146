// One user: profile, status and both books' balances, the writes the operator's roles allow
// (freeze or unfreeze, ledger adjustment, producing a statement), the statements made, and tabs
// for statement, orders, sessions and security (issue 24).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { createAdjustment } from "@tradewind/api/admin/adjustments";
import { generateUserStatement, listUserStatements } from "@tradewind/api/admin/statements";
import { freezeUser } from "@tradewind/api/admin/users";
import { QueryView } from "../../components/QueryView.tsx";
import { ReasonDialog } from "../../components/ReasonDialog.tsx";
import { canCall } from "../../lib/access.ts";
import { useRoles } from "../../lib/operator.ts";
import { AdjustmentDialog } from "./components/AdjustmentDialog.tsx";
import { useUser, useUserWrites } from "./api/users.ts";
import { Balances } from "./components/Balances.tsx";
import { ProfileCard } from "./components/ProfileCard.tsx";
import { StatementDialog, UserStatements } from "./components/StatementDialog.tsx";
import { UserTabs } from "./components/UserTabs.tsx";

type Dialog = "freeze" | "unfreeze" | "adjust" | "statement" | null;

export function UserPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const roles = useRoles();
  const user = useUser(id);
  const writes = useUserWrites(id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section className="page">
      <Link to="/users" className="back-link">
        {t("users.back")}
      </Link>
      <QueryView query={user}>
        {(data) => (
          <>
            <div className="section-head">
              <h1 className="page__title">{data.user.username}</h1>
              <div className="actions">
                {canCall(roles, freezeUser) && (
                  <button type="button" className={`button${data.user.status === "active" ? " button--danger" : ""}`} data-testid={data.user.status === "active" ? "freeze" : "unfreeze"} onClick={() => setDialog(data.user.status === "active" ? "freeze" : "unfreeze")}>
                    {data.user.status === "active" ? t("users.freeze") : t("users.unfreeze")}
                  </button>
                )}
                {canCall(roles, generateUserStatement) && (
                  <button type="button" className="button button--secondary" data-testid="produce-statement" onClick={() => setDialog("statement")}>
                    {t("users.statements.produce")}
                  </button>
                )}
                {canCall(roles, createAdjustment) && (
                  <button type="button" className="button button--secondary" data-testid="adjust" onClick={() => setDialog("adjust")}>
                    {t("adjust.open")}
                  </button>
                )}
              </div>
            </div>
            {notice !== null && (
              <p className="notice" role="status" data-testid="notice">
                {notice}
              </p>
            )}
            <ProfileCard data={data} />
            <Balances balances={data.balances} />
            {canCall(roles, listUserStatements) && <UserStatements userId={id} />}
            <UserTabs id={id} username={data.user.username} />
          </>
        )}
      </QueryView>
      {(dialog === "freeze" || dialog === "unfreeze") && (
        <ReasonDialog title={t(`users.${dialog}Title`)} submitLabel={t(`users.${dialog}`)} danger={dialog === "freeze"} onClose={() => setDialog(null)} onSubmit={writes[dialog]} />
      )}
      {dialog === "statement" && <StatementDialog userId={id} onClose={() => setDialog(null)} onDone={() => setNotice(t("users.statements.done"))} />}
      {dialog === "adjust" && <AdjustmentDialog userId={id} onClose={() => setDialog(null)} onDone={(status) => setNotice(t(`adjust.done.${status}`))} />}
    </section>
  );
}
