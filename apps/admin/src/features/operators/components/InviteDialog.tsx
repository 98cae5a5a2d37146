// Invite an operator: username, roles and reason; the answer carries their one-time link.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import { inviteOperator } from "@tradewind/api/admin/operators";
import type { Role } from "@tradewind/api/admin/roles";
import { Field } from "../../../components/Field.tsx";
import { ReasonDialog } from "../../../components/ReasonDialog.tsx";
import { call } from "../../../lib/api.ts";
import { RolePicker } from "./RolePicker.tsx";

interface InviteDialogProps {
  onClose: () => void;
  onLink: (link: { url: string; expiresAt: string; username: string }) => void;
}

export function InviteDialog({ onClose, onLink }: InviteDialogProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [username, setUsername] = useState("");
  const [roles, setRoles] = useState<Role[]>([]);
  const submit = async (reason: string) => {
    const result = await call(inviteOperator, { body: { username: username.trim(), roles, reason } });
    onLink({ ...result.link, username: result.operator.username });
    await client.invalidateQueries({ queryKey: ["admin", "operators"] });
  };
  return (
    <ReasonDialog title={t("operators.inviteTitle")} submitLabel={t("operators.invite")} onClose={onClose} onSubmit={submit} testId="invite-dialog">
      <Field label={t("auth.username")} value={username} maxLength={32} onChange={(event) => setUsername(event.target.value)} data-testid="invite-username" />
      <RolePicker roles={roles} onChange={setRoles} />
    </ReasonDialog>
  );
}
