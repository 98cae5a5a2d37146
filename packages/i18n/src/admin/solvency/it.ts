import type { AdminSolvencyText } from "./en.ts";

export const adminSolvencyIt: AdminSolvencyText = {
  nav: "Istantanee delle passività",
  solvency: {
    note: "Ogni giorno alle 00:00 UTC si acquisisce un'istantanea delle passività del conto reale e se ne pubblicano le radici firmate (pagina pubblica /solvency). Acquisiscine una ora per un'attestazione; viene registrata con il tuo motivo.",
    take: "Acquisisci un'istantanea ora",
    takeTitle: "Acquisisci un'istantanea delle passività",
    takeSubmit: "Acquisisci e pubblica",
    taken: "Istantanea {{id}} acquisita e pubblicata",
    empty: "Nessuna istantanea finora",
    id: "Istantanea",
    takenAt: "Acquisita il",
    trigger: "Acquisita da",
    triggers: {
      daily: "Job giornaliero",
      finance: "Finanza",
    },
    roots: "Totali per valuta (conti)",
  },
};
