// OpenAPI 3.1 document generated from the endpoint schemas in packages/api, and a plain,
// self-contained HTML page that renders it (no CDN: this server may run offline).
import type { z } from "zod";
import { apiPrefixes, isOperatorAuth, type Auth, type Endpoint } from "@tradewind/api/endpoint";
import { errorCatalogue, errorCodes, httpStatusOf, successCodes } from "@tradewind/api/errors";
import { catalogues } from "@tradewind/i18n/catalogues";
import { invariant } from "@tradewind/domain/assert";
import { envelopeSchema, jsonSchema, type JsonSchema as Schema } from "./json-schema.ts";

/** Security and a note on who may call: users' tokens and operators' tokens are different schemes; public calls declare none. */
function accessOf(auth: Auth): Record<string, unknown> {
  if (auth === "user") return { security: [{ token: [] }] };
  if (!isOperatorAuth(auth)) return { security: [] };
  const roles = auth.operator.length === 0 ? "any operator" : `roles: ${[...auth.operator, "admin"].join(", ")}`;
  return { security: [{ operatorToken: [] }], "x-roles": auth.operator, description: `Operators only (${roles}).` };
}

type Properties = { properties?: Record<string, Schema>; required?: string[] };

function parametersOf(schema: z.ZodType | undefined, location: "query" | "path") {
  if (!schema) return [];
  const json = jsonSchema(schema, "input") as Properties;
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === "path" || (json.required ?? []).includes(name),
    schema: property,
  }));
}

const envelopeDescription = "Envelope: code 200 with the result, or a catalogued error code with a translated message";

/** The failure envelope, described once (components) and referenced by every operation's 4xx replies. */
const errorEnvelope = {
  type: "object",
  required: ["code", "result", "message"],
  properties: {
    code: { type: "integer", description: "A catalogued error code (see the list above)" },
    message: { type: "string", description: "The code's message in the request's language" },
    result: { anyOf: [{ type: "null" }, { type: "object", required: ["field"], properties: { field: { type: "string", description: "The request field at fault" } } }] },
  },
};

/** The HTTP statuses a failure answers, read from the catalogue's entries, each a component response. */
const errorResponses = {
  BadRequest: [String(httpStatusOf(errorCodes.invalidRequest)), "Refused: a catalogued error code (invalid input, insufficient balance, market closed, …)"],
  Unauthorized: [String(errorCatalogue.sessionExpired.status), "No valid session token for this API (code 401)"],
  Forbidden: [String(errorCatalogue.operatorForbidden.status), "An operator whose roles or unfinished TOTP enrolment do not allow this call"],
  NotFound: [String(errorCatalogue.notFound.status), "The named record does not exist or is not the caller's (code 10118)"],
  TooManyRequests: [String(errorCatalogue.tooManyRequests.status), "Too many requests from this address; try again after the seconds in the message (code 10110)"],
} as const;

type ErrorResponse = keyof typeof errorResponses;

function errorResponse(name: ErrorResponse) {
  return { [errorResponses[name][0]]: { $ref: `#/components/responses/${name}` } };
}

/** An endpoint that names a record (a path parameter or an id field) answers 404 when it does not exist. */
function namesARecord(endpoint: Endpoint): boolean {
  if (endpoint.params) return true;
  const fields = [endpoint.query, endpoint.body].flatMap((schema) => Object.keys(schema ? ((jsonSchema(schema, "input") as Properties).properties ?? {}) : {}));
  return fields.some((name) => name === "id" || name.endsWith("Id"));
}

function responsesOf(endpoint: Endpoint) {
  const ok = endpoint.fileReply
    ? {
        description: "The file's bytes with one of these Content-Types; a failure answers the envelope with a catalogued error code",
        content: Object.fromEntries(endpoint.fileReply.map((type) => [type, { schema: { type: "string", format: "binary" } }])),
      }
    : { description: envelopeDescription, content: { "application/json": { schema: envelopeSchema(endpoint.result) } } };
  return {
    "200": ok,
    ...errorResponse("BadRequest"),
    ...(endpoint.auth === "none" ? {} : errorResponse("Unauthorized")),
    ...(isOperatorAuth(endpoint.auth) ? errorResponse("Forbidden") : {}),
    ...(namesARecord(endpoint) ? errorResponse("NotFound") : {}),
    ...errorResponse("TooManyRequests"),
  };
}

/** Unique across the document: a GET and a POST may share a path, so the method leads. */
function operationIdOf(endpoint: Endpoint): string {
  const scope = endpoint.scope === "admin" ? "admin_" : "";
  return `${endpoint.method.toLowerCase()}_${scope}${endpoint.path.replace(/^\//, "").replace(/[/:]+/g, "_")}`;
}

function operationOf(endpoint: Endpoint, operationId: string) {
  const scope = endpoint.scope ?? "customer";
  const operation: Record<string, unknown> = {
    summary: endpoint.summary,
    operationId,
    ...accessOf(endpoint.auth),
    parameters: [
      ...parametersOf(endpoint.params, "path"),
      ...parametersOf(endpoint.query, "query"),
      { name: "lang", in: "header", required: false, schema: { type: "string" }, description: "Language of messages (en, ja, ko, de, fr, it, es, ar, hk, zh); falls back to Accept-Language" },
      ...(scope === "customer" ? [{ name: "virtually", in: "header", required: false, schema: { enum: ["NO", "YES"] }, description: "NO or absent: demo book; YES: real book; any other value (other case, spaces, repeated) answers 10242" }] : []),
      ...(endpoint.idempotent ? [{ name: "Idempotency-Key", in: "header", required: false, schema: { type: "string", maxLength: 100 }, description: "A replay with the same key returns the first result" }] : []),
    ],
    responses: responsesOf(endpoint),
  };
  if (endpoint.body) operation.requestBody = { required: true, content: { "application/json": { schema: jsonSchema(endpoint.body, "input") } } };
  if (endpoint.multipart) operation.requestBody = { required: true, content: { "multipart/form-data": { schema: { type: "object" } } } };
  return operation;
}

