// The review frame deposits and withdrawals share: a payment's title, status and approve label
// come from its queue's catalogue section (`deposits.*`, `withdrawals.*`), the refusal is the same
// reason dialog calling the queue's reject endpoint, and its facts open with the user, coin and
// network and close with the decision's course and journal entry. Each queue adds only what is
// its own: the approve dialog and the facts in between.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { UseQueryResult } from "@tanstack/react-query";
import type { AdminDeposit, AdminWithdrawal, approveDeposit, approveWithdrawal, rejectDeposit, rejectWithdrawal } from "@tradewind/api/admin/payments";
import { call } from "../lib/api.ts";
import { formatAmount, useLocale } from "../lib/format.ts";
import { useDecisionFacts } from "./DecisionFacts.tsx";
import { Facts, type Fact } from "./Facts.tsx";
import { RejectDialog } from "./RejectDialog.tsx";
import { ReviewPage, type DecisionControls } from "./ReviewPage.tsx";

type PaymentQueue = "deposits" | "withdrawals";

interface PaymentReviewPageProps<Item extends AdminDeposit | AdminWithdrawal> {
  /** The queue, its path ("/deposits") and its catalogue section at once. */
  queue: PaymentQueue;
  nextPendingId: () => Promise<string | undefined>;
  query: UseQueryResult<Item>;
  statusLabel: (item: Item) => string;
  decisions: { approve: typeof approveDeposit | typeof approveWithdrawal; reject: typeof rejectDeposit | typeof rejectWithdrawal };
  approveDialog: (item: Item, controls: DecisionControls) => ReactNode;
  children: (item: Item) => ReactNode;
}

export function PaymentReviewPage<Item extends AdminDeposit | AdminWithdrawal>(props: PaymentReviewPageProps<Item>) {
  const { t } = useTranslation();
  const { queue, decisions } = props;
  return (
    <ReviewPage
      queuePath={`/${queue}`}
      nextPendingId={props.nextPendingId}
      query={props.query}
      title={(item) => t(`${queue}.title`, { username: item.username })}
      status={(item) => ({ tone: item.status, label: props.statusLabel(item) })}
      pending={(item) => item.status === "pending"}
      decisions={decisions}
      approveLabel={t(`${queue}.approve`)}
      dialog={(item, decision, controls) =>
        decision === "approve" ? (
          props.approveDialog(item, controls)
        ) : (
          <RejectDialog
            title={t(`${queue}.rejectTitle`, { username: item.username })}
            onClose={controls.close}
            onReject={(reason) => controls.decide(() => call(decisions.reject, { params: { id: item.id }, body: { reason } }))}
          />
        )
      }
    >
      {props.children}
    </ReviewPage>
  );
}

interface PaymentFactsProps {
  item: AdminDeposit | AdminWithdrawal;
  /** The queue's own facts, between the coin's and the decision's; `amount` shows a sum in the item's coin. */
  rows: (amount: (value: string) => ReactNode) => Fact[];
}

export function PaymentFacts({ item, rows }: PaymentFactsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const course = useDecisionFacts({
    pending: item.status === "pending",
    submittedAt: item.createdAt,
    decidedAt: item.decidedAt,
    decidedBy: item.decidedBy,
    rejectReason: item.rejectReason,
    entryId: item.entryId,
  });
  const amount = (value: string) => <bdi className="amount">{`${formatAmount(value, item.coin, locale, { style: "exact" })} ${item.coin}`}</bdi>;
  return (
    <Facts
      rows={[
        [t("review.user"), <Link to={`/users/${item.userId}`}>{item.username}</Link>],
        [t("payments.coin"), item.coin],
        [t("payments.network"), item.network],
        ...rows(amount),
        ...course,
      ]}
    />
  );
}
