// placeholder
import { adminEn, type AdminCatalogue } from "./en.ts";
export const adminJa: AdminCatalogue = adminEn;
