import { describe, expect, it } from "vitest";
import { whatsappLink } from "./phone-links";

describe("whatsappLink", () => {
  it("turns a Nigerian mobile number, however written, into wa.me's international digits", () => {
    for (const n of ["+2348099990001", "2348099990001", "08099990001", "+234 809 999 0001", "0809-999-0001"])
      expect(whatsappLink(n), n).toBe("https://wa.me/2348099990001");
    expect(whatsappLink("+2347012345678")).toBe("https://wa.me/2347012345678");
  });

  it("gives no link for a number that is not a Nigerian mobile one", () => {
    for (const n of ["+447911123456", "+23412345678", "0809999000", "080999900011", "+2346099990001", ""]) expect(whatsappLink(n), n).toBeNull();
  });
});
