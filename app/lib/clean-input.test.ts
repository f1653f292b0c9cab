import { describe, expect, it } from "vitest";
import { cleanText } from "./clean-input";

describe("cleanText", () => {
  it("takes control and broken characters out, keeping lines and tabs in a textarea", () => {
    expect(cleanText("I need a tractor\u0000 for\u001b Saturday.\r\n\tIs it free?", true)).toBe("I need a tractor for Saturday.\r\n\tIs it free?");
    expect(cleanText("Ada\tObi\u0000\ud800", false)).toBe("Ada Obi");
    expect(cleanText("Tractor 🚜 café", false)).toBe("Tractor 🚜 café");
  });
});
