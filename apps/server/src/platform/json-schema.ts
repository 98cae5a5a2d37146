// JSON Schema from the endpoints' zod schemas, shared by the OpenAPI document and by Fastify's
// response serialisation (a route's 200 reply is written from its result schema).
import { z } from "zod";

export type JsonSchema = Record<string, unknown>;

export function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  return rest;
}

/** The {code, result, message} envelope of a successful reply, `result` being the endpoint's. */
export function envelopeSchema(result: z.ZodType): JsonSchema {
  return {
    type: "object",
    required: ["code", "result", "message"],
    properties: { code: { type: "integer" }, message: { type: "string" }, result: { anyOf: [jsonSchema(result, "output"), { type: "null" }] } },
  };
}
