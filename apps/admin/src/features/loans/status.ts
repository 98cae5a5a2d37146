// A loan's badge tone in the console: the shared badge colours (admin.css) of its state; an
// overdue loan is red whatever its status says.
import type { LoanRecord, LoanStatus } from "@tradewind/api/loans";

const badgeOfStatus: Record<LoanStatus, string> = { pending: "pending", repaying: "active", repaid: "done", expired: "overdue", rejected: "rejected" };

export function loanBadgeTone(loan: Pick<LoanRecord, "status" | "overdue">): string {
  return loan.overdue ? "overdue" : badgeOfStatus[loan.status];
}
