// The earn accrual as a due job (platform/due-jobs.ts): every process registers it; the server
// runs it on start, on the due-jobs interval and when the development clock moves.
import type { DueJobs } from "../platform/due-jobs.ts";
import { runAccrual, type EarnDeps } from "./service.ts";

export const earnAccrualJob = "earn.accrual";

export function registerEarnAccrual(jobs: DueJobs, deps: EarnDeps): void {
  jobs.registerDueJob(earnAccrualJob, () => runAccrual(deps));
}
