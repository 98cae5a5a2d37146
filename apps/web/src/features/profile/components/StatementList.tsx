// The statement's lines: what each moved and the balance it left, the fee parts labelled, each
// linked to its order or money record. The page's amounts and balances share one exact scale per
// currency, so each balance after reads as the older one plus the amount, as displayed.
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { en } from "@tradewind/i18n/catalogues/en";
import type { StatementLine } from "@tradewind/api/ledger";
import { statementMoneyFormatter } from "@tradewind/ui/money-format.ts";
import { formatDateTime, signOf, useLocale } from "../../../i18n/format.ts";
import { sourceLink } from "../statement-source.ts";

type KnownKind = keyof typeof en.statement.kinds;

function isKnownKind(kind: string): kind is KnownKind {
  return Object.hasOwn(en.statement.kinds, kind);
}

/** A withdrawal's fee is the withdrawal fee; every other fee is a trading fee. */
function feeLabelKey(kind: string) {
  return kind.startsWith("withdrawal_") ? "statement.withdrawalFeeLine" : "statement.feeLine";
}

type Money = ReturnType<typeof statementMoneyFormatter>;

export function StatementList({ lines }: { lines: readonly StatementLine[] }) {
  const locale = useLocale();
  const money = statementMoneyFormatter(lines, locale);
  return (
    <ul className="statement__list">
      {lines.map((line) => (
        <StatementRow key={`${line.entryId}-${line.currency}-${line.part}`} line={line} money={money} />
      ))}
    </ul>
  );
}

function StatementRow({ line, money }: { line: StatementLine; money: Money }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const sign = signOf(line.amount);
  const kind = isKnownKind(line.kind) ? t(`statement.kinds.${line.kind}`) : line.kind;
  const source = sourceLink(line.reference);
  return (
    <li className={`statement__row statement__row--${line.part}`} data-testid="statement-line" data-kind={line.kind} data-part={line.part} data-amount={line.amount} data-balance-after={line.balanceAfter}>
      <div className="statement__what">
        <span className="statement__kind">{line.part === "fee" ? t(feeLabelKey(line.kind)) : kind}</span>
        <span className="statement__date">
          {line.part === "fee" && <span>{kind} · </span>}
          <time dateTime={line.createdAt}>{formatDateTime(line.createdAt, locale)}</time>
          {source !== undefined && (
            <>
              {" · "}
              <Link to={source.to} className="statement__source" data-testid="statement-source">
                {source.kind === "order" ? t("statement.viewSource") : t("statement.viewRecord")}
              </Link>
            </>
          )}
        </span>
      </div>
      <div className="statement__amounts">
        <span className={`numeric statement__amount ${sign > 0 ? "amount-positive" : sign < 0 ? "amount-negative" : ""}`} dir="ltr" data-testid="statement-amount">
          {money(line.amount, line.currency, true)} {line.currency}
        </span>
        <span className="statement__after">
          {t("statement.balanceAfter")}:{" "}
          <span className="numeric" dir="ltr" data-testid="statement-balance-after">
            {money(line.balanceAfter, line.currency)}
          </span>
        </span>
      </div>
    </li>
  );
}
