// Shared pieces of the back-office contract: the endpoint helper that files an endpoint under
// /swx/admin, the mandatory reason every operator change carries, and bounded text and time
// filters. Limits are named here so the admin app can show them.
import { languages, type LanguageCode } from "@tradewind/i18n/languages";
import { z } from "zod";
import { endpoint, failWith, type Endpoint, type OperatorAuth } from "../endpoint.ts";
import { isSingleLineText } from "../text.ts";
import { operatorRoles } from "./roles.ts";

/** Longest reason an operator may write for a change; it is kept in the audit log. */
export const reasonLengthMax = 500;
/** Shortest reason: a few words, so "x" does not pass as an explanation. */
export const reasonLengthMin = 3;
/** Most rows one list page holds in the back office. */
export const adminPageSizeMax = 100;

/** Why an operator makes a change: required on every write, stored in the audit row. */
export const reasonSchema = z
  .string(failWith("enterReason"))
  .trim()
  .min(reasonLengthMin, failWith("enterReason"))
  .max(reasonLengthMax, failWith("valueTooLong"));

const languageCodes = languages.map((language) => language.code) as [LanguageCode, ...LanguageCode[]];
/** The language a user reads, chosen by the operator for what the user receives (a statement, an email). */
export const userLanguageSchema = z.enum(languageCodes, failWith("invalidRequest"));

export const roleSchema = z.enum(operatorRoles, failWith("invalidRequest"));
/** A set of roles: at least one, no repeats (the five roles at most). */
export const rolesSchema = z
  .array(roleSchema, failWith("invalidRequest"))
  .min(1, failWith("invalidRequest"))
  .max(operatorRoles.length, failWith("invalidRequest"))
  .refine((roles) => new Set(roles).size === roles.length, failWith("invalidRequest"));

/** Free text typed into a one-line field: a filter or search box, a name, a reference. No line breaks or tabs (10100). */
export function searchText(lengthMax: number) {
  return z
    .string(failWith("invalidRequest"))
    .trim()
    .min(1, failWith("invalidRequest"))
    .max(lengthMax, failWith("valueTooLong"))
    .refine(isSingleLineText, failWith("invalidRequest"));
}

/** An instant with its offset, e.g. 2026-11-23T00:00:00Z; used by date-range filters. */
export const instantSchema = z.iso.datetime({ offset: true, ...failWith("invalidTimeRange") });

/** Paging of admin lists: page from 1, size up to `adminPageSizeMax`. */
export const adminPageQuery = {
  page: z.coerce.number(failWith("invalidRequest")).int(failWith("invalidRequest")).min(1, failWith("invalidRequest")).max(100_000, failWith("invalidRequest")).default(1),
  size: z.coerce.number(failWith("invalidRequest")).int(failWith("invalidRequest")).min(1, failWith("invalidRequest")).max(adminPageSizeMax, failWith("invalidRequest")).default(20),
};

/** What every write answers besides its own result: the audit row it wrote. */
export const auditedSchema = z.object({ auditId: z.string() });

/**
 * A back-office endpoint: mounted under /swx/admin. Only visitors (setup and sign-in) or
 * operators may call one; a user token is never an answer here.
 */
export function adminEndpoint<
  Query extends z.ZodType = z.ZodNever,
  Body extends z.ZodType = z.ZodNever,
  Params extends z.ZodType = z.ZodNever,
  Result extends z.ZodType = z.ZodType,
  const Access extends "none" | OperatorAuth = "none" | OperatorAuth,
>(definition: Omit<Endpoint<Query, Body, Params, Result, Access>, "scope">): Endpoint<Query, Body, Params, Result, Access> {
  return endpoint({ ...definition, scope: "admin" });
}
