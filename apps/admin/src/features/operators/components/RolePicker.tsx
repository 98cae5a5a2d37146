// Checkboxes for the five operator roles.
import { useTranslation } from "react-i18next";
import { operatorRoles, type Role } from "@tradewind/api/admin/roles";

export function RolePicker({ roles, onChange }: { roles: readonly Role[]; onChange: (roles: Role[]) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="checks">
      <legend className="field__label">{t("operators.roles")}</legend>
      {operatorRoles.map((role) => (
        <label key={role} className="checks__item">
          <input
            type="checkbox"
            checked={roles.includes(role)}
            data-testid={`role-${role}`}
            onChange={(event) => onChange(event.target.checked ? operatorRoles.filter((name) => name === role || roles.includes(name)) : roles.filter((name) => name !== role))}
          />
          {t(`roles.${role}`)}
        </label>
      ))}
    </fieldset>
  );
}
