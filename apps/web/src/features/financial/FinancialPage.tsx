// Deposit and withdraw (/profile/financial, logged-in only): three sections as tabs whose choice
// lives in the URL (?section=deposit|withdraw|records), so the account menu and notifications can
// link straight to one. Deposits and withdrawals act on the real book; the records list both.
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { assertNever } from "@tradewind/domain/assert";
import { Choice } from "../../components/Choice.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { bookOf, useSession } from "../../lib/session.ts";
import { DepositSection } from "./components/DepositSection.tsx";
import { RecordsSection } from "./components/RecordsSection.tsx";
import { WithdrawSection } from "./components/WithdrawSection.tsx";
import "./FinancialPage.css";

export const financialSections = ["deposit", "withdraw", "records"] as const;
type FinancialSection = (typeof financialSections)[number];

export function FinancialPage() {
  const { t } = useTranslation();
  const { accountFlag } = useSession();
  const [search, setSearch] = useSearchParams();
  const section = financialSections.find((known) => known === search.get("section")) ?? "deposit";
  // Another section starts with its own parameters: the records' filters do not follow the user to the form.
  const show = (next: FinancialSection) => setSearch({ section: next }, { replace: true });
  return (
    <div className="page financial" data-testid="financial-page" data-section={section}>
      <PageHeader title={t("financial.title")} subtitle={t("financial.subtitle")} backTo="/profile">
        <span className={`book-badge book-badge--${bookOf(accountFlag)}`} data-testid="financial-book">
          {bookOf(accountFlag) === "real" ? t("profile.bookReal") : t("profile.bookDemo")}
        </span>
      </PageHeader>
      <Choice look="tabs" options={financialSections} value={section} onChange={show} labelOf={(option) => t(`financial.sections.${option}`)} label={t("financial.sectionsLabel")} testIdPrefix="financial-section" />
      <SectionBody section={section} />
    </div>
  );
}

function SectionBody({ section }: { section: FinancialSection }) {
  switch (section) {
    case "deposit":
      return <DepositSection />;
    case "withdraw":
      return <WithdrawSection />;
    case "records":
      return <RecordsSection />;
    default:
      return assertNever(section, "financial section");
  }
}
