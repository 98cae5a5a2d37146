// Public client settings: what the web app needs to know about this server's configuration
// before anyone signs in (e.g. whether Google sign-in is offered, and with which client id).
import { z } from "zod";
import { endpoint } from "./endpoint.ts";

export const getClientSettings = endpoint({
  method: "GET",
  path: "/index/settings",
  summary: "Public client settings: the Google OAuth client id when Google sign-in is configured (GOOGLE_CLIENT_ID), else null.",
  auth: "none",
  result: z.object({
    /** The OAuth client id the sign-in button uses; null hides the button. */
    googleClientId: z.string().nullable(),
  }),
});

export type ClientSettings = z.infer<typeof getClientSettings.result>;
