// Bus subjects of price alerts: an alert changed (created, edited, paused, deleted by an api
// process; the engine re-reads it from SQL), and an alert fired (whichever process holds the
// user's signed-in `/ws` sockets sends them the `priceAlert` frame).
import { subject } from "../platform/bus.ts";

export const alertChangedSubject = subject<{ alertId: string }>("alerts.changed");

export interface AlertFired {
  userId: string;
  id: string;
  code: string;
  condition: "above" | "below" | "move";
  price: string;
  ts: number;
}

export const alertFiredSubject = subject<AlertFired>("alerts.fired");
