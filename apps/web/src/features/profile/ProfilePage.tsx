// The account page (SPEC §2): who I am, KYC status, the balance of the selected book with the
// demo / real switch, the demo reset, the offer to install the app, and the account menu.
import { useState } from "react";
import { useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ErrorState } from "@tradewind/ui/States.tsx";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { Skeleton } from "../../components/States.tsx";
import { clearSession } from "../../lib/session.ts";
import { useUserInfo } from "../../lib/user-info.ts";
import { logOut } from "./api/profile.ts";
import { AccountMenu } from "./components/AccountMenu.tsx";
import { BalanceCard } from "./components/BalanceCard.tsx";
import { ChangePasswordModal } from "./components/ChangePasswordModal.tsx";
import { IdentityCard } from "./components/IdentityCard.tsx";
import { InstallCard } from "./components/InstallCard.tsx";
import "./ProfilePage.css";

export function ProfilePage() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const logout = useLogout();
  const [changingPassword, setChangingPassword] = useState(false);

  if (info.isPending) {
    return (
      <div className="page profile">
        <div className="card card--padded">
          <Skeleton lines={4} />
        </div>
      </div>
    );
  }
  if (info.isError) {
    return (
      <div className="page profile">
        <ErrorState message={errorMessage(info.error)} onRetry={() => void info.refetch()} />
      </div>
    );
  }

  const { user, book, balances, demoEnabled } = info.data;
  return (
    <div className="page profile">
      <h1 className="visually-hidden">{t("profile.title")}</h1>
      <IdentityCard user={user} />
      <BalanceCard book={book} balances={balances} demoEnabled={demoEnabled} />
      <InstallCard />
      <AccountMenu onChangePassword={() => setChangingPassword(true)} />
      <button type="button" className="button button--danger button--block profile__logout" onClick={() => void logout()} data-testid="logout">
        {t("profile.logout")}
      </button>
      {changingPassword && <ChangePasswordModal onClose={() => setChangingPassword(false)} />}
    </div>
  );
}

/** Logs out here and on the server, then lands on the login page with nothing of the user cached. */
function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    try {
      await logOut();
    } catch (error) {
      // The session ends locally whatever the server says (it may already be revoked).
      console.warn("logout call failed", error);
    }
    // Leave the page first, so the login guard does not record /profile as the way back.
    await navigate("/pass/login", { replace: true, flushSync: true });
    clearSession();
    queryClient.clear();
  };
}
