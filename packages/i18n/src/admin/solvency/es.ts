import type { AdminSolvencyText } from "./en.ts";

export const adminSolvencyEs: AdminSolvencyText = {
  nav: "Instantáneas de pasivos",
  solvency: {
    note: "Cada día a las 00:00 UTC se toma una instantánea de los pasivos de la cuenta real y se publican sus raíces firmadas (página pública /solvency). Toma una ahora para una certificación; queda auditada con tu motivo.",
    take: "Tomar una instantánea ahora",
    takeTitle: "Tomar una instantánea de pasivos",
    takeSubmit: "Tomar y publicar",
    taken: "Instantánea {{id}} tomada y publicada",
    empty: "Aún no hay instantáneas",
    id: "Instantánea",
    takenAt: "Tomada el",
    trigger: "Tomada por",
    triggers: {
      daily: "Tarea diaria",
      finance: "Finanzas",
    },
    roots: "Totales por moneda (cuentas)",
  },
};
