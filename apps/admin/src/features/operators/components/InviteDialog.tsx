// Invite an operator: username, roles and reason; the answer carries their one-time link.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Role } from "@tradewind/api/admin/roles";
import { Field } from "../../../components/Field.tsx";
import { ReasonDialog } from "../../../components/ReasonDialog.tsx";
import { useOperatorWrites } from "../api/operators.ts";
import { RolePicker } from "./RolePicker.tsx";

interface InviteDialogProps {
  onClose: () => void;
  onLink: (link: { url: string; expiresAt: string; username: string }) => void;
}

export function InviteDialog({ onClose, onLink }: InviteDialogProps) {
  const { t } = useTranslation();
  const { invite } = useOperatorWrites();
  const [username, setUsername] = useState("");
  const [roles, setRoles] = useState<Role[]>([]);
  const submit = async (reason: string) => {
    const result = await invite({ username: username.trim(), roles, reason });
    onLink({ ...result.link, username: result.operator.username });
  };
  return (
    <ReasonDialog title={t("operators.inviteTitle")} submitLabel={t("operators.invite")} onClose={onClose} onSubmit={submit} testId="invite-dialog">
      <Field label={t("auth.username")} value={username} maxLength={32} onChange={(event) => setUsername(event.target.value)} data-testid="invite-username" />
      <RolePicker roles={roles} onChange={setRoles} />
    </ReasonDialog>
  );
}
