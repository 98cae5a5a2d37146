// Every route of SPEC §2. Features not built yet show a named "coming soon" page; unknown
// paths go home.
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { lazyPage } from "@tradewind/ui/lazy-route.tsx";
import { HomePage } from "../features/home/HomePage.tsx";
import { RequireLogin } from "./RequireLogin.tsx";
import { Root } from "./Root.tsx";

// Each page is a chunk of its own, fetched on first visit; the home page, the usual first, comes with the app.
const GoogleCallbackPage = lazyPage(() => import("../features/auth/GoogleCallbackPage.tsx"), "GoogleCallbackPage");
const LoginPage = lazyPage(() => import("../features/auth/LoginPage.tsx"), "LoginPage");
const RegisterPage = lazyPage(() => import("../features/auth/RegisterPage.tsx"), "RegisterPage");
const ResetPage = lazyPage(() => import("../features/auth/ResetPage.tsx"), "ResetPage");
const DetailPage = lazyPage(() => import("../features/content/DetailPage.tsx"), "DetailPage");
const FaqPage = lazyPage(() => import("../features/content/FaqPage.tsx"), "FaqPage");
const HelpPage = lazyPage(() => import("../features/content/HelpPage.tsx"), "HelpPage");
const IntroductionPage = lazyPage(() => import("../features/content/IntroductionPage.tsx"), "IntroductionPage");
const NoticePage = lazyPage(() => import("../features/content/NoticePage.tsx"), "NoticePage");
const CurrencyPage = lazyPage(() => import("../features/currency/CurrencyPage.tsx"), "CurrencyPage");
const FinancialPage = lazyPage(() => import("../features/financial/FinancialPage.tsx"), "FinancialPage");
const LoanPage = lazyPage(() => import("../features/loans/LoanPage.tsx"), "LoanPage");
const InvitePage = lazyPage(() => import("../features/referral/InvitePage.tsx"), "InvitePage");
const TeamPage = lazyPage(() => import("../features/referral/TeamPage.tsx"), "TeamPage");
const MarketPage = lazyPage(() => import("../features/market/MarketPage.tsx"), "MarketPage");
const NftsPage = lazyPage(() => import("../features/nfts/NftsPage.tsx"), "NftsPage");
const NotificationsPage = lazyPage(() => import("../features/notifications/NotificationsPage.tsx"), "NotificationsPage");
const CoinAccountPage = lazyPage(() => import("../features/orders/CoinAccountPage.tsx"), "CoinAccountPage");
const OrderDetailPage = lazyPage(() => import("../features/orders/OrderDetailPage.tsx"), "OrderDetailPage");
const OrdersPage = lazyPage(() => import("../features/orders/OrdersPage.tsx"), "OrdersPage");
const BalancePage = lazyPage(() => import("../features/profile/BalancePage.tsx"), "BalancePage");
const ProfilePage = lazyPage(() => import("../features/profile/ProfilePage.tsx"), "ProfilePage");
const SettingsPage = lazyPage(() => import("../features/profile/SettingsPage.tsx"), "SettingsPage");
const PortfolioPage = lazyPage(() => import("../features/profile/PortfolioPage.tsx"), "PortfolioPage");
const ProofPage = lazyPage(() => import("../features/solvency/ProofPage.tsx"), "ProofPage");
const SolvencyPage = lazyPage(() => import("../features/solvency/SolvencyPage.tsx"), "SolvencyPage");
const SecurityPage = lazyPage(() => import("../features/security/SecurityPage.tsx"), "SecurityPage");
const AlertsPage = lazyPage(() => import("../features/alerts/AlertsPage.tsx"), "AlertsPage");
const AddressCancelPage = lazyPage(() => import("../features/security/AddressCancelPage.tsx"), "AddressCancelPage");
const SmartPage = lazyPage(() => import("../features/smart/SmartPage.tsx"), "SmartPage");
const KefuPage = lazyPage(() => import("../features/support/KefuPage.tsx"), "KefuPage");
const VerificationPage = lazyPage(() => import("../features/verification/VerificationPage.tsx"), "VerificationPage");

const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { index: true, element: <HomePage /> },
      { path: "market", element: <MarketPage /> },
      { path: "trading", element: <SmartPage /> },
      { path: "loan", element: <LoanPage /> },
      { path: "nfts", element: <NftsPage /> },
      { path: "cruuency", element: <CurrencyPage /> },
      { path: "profile", element: <RequireLogin><ProfilePage /></RequireLogin> },
      { path: "profile/balance", element: <RequireLogin><BalancePage /></RequireLogin> },
      { path: "profile/balancebb", element: <RequireLogin><CoinAccountPage /></RequireLogin> },
      { path: "profile/orders", element: <RequireLogin><OrdersPage /></RequireLogin> },
      { path: "profile/orders/:kind/:id", element: <RequireLogin><OrderDetailPage /></RequireLogin> },
      { path: "profile/kefu", element: <KefuPage /> },
      { path: "profile/invite", element: <RequireLogin><InvitePage /></RequireLogin> },
      { path: "profile/team", element: <RequireLogin><TeamPage /></RequireLogin> },
      { path: "profile/financial", element: <RequireLogin><FinancialPage /></RequireLogin> },
      { path: "profile/verification", element: <RequireLogin><VerificationPage /></RequireLogin> },
      { path: "profile/notification", element: <RequireLogin><NotificationsPage /></RequireLogin> },
      { path: "profile/settings", element: <RequireLogin><SettingsPage /></RequireLogin> },
      { path: "profile/portfolio", element: <RequireLogin><PortfolioPage /></RequireLogin> },
      { path: "profile/proof", element: <RequireLogin><ProofPage /></RequireLogin> },
      { path: "solvency", element: <SolvencyPage /> },
      { path: "profile/security", element: <RequireLogin><SecurityPage /></RequireLogin> },
      { path: "profile/alerts", element: <RequireLogin><AlertsPage /></RequireLogin> },
      { path: "address-cancel", element: <AddressCancelPage /> },
      { path: "help", element: <HelpPage /> },
      { path: "help/faq", element: <FaqPage /> },
      { path: "help/notice", element: <NoticePage /> },
      { path: "detail", element: <DetailPage /> },
      { path: "introduction", element: <IntroductionPage /> },
      { path: "api/loginCallback/google", element: <GoogleCallbackPage /> },
      { path: "pass/register", element: <RegisterPage /> },
      { path: "pass/login", element: <LoginPage /> },
      { path: "pass/reset", element: <ResetPage /> },
      { path: "*", element: <Navigate to="/" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
