// The console's sections, each shown when the operator may call the endpoint its screen opens
// with (the server enforces the same definition).
import type { Endpoint } from "@tradewind/api/endpoint";
import { listAdjustments } from "@tradewind/api/admin/adjustments";
import { listAttention } from "@tradewind/api/admin/attention";
import { listAudit } from "@tradewind/api/admin/audit";
import { listContentsForContent } from "@tradewind/api/admin/content";
import { listInstruments } from "@tradewind/api/admin/catalogue";
import { listKycSubmissions } from "@tradewind/api/admin/kyc";
import { getLoanFund, listLoanProductsForFinance, listLoans } from "@tradewind/api/admin/loans";
import { getDashboard } from "@tradewind/api/admin/dashboard";
import { listSmartProductsAdmin } from "@tradewind/api/admin/earn";
import { listCharitiesForOffice, listNftItems } from "@tradewind/api/admin/nfts";
import { listOperators } from "@tradewind/api/admin/operators";
import { listParams } from "@tradewind/api/admin/params";
import { listDeposits, listReceivingAddresses, listWithdrawals } from "@tradewind/api/admin/payments";
import { listSupportConversations } from "@tradewind/api/admin/support";
import { listLiabilitySnapshots } from "@tradewind/api/admin/solvency";
import { searchUsers } from "@tradewind/api/admin/users";

export const sections = [
  { path: "/", key: "dashboard", endpoint: getDashboard },
  { path: "/users", key: "users", endpoint: searchUsers },
  { path: "/adjustments", key: "adjustments", endpoint: listAdjustments },
  { path: "/attention", key: "attention", endpoint: listAttention },
  { path: "/kyc", key: "kyc", endpoint: listKycSubmissions },
  { path: "/deposits", key: "deposits", endpoint: listDeposits },
  { path: "/withdrawals", key: "withdrawals", endpoint: listWithdrawals },
  { path: "/loans", key: "loans", endpoint: listLoans },
  { path: "/loan-products", key: "loanProducts", endpoint: listLoanProductsForFinance },
  { path: "/loan-fund", key: "loanFund", endpoint: getLoanFund },
  { path: "/solvency", key: "solvency", endpoint: listLiabilitySnapshots },
  { path: "/addresses", key: "addresses", endpoint: listReceivingAddresses },
  { path: "/params", key: "params", endpoint: listParams },
  { path: "/catalogue", key: "catalogue", endpoint: listInstruments },
  { path: "/smart", key: "smart", endpoint: listSmartProductsAdmin },
  { path: "/nfts", key: "nfts", endpoint: listNftItems },
  { path: "/charities", key: "charities", endpoint: listCharitiesForOffice },
  { path: "/content", key: "content", endpoint: listContentsForContent },
  { path: "/support", key: "support", endpoint: listSupportConversations },
  { path: "/audit", key: "audit", endpoint: listAudit },
  { path: "/operators", key: "operators", endpoint: listOperators },
] as const satisfies ReadonlyArray<{ path: string; key: string; endpoint: Endpoint }>;
