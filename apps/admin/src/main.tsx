// Back office placeholder: the operator console arrives in a later release.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./admin.css";

function AdminPlaceholder() {
  return (
    <main className="admin">
      <div className="admin__card">
        <p className="admin__brand">Tradewind</p>
        <h1>Back office</h1>
        <p>The operator console (users, KYC review, deposits and withdrawals, products, content and system parameters) arrives in a later release.</p>
        <a href="/">Go to the Tradewind site</a>
      </div>
    </main>
  );
}

const container = document.getElementById("root");
if (container === null) throw new Error("index.html has no #root");
createRoot(container).render(
  <StrictMode>
    <AdminPlaceholder />
  </StrictMode>,
);
