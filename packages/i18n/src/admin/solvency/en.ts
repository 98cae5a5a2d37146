// The back office's liability snapshots (issue 26) in English, one file per language like the NFT screens'.
export const adminSolvencyEn = {
  nav: "Liability snapshots",
  solvency: {
    note: "Every day at 00:00 UTC a snapshot of the real book's liabilities is taken and its roots published, signed (the public page /solvency). Take one now for an attestation; it is audited with your reason.",
    take: "Take a snapshot now",
    takeTitle: "Take a liability snapshot",
    takeSubmit: "Take and publish",
    taken: "Snapshot {{id}} taken and published",
    empty: "No snapshot yet",
    id: "Snapshot",
    takenAt: "Taken at",
    trigger: "Taken by",
    triggers: {
      daily: "Daily job",
      finance: "Finance",
    },
    roots: "Totals per currency (accounts)",
  },
};

export type AdminSolvencyText = typeof adminSolvencyEn;
