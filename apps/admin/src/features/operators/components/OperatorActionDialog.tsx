// One change to an operator, with a reason: new roles, a TOTP reset (answers a link), disable
// or enable.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import { changeOperatorRoles, disableOperator, enableOperator, resetOperatorTotp, type Operator } from "@tradewind/api/admin/operators";
import type { Role } from "@tradewind/api/admin/roles";
import { ReasonDialog } from "../../../components/ReasonDialog.tsx";
import { call } from "../../../lib/api.ts";
import { RolePicker } from "./RolePicker.tsx";

export type OperatorAction = "roles" | "resetTotp" | "disable" | "enable";

interface OperatorActionDialogProps {
  operator: Operator;
  action: OperatorAction;
  onClose: () => void;
  onLink: (link: { url: string; expiresAt: string; username: string }) => void;
}

export function OperatorActionDialog({ operator, action, onClose, onLink }: OperatorActionDialogProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [roles, setRoles] = useState<Role[]>(operator.roles);
  const submit = async (reason: string) => {
    const params = { id: operator.id };
    if (action === "roles") await call(changeOperatorRoles, { params, body: { roles, reason } });
    if (action === "disable") await call(disableOperator, { params, body: { reason } });
    if (action === "enable") await call(enableOperator, { params, body: { reason } });
    if (action === "resetTotp") {
      const result = await call(resetOperatorTotp, { params, body: { reason } });
      onLink({ ...result.link, username: operator.username });
    }
    await client.invalidateQueries({ queryKey: ["admin", "operators"] });
  };
  return (
    <ReasonDialog
      title={t(`operators.actionTitle.${action}`, { username: operator.username })}
      submitLabel={t(`operators.action.${action}`)}
      danger={action === "disable" || action === "resetTotp"}
      onClose={onClose}
      onSubmit={submit}
    >
      {action === "roles" && <RolePicker roles={roles} onChange={setRoles} />}
    </ReasonDialog>
  );
}
