// The link of the "new withdrawal address" email (issue 24): /address-cancel#<token>. The token is
// in the fragment, so it reaches no server log; one click cancels the address while it waits.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "@tradewind/ui/Field.tsx";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { useCancelWithdrawalAddress } from "./api/security.ts";
import "./SecurityPage.css";

export function AddressCancelPage() {
  const { t } = useTranslation();
  const [token] = useState(() => window.location.hash.slice(1));
  const cancel = useCancelWithdrawalAddress();
  return (
    <div className="page security" data-testid="address-cancel-page">
      <PageHeader title={t("security.cancelTitle")} subtitle={t("security.addressBookTitle")} />
      <section className="card card--padded security__section">
        {cancel.isSuccess ? (
          <p role="status" data-testid="address-cancel-done">
            {t("security.cancelDone")}
          </p>
        ) : (
          <>
            <FormError message={cancel.error ? errorMessage(cancel.error) : token === "" ? t("errors.10315") : undefined} />
            <div className="security__actions">
              <button type="button" className="button button--danger" disabled={token === "" || cancel.isPending} onClick={() => cancel.mutate(token)} data-testid="address-cancel-submit">
                {cancel.isPending ? t("security.cancelling") : t("security.cancelTitle")}
              </button>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
