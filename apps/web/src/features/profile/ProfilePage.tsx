// The account page (SPEC §2): who I am, KYC status, the balance of the selected book with the
// demo / real switch, the demo reset, and the account menu.
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { ParseKeys } from "i18next";
import { Icon } from "../../components/Icon.tsx";
import { ErrorState, Skeleton } from "../../components/States.tsx";
import { useToast } from "../../components/Toast.tsx";
import { formatAmount, formatDate, signOf, useLocale } from "../../i18n/format.ts";
import { useLanguagePicker } from "../../i18n/LanguagePicker.tsx";
import { errorMessage } from "../../lib/api.ts";
import { clearSession, useSession } from "../../lib/session.ts";
import { userInfoKey, useUserInfo } from "../../lib/userInfo.ts";
import { logOut, resetDemo } from "./api.ts";
import { BookSwitch } from "./components/BookSwitch.tsx";
import { ChangePasswordModal } from "./components/ChangePasswordModal.tsx";
import "./ProfilePage.css";

const menuLinks: ReadonlyArray<{ key: ParseKeys; to: string; testId: string }> = [
  // SPEC's "balance" and "transaction record" are one page: the balance card above shows the
  // balance, and its statement is the transaction record, so one entry opens it.
  { key: "statement.title", to: "/profile/balance", testId: "menu-balance" },
  { key: "profile.menuDeposit", to: "/profile/financial?section=deposit", testId: "menu-deposit" },
  { key: "profile.menuOrders", to: "/profile/orders", testId: "menu-orders" },
  { key: "orders.coinAccount.menu", to: "/profile/balancebb", testId: "menu-coin-account" },
  { key: "profile.menuVerification", to: "/loan?section=verification", testId: "menu-verification" },
  { key: "profile.menuNotifications", to: "/profile/notification", testId: "menu-notifications" },
  { key: "profile.menuInvite", to: "/profile/invite", testId: "menu-invite" },
  { key: "profile.menuTeam", to: "/profile/team", testId: "menu-team" },
  { key: "profile.menuSupport", to: "/profile/kefu", testId: "menu-support" },
  { key: "profile.menuSettings", to: "/help?section=settings", testId: "menu-settings" },
];

