// Public system parameters (SPEC §7 getParamByKey); private ones are never served.
import { z } from "zod";
import { endpoint, failWith } from "./endpoint.ts";

export const getParamByKey = endpoint({
  method: "GET",
  path: "/index/getParamByKey/:key",
  summary: "A public system parameter, e.g. down_url (the Android download link).",
  auth: "none",
  params: z.strictObject({ key: z.string(failWith("invalidRequest")).regex(/^[a-z_]{1,64}$/, failWith("systemParamMissing")) }),
  result: z.object({ paramValue: z.string() }),
});
