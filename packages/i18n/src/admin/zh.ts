// placeholder
import { adminEn, type AdminCatalogue } from "./en.ts";
export const adminZh: AdminCatalogue = adminEn;
