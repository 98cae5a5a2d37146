// placeholder
import { adminEn, type AdminCatalogue } from "./en.ts";
export const adminEs: AdminCatalogue = adminEn;
