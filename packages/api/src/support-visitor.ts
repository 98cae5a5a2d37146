// A support visitor's token: the header that carries it and how long it lives. Apart from
// support.ts (zod), so the site's frame, which sends the header from its first load, imports no schemas.

/** The REST header carrying a visitor's token. */
export const visitorTokenHeader = "X-Visitor-Token";
/** A visitor token is valid this many days after it was issued. */
export const visitorTokenDays = 30;
