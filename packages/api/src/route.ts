// What a client needs at run time to call an endpoint: its method, path and API. Imports nothing
// at run time (the endpoint's types only), so a page that only calls endpoints loads neither zod
// nor the schemas; the request and result types still come from the endpoint's one schema.
import type { ApiScope, Endpoint } from "./endpoint.ts";

/** Routes of the customer endpoints are generated in routes.ts (routes.test.ts). */
export interface Route<E extends Endpoint = Endpoint> {
  readonly method: Endpoint["method"];
  /** As the endpoint's `path`, relative to its API's prefix. */
  readonly path: string;
  /** Absent means "customer", as on the endpoint. */
  readonly scope?: ApiScope;
  /** Types only: the endpoint this route reaches. Never set at run time. */
  readonly endpoint?: E;
}
