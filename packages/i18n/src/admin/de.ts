// placeholder
import { adminEn, type AdminCatalogue } from "./en.ts";
export const adminDe: AdminCatalogue = adminEn;
