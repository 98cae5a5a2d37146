// "My plans": the caller's plans by status (in the URL, ?plans=), newest first, a page at a
// time; early exit opens its dialog over the list.
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { smartPlanStatuses, type SmartPlan } from "@tradewind/api/earn";
import { Choice } from "../../../components/Choice.tsx";
import { QueryFallback } from "../../../components/QueryFallback.tsx";
import { EmptyState } from "../../../components/States.tsx";
import { useSmartPlans } from "../api/plans.ts";
import { ExitDialog } from "./ExitDialog.tsx";
import { PlanCard } from "./PlanCard.tsx";

const filters = ["all", ...smartPlanStatuses] as const;
type Filter = (typeof filters)[number];

export function PlansSection() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filter: Filter = filters.find((known) => known === search.get("plans")) ?? "all";
  const plans = useSmartPlans(filter === "all" ? undefined : filter);
  const [exiting, setExiting] = useState<SmartPlan | null>(null);
  const items = plans.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="smart-plans" aria-labelledby="smart-plans-title" data-testid="smart-plans">
      <div className="smart-plans__head">
        <h2 id="smart-plans-title" className="smart__section-title">
          {t("smart.plansTitle")}
        </h2>
        <Choice look="segments" options={filters} value={filter} onChange={(next) => setSearch((current) => {
            current.set("plans", next);
            return current;
          }, { replace: true })} labelOf={(option) => t(`smart.filters.${option}`)} label={t("smart.plansTitle")} testIdPrefix="smart-plans-filter" />
      </div>
      {plans.isPending || plans.isError ? (
        <QueryFallback query={plans} lines={4} />
      ) : items.length === 0 ? (
        <div className="card">
          <EmptyState message={t("smart.noPlans")} />
        </div>
      ) : (
        <div className="smart-plans__list">
          {items.map((plan) => (
            <PlanCard key={plan.id} plan={plan} onExit={() => setExiting(plan)} />
          ))}
        </div>
      )}
      {plans.hasNextPage && (
        <button type="button" className="button button--secondary smart-plans__more" onClick={() => void plans.fetchNextPage()} disabled={plans.isFetchingNextPage}>
          {t("smart.loadMore")}
        </button>
      )}
      {exiting !== null && <ExitDialog plan={exiting} onClose={() => setExiting(null)} />}
    </section>
  );
}
