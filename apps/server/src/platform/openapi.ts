// OpenAPI 3.1 document generated from the endpoint schemas in packages/api, and a plain,
// self-contained HTML page that renders it (no CDN: this server may run offline).
import type { z } from "zod";
import { apiPrefixes, isOperatorAuth, type Auth, type Endpoint } from "@tradewind/api/endpoint";
import { errorCodes, successCodes } from "@tradewind/api/errors";
import { catalogues } from "@tradewind/i18n/catalogues";
import { envelopeSchema, jsonSchema, type JsonSchema as Schema } from "./json-schema.ts";

/** Security and a note on who may call: users' tokens and operators' tokens are different schemes. */
function accessOf(auth: Auth): Record<string, unknown> {
  if (auth === "user") return { security: [{ token: [] }] };
  if (!isOperatorAuth(auth)) return {};
  const roles = auth.operator.length === 0 ? "any operator" : `roles: ${[...auth.operator, "admin"].join(", ")}`;
  return { security: [{ operatorToken: [] }], "x-roles": auth.operator, description: `Operators only (${roles}).` };
}

function parametersOf(schema: z.ZodType | undefined, location: "query" | "path") {
  if (!schema) return [];
  const json = jsonSchema(schema, "input") as { properties?: Record<string, Schema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === "path" || (json.required ?? []).includes(name),
    schema: property,
  }));
}

const envelopeDescription = "Envelope: code 200 with the result, or a catalogued error code with a translated message";

/** A file endpoint answers the file's bytes; a failure answers the envelope. */
const fileResponse = {
  description: "The file's bytes with their Content-Type; a failure answers the envelope with a catalogued error code",
  content: { "image/jpeg": { schema: { type: "string", format: "binary" } }, "image/png": { schema: { type: "string", format: "binary" } } },
};

export function openApiDocument(endpoints: readonly Endpoint[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const scope = endpoint.scope ?? "customer";
    const path = apiPrefixes[scope] + endpoint.path.replace(/:(\w+)/g, "{$1}");
    const operation: Record<string, unknown> = {
      summary: endpoint.summary,
      operationId: (scope === "admin" ? "admin_" : "") + endpoint.path.replace(/[/:]/g, "_").replace(/^_/, ""),
      ...accessOf(endpoint.auth),
      parameters: [
        ...parametersOf(endpoint.params, "path"),
        ...parametersOf(endpoint.query, "query"),
        { name: "lang", in: "header", required: false, schema: { type: "string" }, description: "Language of messages (en, ja, ko, de, fr, it, es, ar, hk, zh); falls back to Accept-Language" },
        ...(scope === "customer" ? [{ name: "virtually", in: "header", required: false, schema: { enum: ["NO", "YES"] }, description: "NO or absent: demo book; YES: real book; any other value (other case, spaces, repeated) answers 10242" }] : []),
        ...(endpoint.idempotent ? [{ name: "Idempotency-Key", in: "header", required: false, schema: { type: "string", maxLength: 100 }, description: "A replay with the same key returns the first result" }] : []),
      ],
      responses: { "200": endpoint.fileReply ? fileResponse : { description: envelopeDescription, content: { "application/json": { schema: envelopeSchema(endpoint.result) } } } },
    };
    if (endpoint.body) operation.requestBody = { required: true, content: { "application/json": { schema: jsonSchema(endpoint.body, "input") } } };
    if (endpoint.multipart) operation.requestBody = { required: true, content: { "multipart/form-data": { schema: { type: "object" } } } };
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation };
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
    components: {
      securitySchemes: {
        token: { type: "apiKey", in: "header", name: "Authorization", description: "A user's session token (/swx/customer)" },
        operatorToken: { type: "apiKey", in: "header", name: "Authorization", description: "An operator's session token (/swx/admin)" },
      },
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

export const docsScript = `
fetch("/swx/openapi.json").then(r=>r.json()).then(doc=>{
  document.getElementById("info").textContent=doc.info.description;
  const ops=document.getElementById("ops"); ops.textContent="";
  for(const [path,methods] of Object.entries(doc.paths)){
    for(const [method,op] of Object.entries(methods)){
      const el=document.createElement("section"); el.className="op";
      const head=document.createElement("div");
      const m=document.createElement("span"); m.className="m "+method.toUpperCase(); m.textContent=method.toUpperCase();
      const p=document.createElement("code"); p.textContent=path;
      head.append(m,p); el.append(head);
      const s=document.createElement("p"); s.textContent=op.summary+(op.security?" (needs Authorization)":""); el.append(s);
      for(const [label,value] of [["Parameters",op.parameters],["Request body",op.requestBody&&op.requestBody.content["application/json"].schema],["Result",op.responses["200"].content["application/json"].schema.properties.result]]){
        if(!value||(Array.isArray(value)&&!value.length)) continue;
        const d=document.createElement("details"); const sm=document.createElement("summary"); sm.textContent=label;
        const pre=document.createElement("pre"); pre.textContent=JSON.stringify(value,null,2); d.append(sm,pre); el.append(d);
      }
      ops.append(el);
    }
  }
});
`;
