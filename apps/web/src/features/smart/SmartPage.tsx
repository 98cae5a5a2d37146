// Smart trading (/trading, SPEC §2): the products with their rates, ranges and the reserve's
// coverage (everyone sees them), the buy form (real book only), and the logged-in user's plans.
// Every yield is paid out of the earn reserve, whose free and committed balances head the page,
// so where the money comes from is on screen before anything is bought.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ResultOf } from "@tradewind/api/endpoint";
import type { listSmartProducts } from "@tradewind/api/earn";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryFallback } from "../../components/QueryFallback.tsx";
import { useSession } from "../../lib/session.ts";
import { useSmartProducts } from "./api/products.ts";
import { BuyPanel } from "./components/BuyPanel.tsx";
import { Figures } from "./components/Figures.tsx";
import { Usdt } from "./components/Money.tsx";
import { PlansSection } from "./components/PlansSection.tsx";
import { ProductCard } from "./components/ProductCard.tsx";
import "./SmartPage.css";

type Offer = ResultOf<typeof listSmartProducts>;

export function SmartPage() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const products = useSmartProducts();
  return (
    <div className="page smart" data-testid="smart-page">
      <PageHeader title={t("smart.title")} subtitle={t("smart.subtitle")} />
      {products.isPending || products.isError ? <QueryFallback query={products} lines={6} /> : <OfferView offer={products.data} />}
      {loggedIn && <PlansSection />}
    </div>
  );
}

function OfferView({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const buyable = offer.items.filter((product) => product.enabled && product.timeframes.some((timeframe) => timeframe.purchasable));
  const [chosen, setChosen] = useState<string | null>(null);
  const productId = buyable.find((product) => product.id === chosen)?.id ?? buyable[0]?.id;
  if (offer.items.length === 0) {
    return (
      <section className="card card--padded smart-notice" data-testid="smart-not-enabled">
        <h2 className="smart__section-title">{t("smart.notEnabled")}</h2>
        <p className="smart-notice__detail">{t("smart.notEnabledDetail")}</p>
      </section>
    );
  }
  const choose = (id: string) => {
    setChosen(id);
    document.getElementById("smart-buy-title")?.scrollIntoView({ behavior: "smooth", block: "start" });
  };
  return (
    <>
      <ReserveBanner reserve={offer.reserve} />
      <div className="smart__layout">
        <section className="smart__products" aria-label={t("smart.productsTitle")}>
          {offer.items.map((product) => (
            <ProductCard key={product.id} product={product} chosen={product.id === productId} onChoose={() => choose(product.id)} />
          ))}
        </section>
        {productId === undefined ? (
          <section className="card card--padded smart-notice smart-panel" data-testid="smart-none-covered">
            <h2 className="smart__section-title">{t("smart.noneCoveredTitle")}</h2>
            <p className="smart-notice__detail">{t("smart.noneCoveredDetail")}</p>
          </section>
        ) : (
          <BuyPanel products={buyable} productId={productId} onProduct={setChosen} />
        )}
      </div>
    </>
  );
}

/** Where yields come from: the reserve's free money and what is already set aside for running plans. */
function ReserveBanner({ reserve }: { reserve: Offer["reserve"] }) {
  const { t } = useTranslation();
  return (
    <section className="card card--padded smart-reserve" aria-labelledby="smart-reserve-title" data-testid="smart-reserve">
      <div className="smart-reserve__text">
        <h2 id="smart-reserve-title" className="smart__section-title">
          {t("smart.reserveTitle")}
        </h2>
        <p>{t("smart.reserveBody")}</p>
      </div>
      <Figures
        className="smart-reserve__figures"
        rows={[
          { label: t("smart.reserveFree"), value: <Usdt value={reserve.free} />, testId: "smart-reserve-free" },
          { label: t("smart.reserveCommitted"), value: <Usdt value={reserve.committed} />, testId: "smart-reserve-committed" },
        ]}
      />
    </section>
  );
}
