import type { AdminSolvencyText } from "./en.ts";

export const adminSolvencyFr: AdminSolvencyText = {
  nav: "Instantanés des passifs",
  solvency: {
    note: "Chaque jour à 00:00 UTC, un instantané des passifs du compte réel est pris et ses racines sont publiées signées (page publique /solvency). Prenez-en un maintenant pour une attestation ; il est audité avec votre motif.",
    take: "Prendre un instantané maintenant",
    takeTitle: "Prendre un instantané des passifs",
    takeSubmit: "Prendre et publier",
    taken: "Instantané {{id}} pris et publié",
    empty: "Aucun instantané pour l'instant",
    id: "Instantané",
    takenAt: "Pris le",
    trigger: "Pris par",
    triggers: {
      daily: "Tâche quotidienne",
      finance: "Finance",
    },
    roots: "Totaux par devise (comptes)",
  },
};
