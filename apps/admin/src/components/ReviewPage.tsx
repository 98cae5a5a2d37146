// The frame every review item's page shares (a KYC submission, a deposit, a withdrawal): the
// way back to the queue, the notice a decision left, the item's title and status, approve and
// reject for an operator whose roles allow both while it is pending, the item's own facts
// (children), and the decision dialog the feature renders, whose `decide` runs the decision
// through the review flow (refresh, then the next pending item). When another operator decided
// first (10158), the server's message says so above the item as it now is, with the way on.
import { Fragment, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { UseQueryResult } from "@tanstack/react-query";
import type { Endpoint } from "@tradewind/api/endpoint";
import { canCall } from "../lib/access.ts";
import { useRoles } from "../lib/operator.ts";
import { useReviewFlow } from "../lib/use-review-flow.ts";
import { FlashNotice } from "./FlashNotice.tsx";
import { QueryView } from "./QueryView.tsx";

export type Decision = "approve" | "reject";

export interface DecisionControls {
  close: () => void;
  /** Runs the decision's request; resolves on success (the next item opens) and on 10158, rejects on any other refusal. */
  decide: (work: () => Promise<unknown>) => Promise<void>;
}

interface ReviewPageProps<Item> {
  /** The queue's path, e.g. "/kyc"; an item is at `${queuePath}/${id}`. */
  queuePath: string;
  nextPendingId: () => Promise<string | undefined>;
  query: UseQueryResult<Item>;
  title: (item: Item) => string;
  /** The status badge: its tone (badge--<tone>) and text. */
  status: (item: Item) => { tone: string; label: string };
  pending: (item: Item) => boolean;
  /** The decision endpoints: the buttons show only to an operator who may call both. */
  decisions: { approve: Endpoint; reject: Endpoint };
  approveLabel: string;
  children: (item: Item) => ReactNode;
  dialog: (item: Item, decision: Decision, controls: DecisionControls) => ReactNode;
}

/** The route's item id, with the page below keyed by it: a notice about one item never shows on the next. */
export function ByRouteId({ children }: { children: (id: string) => ReactNode }) {
  const { id = "" } = useParams();
  return <Fragment key={id}>{children(id)}</Fragment>;
}

export function ReviewPage<Item>(props: ReviewPageProps<Item>) {
  const { t } = useTranslation();
  const roles = useRoles();
  const flow = useReviewFlow({ queuePath: props.queuePath, nextPendingId: props.nextPendingId });
  const [decision, setDecision] = useState<Decision | null>(null);
  const mayDecide = canCall(roles, props.decisions.approve) && canCall(roles, props.decisions.reject);
  return (
    <section className="page">
      <Link to={props.queuePath} className="back-link">
        {t("review.backToQueue")}
      </Link>
      {/* The notice of the decision that led here is stale once this item's own decision was refused. */}
      {flow.alreadyReviewed === null && <FlashNotice />}
      {flow.alreadyReviewed !== null && (
        <div className="warning" role="alert" data-testid="already-reviewed">
          <p>
            <strong>{flow.alreadyReviewed}</strong> {t("review.alreadyReviewed")}
          </p>
          <button type="button" className="button button--secondary button--small" onClick={() => void flow.goNext()}>
            {t("review.next")}
          </button>
        </div>
      )}
      <QueryView query={props.query}>
        {(item) => {
          const status = props.status(item);
          const decidable = mayDecide && props.pending(item);
          return (
            <>
              <div className="section-head">
                <h1 className="page__title">
                  {props.title(item)} <span className={`badge badge--${status.tone}`}>{status.label}</span>
                </h1>
                {decidable && (
                  <div className="actions">
                    <button type="button" className="button" data-testid="approve" onClick={() => setDecision("approve")}>
                      {props.approveLabel}
                    </button>
                    <button type="button" className="button button--danger" data-testid="reject" onClick={() => setDecision("reject")}>
                      {t("review.reject")}
                    </button>
                  </div>
                )}
              </div>
              {props.children(item)}
              {decidable && decision !== null && props.dialog(item, decision, { close: () => setDecision(null), decide: flow.decide })}
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
