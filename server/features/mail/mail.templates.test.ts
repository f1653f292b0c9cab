import { describe, expect, it } from "vitest";
import { renderMail } from "./mail.templates";

const content = {
  title: "Verify your email",
  greeting: "Hello Ada,",
  paragraphs: ["Welcome to Haya.", "Confirm this address to finish signing up."],
  action: { label: "Verify your email", url: "https://haya.ng/verify-email?token=a1&callbackURL=%2F" },
  footer: "If you did not sign up for Haya, ignore this email.",
};

describe("renderMail", () => {
  it("writes the same message as plain text, with the link on a line of its own", () => {
    const { text } = renderMail(content);
    expect(text).toBe(
      [
        "Hello Ada,",
        "Welcome to Haya.",
        "Confirm this address to finish signing up.",
        "Verify your email:\nhttps://haya.ng/verify-email?token=a1&callbackURL=%2F",
        "If you did not sign up for Haya, ignore this email.",
        "Haya, Nigeria's rental marketplace",
      ].join("\n\n"),
    );
  });

  it("writes an HTML document with one link, the call to action, and escapes what it is given", () => {
    const { html } = renderMail({ ...content, greeting: "Hello <b>Ada</b> & co,", action: { label: "Go \"now\"", url: "https://haya.ng/x?a=1&b='2'" } });
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain("<title>Verify your email</title>");
    expect(html).toContain("Hello &#60;b&#62;Ada&#60;/b&#62; &#38; co,");
    expect(html).not.toContain("<b>");
    const links = [...html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([["https://haya.ng/x?a=1&#38;b=&#39;2&#39;", "Go &#34;now&#34;"]]);
    expect(html).toContain("If you did not sign up for Haya, ignore this email.");
  });

  it("leaves out the button and the small print when there are none", () => {
    const { text, html } = renderMail({ greeting: "Hello,", paragraphs: ["Your booking is confirmed."] });
    expect(text).toBe("Hello,\n\nYour booking is confirmed.\n\nHaya, Nigeria's rental marketplace");
    expect(html).not.toContain("<a ");
    expect(html).toContain("<title>Haya</title>");
  });

  it("refuses a link that is not an absolute http(s) URL", () => {
    expect(() => renderMail({ ...content, action: { label: "Go", url: "javascript:alert(1)" } })).toThrow(/http\(s\)/);
    expect(() => renderMail({ ...content, action: { label: "Go", url: "/verify?token=1" } })).toThrow();
  });
});
