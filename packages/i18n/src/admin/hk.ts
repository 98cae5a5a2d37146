// placeholder
import { adminEn, type AdminCatalogue } from "./en.ts";
export const adminHk: AdminCatalogue = adminEn;
