// One reply shape for every failure, those Fastify and Node raise before a route runs included:
// bad URL encoding (400), a too-long path parameter (414), a body that is too large (413), not
// JSON or of another type (415), malformed request lines or headers (400, 431), and requests
// arriving while the server closes (503). Each answers the {code, result, message} envelope with
// a catalogue code; the HTTP status keeps the exact HTTP meaning where it has one. The message is
// in the caller's language, except where Node could not parse the headers: then English.
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorCodes, httpStatusOf } from "@tradewind/api/errors";
import { AppError } from "./errors.ts";
import { errorMessage, requestLanguage } from "./messages.ts";
import { FieldError } from "./errors.ts";
import { errorReply, sendEnvelope } from "./route.ts";

/** Longest path parameter; ours (a record id, a parameter key) are far shorter. Longer answers 414. */
export const urlParamLengthMax = 100;
/** Told to a client the rate limit stopped without a window of its own (the plugin's answers carry theirs). */
const rateLimitRetrySeconds = 60;

interface Answer {
  code: number;
  status: number;
  params?: Record<string, string | number>;
}

/** Fastify's own failures: by its error code where the status alone is ambiguous, else by status. */
function answerFor(error: FastifyError): Answer | undefined {
  const status = error.statusCode ?? 500;
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") return { code: errorCodes.valueTooLong, status: 414 };
  if (status === 413) return { code: errorCodes.valueTooLong, status };
  if (status === 429) return { code: errorCodes.tooManyRequests, status, params: { seconds: rateLimitRetrySeconds } };
  if (status >= 400 && status < 500) return { code: errorCodes.invalidRequest, status };
  return undefined;
}

function replyFor(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  const language = requestLanguage(request.headers);
  if (error instanceof AppError) {
    // A catalogued fault of the server's own (10380, a sealing key that opens no secret) is for the operator to see in the log too.
    if (httpStatusOf(error.code) === 500) request.log.error({ err: error, requestId: request.id }, error.errorName);
    return errorReply(reply, language, error.code, error.params, error instanceof FieldError ? error.field : undefined);
  }
  const answer = answerFor(error);
  if (answer) return sendEnvelope(reply, answer.code, null, errorMessage(answer.code, language, answer.params), answer.status);
  request.log.error({ err: error, requestId: request.id }, "unhandled error");
  return errorReply(reply, language, errorCodes.unknownError);
}

/**
 * Node's parser refused the request (bad request line, bad or too large headers, a timeout): no
 * request object exists, so the envelope is written on the socket by hand, and the connection closed.
 */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  const code = status === 431 ? errorCodes.valueTooLong : errorCodes.invalidRequest;
  const body = JSON.stringify({ code, result: null, message: errorMessage(code, requestLanguage({})) });
  if (socket.writable) {
    const head = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
    socket.write(head + body);
  }
  socket.destroy();
}

/** Fastify options that route its pre-route failures through the envelope; passed to `Fastify()`. */
export const frameworkErrorOptions = {
  routerOptions: { maxParamLength: urlParamLengthMax },
  // Fastify's own 503 while closing is not an envelope; installErrorHandling answers instead.
  return503OnClosing: false,
  frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    replyFor(error, request, reply);
  },
  clientErrorHandler,
};

/** The error handler for everything thrown in a route, and the 503 envelope once closing has begun. */
export function installErrorHandling(app: FastifyInstance) {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onRequest", async (request, reply) => {
    if (!closing) return;
    reply.header("connection", "close");
    return errorReply(reply, requestLanguage(request.headers), errorCodes.serverClosing);
  });
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => replyFor(error, request, reply));
}
