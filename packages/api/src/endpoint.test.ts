// The wire's decimal seams: a request field arrives as a branded Decimal after the same checks
// as its text, and a result's Decimal leaves as plain text that the JSON schema still calls a string.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Decimal } from "@tradewind/domain/money";
import { decimalText, price, quantity } from "./endpoint.ts";

describe("wire decimals", () => {
  it("parses a request's price and quantity once, to Decimals", () => {
    const body = z.object({ price, lots: quantity }).parse({ price: "65000.5", lots: "0.25" });
    expect(Decimal.isDecimal(body.price)).toBe(true);
    expect(body.price.times(body.lots).toFixed()).toBe("16250.125");
  });

  it("refuses what the text schemas refuse, with their codes", () => {
    expect(price.safeParse("1e3").success).toBe(false);
    expect(price.safeParse("1000000000000000").error?.issues[0]?.message).toBe("10016");
    expect(quantity.safeParse("0.123456789").error?.issues[0]?.message).toBe("10016");
  });

  it("writes a result's Decimal as plain text and passes text through unchanged", () => {
    expect(decimalText.parse(new Decimal("1.50"))).toBe("1.5");
    expect(decimalText.parse(new Decimal("1e-7"))).toBe("0.0000001");
    expect(decimalText.parse("12.500000")).toBe("12.500000");
    expect(decimalText.safeParse(12.5).success).toBe(false);
  });

  it("describes the wire as strings in both directions", () => {
    expect(z.toJSONSchema(price, { io: "input" })).toMatchObject({ type: "string" });
    expect(z.toJSONSchema(decimalText, { io: "output", unrepresentable: "any" })).toMatchObject({ type: "string" });
  });
});
