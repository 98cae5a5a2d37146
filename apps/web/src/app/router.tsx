// Every route of SPEC §2. Features not built yet show a named "coming soon" page; unknown
// paths go home.
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { GoogleCallbackPage } from "../features/auth/GoogleCallbackPage.tsx";
import { LoginPage } from "../features/auth/LoginPage.tsx";
import { RegisterPage } from "../features/auth/RegisterPage.tsx";
import { ResetPage } from "../features/auth/ResetPage.tsx";
import { DetailPage } from "../features/content/DetailPage.tsx";
import { FaqPage } from "../features/content/FaqPage.tsx";
import { HelpPage } from "../features/content/HelpPage.tsx";
import { IntroductionPage } from "../features/content/IntroductionPage.tsx";
import { NoticePage } from "../features/content/NoticePage.tsx";
import { CurrencyPage } from "../features/currency/CurrencyPage.tsx";
import { FinancialPage } from "../features/financial/FinancialPage.tsx";
import { HomePage } from "../features/home/HomePage.tsx";
import { LoanPage } from "../features/loans/LoanPage.tsx";
import { InvitePage } from "../features/referral/InvitePage.tsx";
import { TeamPage } from "../features/referral/TeamPage.tsx";
import { MarketPage } from "../features/market/MarketPage.tsx";
import { NftsPage } from "../features/nfts/NftsPage.tsx";
import { NotificationsPage } from "../features/notifications/NotificationsPage.tsx";
import { CoinAccountPage } from "../features/orders/CoinAccountPage.tsx";
import { OrderDetailPage } from "../features/orders/OrderDetailPage.tsx";
import { OrdersPage } from "../features/orders/OrdersPage.tsx";
import { BalancePage } from "../features/profile/BalancePage.tsx";
import { ProfilePage } from "../features/profile/ProfilePage.tsx";
import { SettingsPage } from "../features/profile/SettingsPage.tsx";
import { SmartPage } from "../features/smart/SmartPage.tsx";
import { KefuPage } from "../features/support/KefuPage.tsx";
import { VerificationPage } from "../features/verification/VerificationPage.tsx";
import { RequireLogin } from "./RequireLogin.tsx";
import { Root } from "./Root.tsx";

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
