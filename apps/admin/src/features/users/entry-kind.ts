// A ledger entry kind as the operator reads it: its name in the back office's language, as the
// user's own statement names it (packages/i18n entry-kinds). A kind the catalogues do not know
// yet shows as its code rather than a blank.
import type { TFunction } from "i18next";
import { adminEn } from "@tradewind/i18n/admin/en";

type NamedKind = keyof typeof adminEn.users.entryKinds;

function isNamedKind(kind: string): kind is NamedKind {
  return Object.hasOwn(adminEn.users.entryKinds, kind);
}

export function entryKindName(t: TFunction, kind: string): string {
  return isNamedKind(kind) ? t(`users.entryKinds.${kind}`) : kind;
}
