// Changing one coin/network's receiving address and whether it accepts deposits, with the
// audit reason. A refusal of the address itself (not valid on the network, 10164; blank, 10021)
// shows under the address field; any other under the form.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { listReceivingAddresses } from "@tradewind/api/admin/payments";
import type { ResultOf } from "@tradewind/api/endpoint";
import { errorCodes } from "@tradewind/api/errors";
import { ApiError } from "@tradewind/ui/api-core.ts";
import { Field } from "../../../components/Field.tsx";
import { ReasonDialog } from "../../../components/ReasonDialog.tsx";
import { useSetReceivingAddress } from "../api/addresses.ts";

export type ReceivingAddress = ResultOf<typeof listReceivingAddresses>["items"][number];

/** The address's bound in the contract. */
const addressLengthMax = 120;
const addressCodes: readonly number[] = [errorCodes.withdrawalAddressInvalid, errorCodes.receivingAddressMissing];

export function AddressDialog({ row, onClose }: { row: ReceivingAddress; onClose: () => void }) {
  const { t } = useTranslation();
  const setReceivingAddress = useSetReceivingAddress();
  // A placeholder is not offered for editing: the operator types the real address.
  const [address, setAddress] = useState(row.placeholder ? "" : row.address);
  const [enabled, setEnabled] = useState(row.enabled);
  const [addressError, setAddressError] = useState<string | undefined>(undefined);
  const save = (reason: string) => setReceivingAddress({ coin: row.coin, network: row.network, address: address.trim(), enabled, reason });
  const claimsError = (failure: unknown) => {
    if (!(failure instanceof ApiError) || !addressCodes.includes(failure.code)) return false;
    setAddressError(failure.message);
    return true;
  };
  return (
    <ReasonDialog title={t("addresses.editTitle", { coin: row.coin, network: row.network })} submitLabel={t("common.save")} onClose={onClose} onSubmit={save} claimsError={claimsError} testId="address-dialog">
      {row.placeholder && (
        <p className="placeholder-flag" data-testid="placeholder">
          {t("addresses.placeholder")}
        </p>
      )}
      <Field
        label={t("addresses.addressOn", { network: row.network })}
        hint={t("addresses.addressHint", { network: row.network })}
        error={addressError}
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        maxLength={addressLengthMax}
        value={address}
        onChange={(event) => {
          setAddress(event.target.value);
          setAddressError(undefined);
        }}
        data-testid="address"
      />
      <label className="checks__item">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} data-testid="enabled" />
        {t("addresses.enabledLabel")}
      </label>
    </ReasonDialog>
  );
}
