// The console's routes under /admin: the one-time link and sign-in pages outside the frame,
// every section inside it.
import { createBrowserRouter } from "react-router";
import { SetupPage } from "../features/auth/SetupPage.tsx";
import { SignInPage } from "../features/auth/SignInPage.tsx";
import { AddressesPage } from "../features/addresses/AddressesPage.tsx";
import { AdjustmentsPage } from "../features/adjustments/AdjustmentsPage.tsx";
import { AttentionPage } from "../features/attention/AttentionPage.tsx";
import { AuditPage } from "../features/audit/AuditPage.tsx";
import { CataloguePage } from "../features/catalogue/CataloguePage.tsx";
import { ContentEditPage } from "../features/content/ContentEditPage.tsx";
import { ContentListPage } from "../features/content/ContentListPage.tsx";
import { DashboardPage } from "../features/dashboard/DashboardPage.tsx";
import { DepositReviewPage } from "../features/deposits/DepositReviewPage.tsx";
import { DepositsQueuePage } from "../features/deposits/DepositsQueuePage.tsx";
import { KycQueuePage } from "../features/kyc/KycQueuePage.tsx";
import { KycReviewPage } from "../features/kyc/KycReviewPage.tsx";
import { LoanFundPage } from "../features/loans/LoanFundPage.tsx";
import { LoanProductsPage } from "../features/loans/LoanProductsPage.tsx";
import { LoanReviewPage } from "../features/loans/LoanReviewPage.tsx";
import { LoansQueuePage } from "../features/loans/LoansQueuePage.tsx";
import { CharitiesPage } from "../features/nfts/CharitiesPage.tsx";
import { NftItemsPage } from "../features/nfts/NftItemsPage.tsx";
import { OperatorsPage } from "../features/operators/OperatorsPage.tsx";
import { InboxPage } from "../features/support/InboxPage.tsx";
import { ParamsPage } from "../features/params/ParamsPage.tsx";
import { SmartProductsPage } from "../features/smart/SmartProductsPage.tsx";
import { UserPage } from "../features/users/UserPage.tsx";
import { UsersPage } from "../features/users/UsersPage.tsx";
import { WithdrawalReviewPage } from "../features/withdrawals/WithdrawalReviewPage.tsx";
import { WithdrawalsQueuePage } from "../features/withdrawals/WithdrawalsQueuePage.tsx";
import { Layout } from "./Layout.tsx";

export const router = createBrowserRouter(
  [
    { path: "/setup", element: <SetupPage /> },
    { path: "/signin", element: <SignInPage /> },
    {
      element: <Layout />,
      children: [
        { index: true, element: <DashboardPage /> },
        { path: "users", element: <UsersPage /> },
        { path: "users/:id", element: <UserPage /> },
        { path: "adjustments", element: <AdjustmentsPage /> },
        { path: "attention", element: <AttentionPage /> },
        { path: "kyc", element: <KycQueuePage /> },
        { path: "kyc/:id", element: <KycReviewPage /> },
        { path: "deposits", element: <DepositsQueuePage /> },
        { path: "deposits/:id", element: <DepositReviewPage /> },
        { path: "withdrawals", element: <WithdrawalsQueuePage /> },
        { path: "withdrawals/:id", element: <WithdrawalReviewPage /> },
        { path: "loans", element: <LoansQueuePage /> },
        { path: "loans/:id", element: <LoanReviewPage /> },
        { path: "loan-products", element: <LoanProductsPage /> },
        { path: "loan-fund", element: <LoanFundPage /> },
        { path: "addresses", element: <AddressesPage /> },
        { path: "params", element: <ParamsPage /> },
        { path: "catalogue", element: <CataloguePage /> },
        { path: "smart", element: <SmartProductsPage /> },
        { path: "nfts", element: <NftItemsPage /> },
        { path: "charities", element: <CharitiesPage /> },
        { path: "content", element: <ContentListPage /> },
        { path: "content/new", element: <ContentEditPage /> },
        { path: "content/:id", element: <ContentEditPage /> },
        { path: "audit", element: <AuditPage /> },
        { path: "operators", element: <OperatorsPage /> },
        { path: "support/:id?", element: <InboxPage /> },
      ],
    },
  ],
  { basename: "/admin" },
);
