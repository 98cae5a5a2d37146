import type { AdminSolvencyText } from "./en.ts";

export const adminSolvencyDe: AdminSolvencyText = {
  nav: "Verbindlichkeits-Schnappschüsse",
  solvency: {
    note: "Täglich um 00:00 UTC wird ein Schnappschuss der Verbindlichkeiten des echten Kontos erstellt und seine Wurzeln signiert veröffentlicht (öffentliche Seite /solvency). Erstellen Sie jetzt einen für eine Bestätigung; er wird mit Ihrer Begründung protokolliert.",
    take: "Jetzt Schnappschuss erstellen",
    takeTitle: "Verbindlichkeits-Schnappschuss erstellen",
    takeSubmit: "Erstellen und veröffentlichen",
    taken: "Schnappschuss {{id}} erstellt und veröffentlicht",
    empty: "Noch kein Schnappschuss",
    id: "Schnappschuss",
    takenAt: "Erstellt am",
    trigger: "Ausgelöst durch",
    triggers: {
      daily: "Täglicher Job",
      finance: "Finanzen",
    },
    roots: "Summen je Währung (Konten)",
  },
};
