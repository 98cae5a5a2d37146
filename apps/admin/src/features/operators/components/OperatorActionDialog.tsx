// One change to an operator, with a reason: new roles, a TOTP reset (answers a link), disable
// or enable.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Operator } from "@tradewind/api/admin/operators";
import type { Role } from "@tradewind/api/admin/roles";
import { ReasonDialog } from "../../../components/ReasonDialog.tsx";
import { useOperatorWrites } from "../api/operators.ts";
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
  const writes = useOperatorWrites();
  const [roles, setRoles] = useState<Role[]>(operator.roles);
  const submit = async (reason: string) => {
    if (action === "roles") await writes.changeRoles(operator.id, roles, reason);
    if (action === "disable") await writes.disable(operator.id, reason);
    if (action === "enable") await writes.enable(operator.id, reason);
    if (action === "resetTotp") {
      const result = await writes.resetTotp(operator.id, reason);
      onLink({ ...result.link, username: operator.username });
    }
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
