// A loan's badge tone in the console: the shared badge colours (admin.css) of its state; an
// overdue loan is red whatever its status says.
import type { LoanRecord, LoanStatus } from "@tradewind/api/loans";
import { assertNever } from "@tradewind/domain/assert";

export function loanBadgeTone(loan: Pick<LoanRecord, "status" | "overdue">): string {
  return loan.overdue ? "overdue" : toneOf(loan.status);
}

function toneOf(status: LoanStatus): string {
  switch (status) {
    case "pending":
      return "pending";
    case "repaying":
      return "active";
    case "repaid":
      return "done";
    case "expired":
      return "overdue";
    case "rejected":
      return "rejected";
    default:
      return assertNever(status, "loan status");
  }
}
