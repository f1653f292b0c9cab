// How a URL names its language: /pcm/… is Pidgin, the rest English; links to pages move between them, anything else
// (the API, files, other sites, relative paths) is left alone; Accept-Language and the cookie name a choice.
import { describe, expect, it } from "vitest";
import { cookieLocale, delocalizePath, isLocalizable, localeOfPath, localizePath, preferredLocale, switchPath } from "./locales";

describe("paths", () => {
  it("reads the language of a path, its data requests included", () => {
    expect(["/pcm", "/pcm/", "/pcm/browse", "/pcm?x=1", "/pcm.data", "/pcm/item/12.data"].map(localeOfPath)).toEqual(Array(6).fill("pcm"));
    expect(["/", "/browse", "/pcmx", "/pcm-shop", "/item/pcm"].map(localeOfPath)).toEqual(Array(5).fill("en"));
  });

  it("puts site pages in Pidgin and back, keeping the query and hash", () => {
    expect(localizePath("/", "pcm")).toBe("/pcm");
    expect(localizePath("/?deleted=1", "pcm")).toBe("/pcm?deleted=1");
    expect(localizePath("/browse?search=car#result-3", "pcm")).toBe("/pcm/browse?search=car#result-3");
    expect(localizePath("/pcm/browse", "pcm")).toBe("/pcm/browse");
    expect(localizePath("/browse", "en")).toBe("/browse");
    expect(delocalizePath("/pcm")).toBe("/");
    expect(delocalizePath("/pcm?x=1")).toBe("/?x=1");
    expect(delocalizePath("/pcm/item/12")).toBe("/item/12");
    expect(delocalizePath("/pcmx")).toBe("/pcmx");
    expect(switchPath("/pcm/item/12?a=1", "en")).toBe("/item/12?a=1");
    expect(switchPath("/item/12", "pcm")).toBe("/pcm/item/12");
  });

  it("leaves alone what is no page in a language", () => {
    for (const path of ["/api/v1/listings", "/dev/outbox", "/assets/x.js", "/media/a@320.webp", "/sw.js", "/my-rentals/earnings.csv", "/logout", "/language/pcm", "/payments/return?reference=x", "/__manifest?paths=%2F", "https://x.com/", "//evil.example/", "edit", "?tab=bookings", "#photos"]) {
      expect(localizePath(path, "pcm"), path).toBe(path);
    }
    expect(isLocalizable("/item/12")).toBe(true);
    expect(isLocalizable("/item/12/share.jpg")).toBe(false);
  });
});

describe("the person's choice", () => {
  it("prefers the language with the highest q in Accept-Language, English by default", () => {
    expect(preferredLocale("pcm-NG,pcm;q=0.9")).toBe("pcm");
    expect(preferredLocale("en-GB,en;q=0.9,pcm;q=0.8")).toBe("en");
    expect(preferredLocale("fr-FR, pcm;q=0.5")).toBe("pcm");
    expect(preferredLocale("en;q=0.2, pcm;q=0.6")).toBe("pcm");
    expect(preferredLocale("pcm;q=0")).toBeUndefined();
    expect(preferredLocale("fr, yo")).toBeUndefined();
    expect(preferredLocale(undefined)).toBeUndefined();
  });

  it("reads the language cookie, ignoring any other value", () => {
    expect(cookieLocale("a=1; haya_lang=pcm; b=2")).toBe("pcm");
    expect(cookieLocale("haya_lang=en")).toBe("en");
    expect(cookieLocale("haya_lang=fr")).toBeUndefined();
    expect(cookieLocale("xhaya_lang=pcm")).toBeUndefined();
  });
});
