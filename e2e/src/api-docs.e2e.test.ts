// The API docs page (/swx/docs) in Chromium: every operation of /swx/openapi.json is drawn, file
// replies (the loan agreement PDF, images) included, with no script error on the way.
import { describe, expect, test } from "vitest";
import { desktop, useHarness } from "./harness.ts";

const harness = useHarness();

describe("API docs page", () => {
  test("draws every operation of the OpenAPI document without a page or console error", async () => {
    const { baseUrl, browser } = harness();
    const document = (await (await fetch(`${baseUrl}/swx/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const operationCount = Object.values(document.paths).reduce((sum, methods) => sum + Object.keys(methods).length, 0);
    const context = await browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`console error: ${message.text()}`);
    });
    await page.goto(`${baseUrl}/swx/docs`);
    await expect.poll(() => page.locator("section.op").count()).toBe(operationCount);
    expect(await page.getByText("could not be drawn").count()).toBe(0);
    const agreement = page.locator("section.op", { hasText: "/swx/customer/user/loanAgreement/{id}" });
    expect(await agreement.textContent()).toContain("Answers a file: application/pdf");
    expect(errors).toEqual([]);
    await context.close();
  });
});