export function ProfilePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const openLanguagePicker = useLanguagePicker();
  const { accountFlag } = useSession();
  const info = useUserInfo();
  const [changingPassword, setChangingPassword] = useState(false);

  const reset = useMutation({
    mutationFn: () => resetDemo(crypto.randomUUID()),
    onSuccess: (result) => {
      toast(t("profile.resetDemoDone", { amount: formatAmount(result.available, "USDT", locale) }));
      void queryClient.invalidateQueries({ queryKey: userInfoKey });
      void queryClient.invalidateQueries({ queryKey: ["statement"] });
    },
    onError: (error) => toast(errorMessage(error), "error"),
  });

  async function logout() {
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
  }

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
  const usdt = balances.find((balance) => balance.currency === "USDT");
  const others = balances.filter((balance) => balance.currency !== "USDT");
  const contact = user.email ?? (user.phone !== null ? `${user.areaCode ?? ""} ${user.phone}` : null);

  return (
    <div className="page profile">
      <h1 className="visually-hidden">{t("profile.title")}</h1>
      <section className="profile__identity card card--padded" aria-label={t("profile.title")}>
        <span className="profile__avatar" aria-hidden="true">
          {user.username.slice(0, 1).toUpperCase()}
        </span>
        <div className="profile__who">
          <p className="profile__name" data-testid="profile-username">
            {user.username}
          </p>
          {contact !== null && (
            <p className="profile__contact" dir="ltr">
              {contact}
            </p>
          )}
          <p className="profile__since">{t("profile.memberSince", { date: formatDate(user.createdAt, locale) })}</p>
        </div>
        <dl className="profile__facts">
          <div>
            <dt>{t("profile.kyc")}</dt>
            <dd>
              <span className={`badge badge--${user.kycStatus}`} data-testid="kyc-status">
                {t(`profile.kycStatus.${user.kycStatus}`)}
              </span>
            </dd>
          </div>
          <div>
            <dt>{t("profile.inviteCode")}</dt>
            <dd className="numeric" dir="ltr">
              {user.inviteCode}
            </dd>
          </div>
        </dl>
      </section>

      <section className={`profile__balance card card--padded profile__balance--${book}`} aria-labelledby="balance-title" data-testid="balance-card" data-book={book}>
        <div className="profile__balance-head">
          <h2 id="balance-title">{t("profile.balance")}</h2>
          <BookSwitch flag={accountFlag} />
        </div>
        <p className="profile__book-hint">{book === "demo" ? t("profile.bookDemoHint") : t("profile.bookRealHint")}</p>
        {book === "demo" && !demoEnabled && <p className="profile__warning">{t("profile.demoDisabled")}</p>}
        <p className="profile__usdt-label">{t("profile.totalUsdt")}</p>
        <p className="profile__usdt">
          <span className="numeric" data-testid="balance-usdt">
            {formatAmount(usdt?.available ?? "0", "USDT", locale)}
          </span>{" "}
          <span className="profile__currency">USDT</span>
        </p>
        {usdt !== undefined && signOf(usdt.held) === 1 && (
          <p className="profile__held">
            {t("profile.held")}: <span className="numeric">{formatAmount(usdt.held, "USDT", locale)}</span> USDT
          </p>
        )}
        {usdt !== undefined && signOf(usdt.margin) === 1 && (
          <p className="profile__held" data-testid="balance-margin">
            {t("profile.margin")}: <span className="numeric">{formatAmount(usdt.margin, "USDT", locale)}</span> USDT
          </p>
        )}
        {others.length > 0 && (
          <table className="profile__others">
            <thead>
              <tr>
                <th scope="col">{t("profile.currency")}</th>
                <th scope="col">{t("profile.available")}</th>
                <th scope="col">{t("profile.held")}</th>
              </tr>
            </thead>
            <tbody>
              {others.map((balance) => (
                <tr key={balance.currency}>
                  <th scope="row">{balance.currency}</th>
                  <td className="numeric">{formatAmount(balance.available, balance.currency, locale)}</td>
                  <td className="numeric">{formatAmount(balance.held, balance.currency, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <div className="profile__balance-actions">
          <Link to="/profile/balance" className="button button--secondary button--small">
            {t("statement.title")}
          </Link>
          {book === "demo" && demoEnabled && (
            <button type="button" className="button button--secondary button--small" onClick={() => reset.mutate()} disabled={reset.isPending} data-testid="reset-demo">
              {t("profile.resetDemo")}
            </button>
          )}
        </div>
      </section>

      <nav className="profile__menu card" aria-label={t("profile.menu")}>
        <ul>
          {menuLinks.map((item) => (
            <li key={item.testId}>
              <Link to={item.to} className="profile__menu-item" data-testid={item.testId}>
                <span>{t(item.key)}</span>
                <Icon name="chevron" size={18} className="mirror-rtl" />
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className="profile__menu-item" onClick={() => setChangingPassword(true)} data-testid="menu-change-password">
              <span>{t("profile.menuChangePassword")}</span>
              <Icon name="chevron" size={18} className="mirror-rtl" />
            </button>
          </li>
          <li>
            <button type="button" className="profile__menu-item" onClick={openLanguagePicker} data-testid="menu-language">
              <span>{t("profile.menuLanguage")}</span>
              <Icon name="globe" size={18} />
            </button>
          </li>
        </ul>
      </nav>

      <button type="button" className="button button--danger button--block profile__logout" onClick={() => void logout()} data-testid="logout">
        {t("profile.logout")}
      </button>

      {changingPassword && <ChangePasswordModal onClose={() => setChangingPassword(false)} />}
    </div>
  );
}
