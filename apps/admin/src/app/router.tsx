// The console's routes under /admin: the one-time link and sign-in pages outside the frame,
// every section inside it.
import { createBrowserRouter } from "react-router";
import { SetupPage } from "../features/auth/SetupPage.tsx";
import { SignInPage } from "../features/auth/SignInPage.tsx";
import { AdjustmentsPage } from "../features/adjustments/AdjustmentsPage.tsx";
import { AttentionPage } from "../features/attention/AttentionPage.tsx";
import { AuditPage } from "../features/audit/AuditPage.tsx";
import { CataloguePage } from "../features/catalogue/CataloguePage.tsx";
import { DashboardPage } from "../features/dashboard/DashboardPage.tsx";
import { OperatorsPage } from "../features/operators/OperatorsPage.tsx";
import { ParamsPage } from "../features/params/ParamsPage.tsx";
import { UserPage } from "../features/users/UserPage.tsx";
import { UsersPage } from "../features/users/UsersPage.tsx";
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
        { path: "params", element: <ParamsPage /> },
        { path: "catalogue", element: <CataloguePage /> },
        { path: "audit", element: <AuditPage /> },
        { path: "operators", element: <OperatorsPage /> },
      ],
    },
  ],
  { basename: "/admin" },
);
