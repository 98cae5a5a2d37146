import type { ReactNode } from "react";
import "./Auth.css";

/** The centred card every auth screen sits in. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="auth">
      <div className="auth__card card">
        <h1 className="auth__title">{title}</h1>
        <p className="auth__subtitle">{subtitle}</p>
        {children}
      </div>
      {footer !== undefined && <div className="auth__footer">{footer}</div>}
    </div>
  );
}
