// placeholder
import { adminEn, type AdminCatalogue } from "./en.ts";
export const adminAr: AdminCatalogue = adminEn;
