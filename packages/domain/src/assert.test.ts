import { describe, expect, it } from "vitest";
import { assertNever, invariant, InvariantError } from "./assert.ts";

describe("assert", () => {
  it("lets a holding invariant through and narrows its condition", () => {
    const value: string | undefined = "x";
    invariant(value !== undefined, "value is set");
    expect(value.length).toBe(1);
  });

  it("stops on a broken invariant with its message, as an InvariantError (a bug, not a catalogue code)", () => {
    expect(() => invariant(false, "postings sum to zero")).toThrow(new InvariantError("postings sum to zero"));
    expect(() => invariant(0, "zero is falsy")).toThrow(InvariantError);
  });

  it("stops on a value outside a union and names it", () => {
    const side = "sideways" as "buy" | "sell";
    const describeSide = (value: "buy" | "sell") => {
      switch (value) {
        case "buy":
          return 1;
        case "sell":
          return -1;
        default:
          return assertNever(value, "side");
      }
    };
    expect(() => describeSide(side)).toThrow('unexpected side: "sideways"');
  });
});
