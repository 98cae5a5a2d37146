// The console's routes under /admin: the one-time link and sign-in pages outside the frame,
// every section inside it.
import { createBrowserRouter } from "react-router";
import { lazyPage, RouteSuspense } from "@tradewind/ui/lazy-route.tsx";
import { Loading } from "../components/States.tsx";
import { SignInPage } from "../features/auth/SignInPage.tsx";

// The sign-in page comes with the console and stays light; the frame and every section are chunks of their own.
const Layout = lazyPage(() => import("./Layout.tsx"), "Layout");
const SetupPage = lazyPage(() => import("../features/auth/SetupPage.tsx"), "SetupPage");
const AddressesPage = lazyPage(() => import("../features/addresses/AddressesPage.tsx"), "AddressesPage");
const AdjustmentsPage = lazyPage(() => import("../features/adjustments/AdjustmentsPage.tsx"), "AdjustmentsPage");
const AttentionPage = lazyPage(() => import("../features/attention/AttentionPage.tsx"), "AttentionPage");
const AuditPage = lazyPage(() => import("../features/audit/AuditPage.tsx"), "AuditPage");
const CataloguePage = lazyPage(() => import("../features/catalogue/CataloguePage.tsx"), "CataloguePage");
const ContentEditPage = lazyPage(() => import("../features/content/ContentEditPage.tsx"), "ContentEditPage");
const ContentListPage = lazyPage(() => import("../features/content/ContentListPage.tsx"), "ContentListPage");
const DashboardPage = lazyPage(() => import("../features/dashboard/DashboardPage.tsx"), "DashboardPage");
const DepositReviewPage = lazyPage(() => import("../features/deposits/DepositReviewPage.tsx"), "DepositReviewPage");
const DepositsQueuePage = lazyPage(() => import("../features/deposits/DepositsQueuePage.tsx"), "DepositsQueuePage");
const KycQueuePage = lazyPage(() => import("../features/kyc/KycQueuePage.tsx"), "KycQueuePage");
const KycReviewPage = lazyPage(() => import("../features/kyc/KycReviewPage.tsx"), "KycReviewPage");
const LoanFundPage = lazyPage(() => import("../features/loans/LoanFundPage.tsx"), "LoanFundPage");
const LoanProductsPage = lazyPage(() => import("../features/loans/LoanProductsPage.tsx"), "LoanProductsPage");
const LoanReviewPage = lazyPage(() => import("../features/loans/LoanReviewPage.tsx"), "LoanReviewPage");
const LoansQueuePage = lazyPage(() => import("../features/loans/LoansQueuePage.tsx"), "LoansQueuePage");
const CharitiesPage = lazyPage(() => import("../features/nfts/CharitiesPage.tsx"), "CharitiesPage");
const NftItemsPage = lazyPage(() => import("../features/nfts/NftItemsPage.tsx"), "NftItemsPage");
const OperatorsPage = lazyPage(() => import("../features/operators/OperatorsPage.tsx"), "OperatorsPage");
const InboxPage = lazyPage(() => import("../features/support/InboxPage.tsx"), "InboxPage");
const ParamsPage = lazyPage(() => import("../features/params/ParamsPage.tsx"), "ParamsPage");
const SnapshotsPage = lazyPage(() => import("../features/solvency/SnapshotsPage.tsx"), "SnapshotsPage");
const SmartProductsPage = lazyPage(() => import("../features/smart/SmartProductsPage.tsx"), "SmartProductsPage");
const UserPage = lazyPage(() => import("../features/users/UserPage.tsx"), "UserPage");
const UsersPage = lazyPage(() => import("../features/users/UsersPage.tsx"), "UsersPage");
const WithdrawalReviewPage = lazyPage(() => import("../features/withdrawals/WithdrawalReviewPage.tsx"), "WithdrawalReviewPage");
const WithdrawalsQueuePage = lazyPage(() => import("../features/withdrawals/WithdrawalsQueuePage.tsx"), "WithdrawalsQueuePage");

export const router = createBrowserRouter(
  [
    { path: "/setup", element: <RouteSuspense fallback={<Loading />}><SetupPage /></RouteSuspense> },
    { path: "/signin", element: <SignInPage /> },
    {
      element: (
        <RouteSuspense fallback={<Loading />}>
          <Layout />
        </RouteSuspense>
      ),
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
        { path: "solvency", element: <SnapshotsPage /> },
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
