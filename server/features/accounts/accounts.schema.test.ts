// What the account forms accept: password lengths with the messages shown beside the field, and where sign-in may send you.
import { describe, expect, it } from "vitest";
import { zodFields } from "../../errors";
import { changePasswordSchema, resetPasswordSchema, safeRedirect, signUpSchema } from "./accounts.schema";

describe("new passwords", () => {
  const forms = {
    "sign-up": (password: string) => signUpSchema.safeParse({ name: "Ada Obi", email: "ada@example.com", password }),
    reset: (password: string) => resetPasswordSchema.safeParse({ token: "t", password }),
    "change password": (password: string) => changePasswordSchema.safeParse({ currentPassword: "old-one", newPassword: password }),
  };
  const field = { "sign-up": "password", reset: "password", "change password": "newPassword" } as const;

  for (const [form, parse] of Object.entries(forms) as [keyof typeof forms, (p: string) => ReturnType<typeof signUpSchema.safeParse>][]) {
    it(`${form}: 8 to 128 characters, with a message beside the field otherwise`, () => {
      const error = (password: string) => {
        const r = parse(password);
        return r.success ? undefined : zodFields(r.error, "form")[field[form]];
      };
      expect(error("")).toBe("Enter a password");
      expect(error("x1-y2-z")).toBe("Use at least 8 characters");
      expect(error("x".repeat(129))).toBe("Use at most 128 characters");
      expect(error("x1-y2-z3")).toBeUndefined();
      expect(error("x".repeat(128))).toBeUndefined();
    });
  }
});

describe("safeRedirect", () => {
  it("keeps a path on this site, with its query and fragment", () => {
    expect(safeRedirect("/my-rentals")).toBe("/my-rentals");
    expect(safeRedirect("/browse?search=generator&state=Lagos#results")).toBe("/browse?search=generator&state=Lagos#results");
  });

  it.each([
    ["a protocol-relative URL", "//evil.example"],
    ["a full URL", "https://evil.example/login"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a backslash that browsers read as a slash", "/\\evil.example"],
    ["backslashes only", "\\\\evil.example"],
    ["a tab that browsers drop, leaving //", "/\t/evil.example"],
    ["a newline that browsers drop, leaving //", "/\n/evil.example"],
    ["a carriage return inside //", "/\r/evil.example"],
    ["a path without the leading slash", "evil.example"],
    ["spaces before //", " //evil.example"],
    ["sign-in itself (a loop)", "/login?redirectTo=/login"],
    ["sign-out", "/logout"],
    ["nothing", undefined],
  ])("goes home instead of %s", (_label, to) => {
    const target = safeRedirect(to);
    expect(target).toBe("/");
  });

  it("never returns a target that a browser would resolve to another site", () => {
    const attempts = ["/\t/evil.example", "/\\/evil.example", "/%09/evil.example", "/.//evil.example", "/\u000b/evil.example", "/ /evil.example"];
    for (const to of attempts) {
      const target = safeRedirect(to);
      // What a browser does with a Location header or a client-side navigation: resolve it against the page.
      expect(new URL(target, "https://haya.ng/login").origin, JSON.stringify(to)).toBe("https://haya.ng");
      expect(target).not.toMatch(/[\s\\]/);
    }
  });
});
