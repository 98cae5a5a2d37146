// Bidding and buying on one item (real book only). Until the user may act, the missing step is
// said in place of the form: log in, or switch to the real book. While live: the amount with the
// minimum next bid (one tap fills it), checked exactly before a confirming dialog that says the
// amount is held until outbid; and Buy now at the buy-now price behind its own dialog. Each
// request carries an Idempotency-Key per body (a retry or a double click acts once); a refusal
// (outbid meanwhile: 10180 with the new minimum, already leading, the auction ended) is the
// server's catalogued message, shown in the dialog.
import { useState, type FormEvent, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { nftCurrency, type NftItem } from "@tradewind/api/nfts";
import { assertNever } from "@tradewind/domain/assert";
import { FormError } from "@tradewind/ui/Field.tsx";
import { errorMessage } from "@tradewind/ui/api-core.ts";
import { Field } from "../../../components/Field.tsx";
import { Modal } from "../../../components/Modal.tsx";
import { ModalActions } from "../../../components/ModalActions.tsx";
import { SwitchToRealButton } from "../../../components/SwitchToRealButton.tsx";
import { useToast } from "../../../components/Toast.tsx";
import { formatAmount, formatDateTime, useLocale } from "../../../i18n/format.ts";
import { bookOf, useSession } from "../../../lib/session.ts";
import { useUserInfo } from "../../../lib/user-info.ts";
import { useBid, useBuyNow } from "../api/nfts.ts";
import { checkBid, formatDuration, type BidCheck } from "../bidding.ts";
import { Usdt } from "./Bits.tsx";

/** A name inside a sentence of the other direction (an English title in Arabic) keeps its own order. */
function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

export function BidPanel({ item }: { item: NftItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { loggedIn, accountFlag } = useSession();
  const location = useLocation();
  if (item.status !== "live") {
    const text = item.status === "upcoming" ? t("nfts.opensAt", { time: formatDateTime(item.startsAt, locale) }) : t("nfts.closed");
    return <Notice title={t("nfts.biddingTitle")} detail={text} testId="nft-not-live" />;
  }
  if (!loggedIn) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return (
      <Notice title={t("nfts.loginTitle")} detail={t("nfts.loginDetail")} testId="nft-needs-login">
        <Link to={`/pass/login?redirect=${redirect}`} className="button button--primary button--small" data-testid="nft-login">
          {t("nfts.login")}
        </Link>
      </Notice>
    );
  }
  if (bookOf(accountFlag) !== "real") {
    return (
      <Notice title={t("nfts.realOnlyTitle")} detail={t("nfts.realOnlyDetail")} testId="nft-needs-real">
        <SwitchToRealButton label={t("nfts.switchToReal")} testId="nft-switch-real" />
      </Notice>
    );
  }
  return (
    <section className="card card--padded nft-panel" aria-labelledby="nft-bid-title" data-testid="nft-bid-panel">
      <h2 id="nft-bid-title" className="nft__section-title">
        {t("nfts.biddingTitle")}
      </h2>
      <Leading item={item} />
      {item.minNextBid !== null && <BidForm key={item.id} item={item} minNextBid={item.minNextBid} />}
      {item.buyNowPrice !== null && <BuyNow item={item} buyNowPrice={item.buyNowPrice} />}
    </section>
  );
}

function Notice({ title, detail, testId, children }: { title: string; detail: string; testId: string; children?: ReactNode }) {
  return (
    <section className="card card--padded nft-panel" data-testid={testId}>
      <h2 className="nft__section-title">{title}</h2>
      <p className="nft__muted">{detail}</p>
      {children}
    </section>
  );
}

/** "You hold the highest bid" while the caller leads (the server says so on the signed-in item). */
function Leading({ item }: { item: NftItem }) {
  const { t } = useTranslation();
  if (!item.youLead) return null;
  return (
    <p className="nft-leading" data-testid="nft-you-lead">
      {t("nfts.youLead")}
    </p>
  );
}

function useAvailable(): string | undefined {
  const info = useUserInfo();
  return info.data?.balances.find((balance) => balance.currency === nftCurrency)?.available;
}

function BidForm({ item, minNextBid }: { item: NftItem; minNextBid: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (value: string) => `${formatAmount(value, nftCurrency, locale)} ${nftCurrency}`;
  const available = useAvailable();
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const [confirming, setConfirming] = useState<string | null>(null);
  const problemOf = (check: BidCheck): string | undefined => {
    switch (check.state) {
      case "ok":
        return undefined;
      case "empty":
        return t("nfts.enterAmount");
      case "invalid":
        return t("errors.10165");
      case "below":
        return t("nfts.belowMin", { amount: money(check.min) });
      case "atBuyNow":
        return t("nfts.atBuyNow", { amount: money(check.buyNow) });
      default:
        return assertNever(check, "bid check");
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkBid(amount, minNextBid, item.buyNowPrice);
    setError(problemOf(check));
    if (check.state === "ok") setConfirming(check.amount);
  };
  const hint = (
    <>
      <span dir="auto" data-testid="nft-min-next-bid" data-value={minNextBid}>
        {t("nfts.minNextBid", { amount: money(minNextBid) })}
      </span>
      {available !== undefined && <span data-testid="nft-available"> · {t("nfts.available", { amount: money(available) })}</span>}
    </>
  );
  return (
    <form className="nft-bid" onSubmit={onSubmit} noValidate>
      <Field
        label={t("nfts.yourBid")}
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setError(undefined);
        }}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        placeholder={formatAmount(minNextBid, nftCurrency, locale, { style: "exact" })}
        hint={hint}
        error={error}
        trailing={
          <button type="button" className="button button--ghost button--small" onClick={() => {
              setAmount(minNextBid);
              setError(undefined);
            }} data-testid="nft-bid-min">
            {t("nfts.useMinimum")}
          </button>
        }
        data-testid="nft-bid-amount"
      />
      <button type="submit" className="button button--primary button--block" data-testid="nft-bid-submit">
        {t("nfts.bid")}
      </button>
      {confirming !== null && (
        <BidDialog
          item={item}
          amount={confirming}
          onClose={(placed) => {
            setConfirming(null);
            if (placed) setAmount("");
          }}
        />
      )}
    </form>
  );
}

function BidDialog({ item, amount, onClose }: { item: NftItem; amount: string; onClose: (placed: boolean) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toast = useToast();
  const money = `${formatAmount(amount, nftCurrency, locale, { style: "exact" })} ${nftCurrency}`;
  const bid = useBid(item.id, amount, () => {
    toast(t("nfts.bidPlaced", { amount: money }));
    onClose(true);
  });
  const close = () => {
    if (!bid.isPending) onClose(false);
  };
  return (
    <Modal title={t("nfts.bidConfirmTitle")} onClose={close} testId="nft-bid-dialog">
      <p className="nft-dialog__amount numeric" dir="ltr" data-testid="nft-bid-dialog-amount">
        {money}
      </p>
      <p className="nft__muted">{t("nfts.bidConfirmBody", { name: isolate(item.name), charity: isolate(item.charity.name) })}</p>
      <div className="nft-dialog__rule">
        <AntiSnipingRule item={item} />
      </div>
      <FormError message={bid.error === null ? undefined : errorMessage(bid.error)} />
      <ModalActions confirmLabel={bid.isPending ? t("nfts.bidding") : t("nfts.bidConfirm")} onConfirm={() => bid.mutate()} onCancel={close} pending={bid.isPending} testId="nft-bid-confirm" />
    </Modal>
  );
}

function BuyNow({ item, buyNowPrice }: { item: NftItem; buyNowPrice: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="nft-buy">
      <p className="nft-buy__price">
        <span className="nft__muted">{t("nfts.buyNowPrice")}</span> <Usdt value={buyNowPrice} testId="nft-buy-now-price" />
      </p>
      <button type="button" className="button button--secondary button--block" onClick={() => setOpen(true)} data-testid="nft-buy-now">
        {t("nfts.buyNow")}
      </button>
      {open && <BuyNowDialog item={item} price={buyNowPrice} onClose={() => setOpen(false)} />}
    </div>
  );
}

function BuyNowDialog({ item, price, onClose }: { item: NftItem; price: string; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toast = useToast();
  const money = `${formatAmount(price, nftCurrency, locale, { style: "exact" })} ${nftCurrency}`;
  const buy = useBuyNow(item.id, () => {
    toast(t("nfts.bought", { name: item.name }));
    onClose();
  });
  const close = () => {
    if (!buy.isPending) onClose();
  };
  return (
    <Modal title={t("nfts.buyNowTitle", { name: isolate(item.name) })} onClose={close} testId="nft-buy-dialog">
      <p className="nft-dialog__amount numeric" dir="ltr">
        {money}
      </p>
      <p className="nft__muted">{t("nfts.buyNowBody", { amount: money, charity: isolate(item.charity.name) })}</p>
      <FormError message={buy.error === null ? undefined : errorMessage(buy.error)} />
      <ModalActions confirmLabel={buy.isPending ? t("nfts.buying") : t("nfts.buyNowConfirm")} onConfirm={() => buy.mutate()} onCancel={close} pending={buy.isPending} testId="nft-buy-confirm" />
    </Modal>
  );
}

/** "A bid in the last 1 minute extends the end to 2 minutes after that bid." */
export function AntiSnipingRule({ item }: { item: NftItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rule = t("nfts.antiSniping", { window: formatDuration(item.snipeWindowSeconds, locale), extension: formatDuration(item.extendSeconds, locale) });
  return (
    <p className="nft-rule" data-testid="nft-anti-sniping" data-window={item.snipeWindowSeconds} data-extend={item.extendSeconds}>
      <span className="nft-rule__title">{t("nfts.antiSnipingTitle")}</span> {rule}
    </p>
  );
}
