// placeholder
import { adminEn, type AdminCatalogue } from "./en.ts";
export const adminKo: AdminCatalogue = adminEn;
