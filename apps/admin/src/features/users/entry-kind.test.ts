import { describe, expect, it } from "vitest";
import i18next from "i18next";
import { userEntryKinds } from "@tradewind/domain/ledger-kinds";
import { adminCatalogues } from "@tradewind/i18n/admin-catalogues";
import { languages } from "@tradewind/i18n/languages";
import { entryKindName } from "./entry-kind.ts";

describe("entry kind names in the back office", () => {
  it.each(languages.map((language) => language.code))("every kind that moves a user's money has a name in %s", (code) => {
    const names: Record<string, string> = adminCatalogues[code].users.entryKinds;
    for (const kind of userEntryKinds) expect(names[kind]?.trim(), kind).toBeTruthy();
  });

  it("shows the name in the chosen language, and a kind without one as its code", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: "ar", resources: { ar: { translation: adminCatalogues.ar } } });
    expect(entryKindName(i18n.t, "contract_open")).toBe(adminCatalogues.ar.users.entryKinds.contract_open);
    expect(entryKindName(i18n.t, "future_kind")).toBe("future_kind");
  });
});
