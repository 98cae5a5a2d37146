// Request logging: one `debug` line per answered request (method, path without its query,
// status, time), so `info` holds only meaningful events (start, stop, migrations, feed and
// engine events, errors). The query string is left out because it can carry contacts; bodies and
// headers are never logged, and the logger redacts secrets should one be logged by mistake.
import { LogController, type FastifyInstance } from "fastify";

/** pino paths censored in every line: credentials a careless log call could pass along. */
export const redactedLogPaths = [
  "req.headers.authorization",
  "req.headers.cookie",
  "*.password",
  "*.oldPassword",
  "*.token",
  "*.idToken",
  "*.signature",
];

/** Turns off Fastify's two `info` lines per request; `logRequestsAtDebug` writes the one line instead. */
export function quietRequestLog(): LogController {
  return new LogController({ disableRequestLogging: true });
}

export function logRequestsAtDebug(app: FastifyInstance): void {
  app.addHook("onResponse", async (request, reply) => {
    request.log.debug(
      { method: request.method, path: request.url.split("?", 1)[0], status: reply.statusCode, elapsedMs: Math.round(reply.elapsedTime) },
      "request",
    );
  });
}
