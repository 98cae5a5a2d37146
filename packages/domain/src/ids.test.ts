import { describe, expect, expectTypeOf, it } from "vitest";
import { accountId, orderId, userId, type AccountId, type OrderId, type UserId } from "./ids.ts";

describe("ids", () => {
  it("keep the id's text and pass as a string", () => {
    const id: string = userId("42");
    expect(id).toBe("42");
    expect([orderId("7"), accountId("9")]).toEqual(["7", "9"]);
  });

  it("cannot pose as one another, nor be made from a bare string without a constructor", () => {
    expectTypeOf(userId("1")).not.toEqualTypeOf<OrderId>();
    expectTypeOf(orderId("1")).not.toEqualTypeOf<AccountId>();
    expectTypeOf<string>().not.toExtend<UserId>();
    expectTypeOf<UserId>().toExtend<string>();
  });
});