export function openApiDocument(endpoints: readonly Endpoint[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const operationIds = new Set<string>();
  for (const endpoint of endpoints) {
    const path = apiPrefixes[endpoint.scope ?? "customer"] + endpoint.path.replace(/:(\w+)/g, "{$1}");
    const operationId = operationIdOf(endpoint);
    invariant(!operationIds.has(operationId), `two endpoints share the operationId ${operationId}`);
    operationIds.add(operationId);
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operationOf(endpoint, operationId) };
  }
  const messages: Record<string, string> = catalogues.en.errors;
  return {
    openapi: "3.1.0",
    info: {
      title: "Tradewind API",
      version: "1.0.0",
      description:
        "Customer endpoints live under /swx/customer, back-office endpoints under /swx/admin. Every reply is {code, result, message}. Error codes:\n\n" +
        Object.values(errorCodes)
          .map((code) => `- ${code}: ${messages[String(code)] ?? ""}`)
          .join("\n") +
        `\n\nSuccess codes: 200, ${Object.values(successCodes).join(", ")}.`,
    },
    // Relative: the API is served by the same server as this document.
    servers: [{ url: "/", description: "The server that serves this document" }],
    components: {
      securitySchemes: {
        token: { type: "apiKey", in: "header", name: "Authorization", description: "A user's session token (/swx/customer)" },
        operatorToken: { type: "apiKey", in: "header", name: "Authorization", description: "An operator's session token (/swx/admin)" },
      },
      schemas: { ErrorEnvelope: errorEnvelope },
      responses: Object.fromEntries(
        Object.entries(errorResponses).map(([name, [, description]]) => [name, { description, content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } } }]),
      ),
    },
    paths,
  };
}

export const docsPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Tradewind API</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1b2430;background:#f6f8fb}
main{max-width:960px;margin:0 auto;padding:24px}
h1{margin:0 0 4px}.op{background:#fff;border:1px solid #dde3ea;border-radius:8px;margin:12px 0;padding:12px 16px}
.m{display:inline-block;min-width:52px;font-weight:700;color:#fff;border-radius:4px;padding:0 6px;margin-inline-end:8px;text-align:center}
.GET{background:#1f7a4d}.POST{background:#2d5fd3}code,pre{font:13px ui-monospace,monospace}
pre{background:#f1f4f8;padding:8px;border-radius:6px;overflow:auto;max-height:320px}
details summary{cursor:pointer;color:#2d5fd3}
</style></head><body><main>
<h1>Tradewind customer API</h1><p>Machine-readable document: <a href="/swx/openapi.json">/swx/openapi.json</a></p>
<pre id="info"></pre><div id="ops">Loading…</div>
<script src="/swx/docs.js"></script></main></body></html>`;

// Each operation is drawn on its own: a file reply has no JSON result, and one odd operation must
// never stop the ones after it (it is drawn with what it has, and the failure is shown on it).
export const docsScript = `
function jsonResult(op){
  const ok=op.responses&&op.responses["200"];
  const json=ok&&ok.content&&ok.content["application/json"];
  return json&&json.schema&&json.schema.properties?json.schema.properties.result:undefined;
}
function fileTypes(op){
  const ok=op.responses&&op.responses["200"];
  return ok&&ok.content?Object.keys(ok.content).filter(t=>t!=="application/json"):[];
}
function drawOperation(path,method,op){
  const el=document.createElement("section"); el.className="op";
  el.id=op.operationId||method+" "+path;
  const head=document.createElement("div");
  const m=document.createElement("span"); m.className="m "+method.toUpperCase(); m.textContent=method.toUpperCase();
  const p=document.createElement("code"); p.textContent=path;
  head.append(m,p); el.append(head);
  const s=document.createElement("p"); s.textContent=(op.summary||"")+(op.security&&op.security.length?" (needs Authorization)":""); el.append(s);
  const types=fileTypes(op);
  if(types.length){ const f=document.createElement("p"); f.textContent="Answers a file: "+types.join(", "); el.append(f); }
  const body=op.requestBody&&op.requestBody.content;
  const sections=[["Parameters",op.parameters],["Request body",body&&(body["application/json"]||body["multipart/form-data"]||{}).schema],["Result",jsonResult(op)]];
  for(const [label,value] of sections){
    if(!value||(Array.isArray(value)&&!value.length)) continue;
    const d=document.createElement("details"); const sm=document.createElement("summary"); sm.textContent=label;
    const pre=document.createElement("pre"); pre.textContent=JSON.stringify(value,null,2); d.append(sm,pre); el.append(d);
  }
  return el;
}
fetch("/swx/openapi.json").then(r=>r.json()).then(doc=>{
  document.getElementById("info").textContent=doc.info.description;
  const ops=document.getElementById("ops"); ops.textContent="";
  for(const [path,methods] of Object.entries(doc.paths)){
    for(const [method,op] of Object.entries(methods)){
      try{ ops.append(drawOperation(path,method,op)); }
      catch(error){
        console.error("docs: could not draw "+method.toUpperCase()+" "+path, error);
        const el=document.createElement("section"); el.className="op"; el.textContent=method.toUpperCase()+" "+path+": could not be drawn ("+error+")"; ops.append(el);
      }
    }
  }
});
`;
