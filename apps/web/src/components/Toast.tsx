// Short confirmations ("Switched to real account") announced politely to screen readers.
import { invariant } from "@tradewind/domain/assert";
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import "./Toast.css";

type Tone = "success" | "error" | "info";
interface ToastItem {
  id: number;
  message: string;
  tone: Tone;
}
type ShowToast = (message: string, tone?: Tone) => void;

const ToastContext = createContext<ShowToast>(() => {
  invariant(false, "useToast outside ToastProvider");
});
const toastLifetime_ms = 3500;
const maxToasts = 3;
let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const show = useCallback<ShowToast>((message, tone = "success") => {
    const id = nextId++;
    setToasts((current) => [...current.slice(-(maxToasts - 1)), { id, message, tone }]);
  }, []);
  const remove = useCallback((id: number) => setToasts((current) => current.filter((item) => item.id !== id)), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <Toast key={toast.id} item={toast} onDone={remove} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function Toast({ item, onDone }: { item: ToastItem; onDone: (id: number) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDone(item.id), toastLifetime_ms);
    return () => window.clearTimeout(timer);
  }, [item.id, onDone]);
  return (
    <div className={`toast toast--${item.tone}`} data-testid="toast">
      {item.message}
    </div>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}
