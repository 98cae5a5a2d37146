// Each catalogue code answers the HTTP status declared beside it; the codes that differ from 400 are pinned here.
import { describe, expect, it } from "vitest";
import { errorCatalogue, errorCodes, httpStatusOf, successCode } from "./errors.ts";

describe("the catalogue's HTTP statuses", () => {
  it.each([
    ["success", successCode, 200],
    ["an expired session", errorCodes.sessionExpired, 401],
    ["an unexpected failure", errorCodes.unknownError, 500],
    ["too many requests", errorCodes.tooManyRequests, 429],
    ["an upload still in progress", errorCodes.uploadInProgress, 429],
    ["an unknown record", errorCodes.notFound, 404],
    ["an operator's missing role", errorCodes.operatorForbidden, 403],
    ["an unfinished TOTP enrolment", errorCodes.totpEnrolmentRequired, 403],
    ["a server closing", errorCodes.serverClosing, 503],
    ["an email provider failing", errorCodes.messageNotSent, 503],
    ["a sealing key that opens no secret", errorCodes.secretsUnsealable, 500],
    ["an entry without a status", errorCodes.insufficientBalance, 400],
    ["an uncatalogued code", 12345, 400],
  ])("%s answers its status", (_, code, status) => {
    expect(httpStatusOf(code)).toBe(status);
  });

  it("declares a status beside only the codes that do not answer 400", () => {
    const declared = Object.values(errorCatalogue).flatMap((entry) => ("status" in entry ? [[entry.code, entry.status]] : []));
    expect(Object.fromEntries(declared)).toEqual({ 401: 401, 500: 500, 10110: 429, 10231: 429, 10118: 404, 10139: 403, 10152: 403, 10137: 503, 10138: 503, 10240: 503, 10360: 404, 10270: 404, 10380: 500 });
  });
});
