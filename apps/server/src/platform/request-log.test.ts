// What the log holds: requests only at debug (path without its query), nothing at info for a
// plain request, and credentials censored even when a log call passes them along by mistake.
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { call, databaseUnavailable, testApp } from "../testing/harness.ts";

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n")) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

async function logOfOneRequest(level: string) {
  const { lines, stream } = capture();
  const t = await testApp({ env: { LOG_LEVEL: level }, logStream: stream });
  try {
    await call(t.app, "GET", "/index/getParamByKey/down_url?contact=someone%40example.com");
    t.app.log.info({ login: { password: "hunter22", token: "secret-token" } }, "careless line");
  } finally {
    await t.close();
  }
  return lines;
}

describe.skipIf(databaseUnavailable)("request log", () => {
  it("logs no line per request at info", async () => {
    const lines = await logOfOneRequest("info");
    expect(lines.filter((line) => line.msg === "request" || line.msg === "incoming request" || line.msg === "request completed")).toEqual([]);
  });

  it("logs one debug line per request, without the query string", async () => {
    const lines = await logOfOneRequest("debug");
    const requests = lines.filter((line) => line.msg === "request");
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ level: 20, method: "GET", path: "/swx/customer/index/getParamByKey/down_url", status: 200 });
    expect(JSON.stringify(lines)).not.toContain("someone");
  });

  it("censors passwords and tokens in any line", async () => {
    const lines = await logOfOneRequest("info");
    const careless = lines.find((line) => line.msg === "careless line");
    expect(careless?.login).toEqual({ password: "[Redacted]", token: "[Redacted]" });
  });
});
