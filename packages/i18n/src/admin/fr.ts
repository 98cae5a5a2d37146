// placeholder
import { adminEn, type AdminCatalogue } from "./en.ts";
export const adminFr: AdminCatalogue = adminEn;
