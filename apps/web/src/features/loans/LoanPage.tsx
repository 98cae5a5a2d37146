// Loans (/loan, SPEC §1, §4, §9; issue 14). Anyone sees the products on offer; applying needs a
// login, the real book and verified identity, and each missing step says how to take it. A
// logged-in user has two sections as tabs whose choice lives in the URL (?section=apply|records),
// so a notification can link straight to the loans list.
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { Choice } from "../../components/Choice.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { useSession } from "../../lib/session.ts";
import { ApplySection } from "./components/ApplySection.tsx";
import { LoanRecords } from "./components/LoanRecords.tsx";
import "./LoanPage.css";

export const loanSections = ["apply", "records"] as const;
export type LoanSection = (typeof loanSections)[number];

export function LoanPage() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const [search, setSearch] = useSearchParams();
  const chosen = loanSections.find((known) => known === search.get("section")) ?? "apply";
  const section = loggedIn ? chosen : "apply";
  const show = (next: LoanSection) => setSearch({ section: next }, { replace: true });
  return (
    <div className="page loans" data-testid="loan-page" data-section={section}>
      <PageHeader title={t("loans.title")} subtitle={t("loans.subtitle")} />
      {loggedIn && <Choice look="tabs" options={loanSections} value={section} onChange={show} labelOf={(option) => t(`loans.sections.${option}`)} label={t("loans.sectionsLabel")} testIdPrefix="loan-section" />}
      {section === "apply" ? <ApplySection onApplied={() => show("records")} /> : <LoanRecords />}
    </div>
  );
}
