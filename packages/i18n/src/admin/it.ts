// placeholder
import { adminEn, type AdminCatalogue } from "./en.ts";
export const adminIt: AdminCatalogue = adminEn;
