// The pages answered before React Router (413, 431, 503) take the site's layout from its own rendered 404 page: header,
// footer and styles kept, its scripts and content replaced; until then, or when the page is not as expected, a plain frame.
import { afterEach, describe, expect, it } from "vitest";
import { clientErrorResponse } from "../node-server/client-errors";
import { badAddressPage, errorPage, forgetSiteShell, keepSiteShell, sizeInWords, tooLargePage, unavailablePage } from "./error-pages";

const rendered = `<!DOCTYPE html><html lang="en-NG"><head><meta charSet="utf-8"/><title>Page not found | Haya</title><meta name="description" content="This page does not exist."/><style href="haya-styles">.flex-1{flex:1}</style><link rel="modulepreload" href="/assets/entry.client-X.js"/></head><body class="flex min-h-screen flex-col"><a href="#main">Skip to content</a><header><a href="/">Haya</a><a href="/login">Sign in</a></header><div id="main" class="flex-1"><main><h1>404</h1><p>Oops! Page not found</p></main></div><footer>© 2026 Haya</footer><script>window.__reactRouterContext = {};</script><script type="module">import "/assets/entry.client-X.js";</script></body></html>`;

afterEach(forgetSiteShell);

describe("error pages", () => {
  it("come in a plain frame of their own until the site's layout is known", () => {
    const page = errorPage("Please try again", "Haya can't reach its records just now.");
    expect(page).toContain("<h1>Please try again</h1>");
    expect(page).toContain('<a href="/">Return to Home</a>');
    expect(page).toContain("<title>Please try again | Haya</title>");
  });

  it("take the site's header, footer and styles, without its scripts, its content or its description", () => {
    expect(keepSiteShell(rendered)).toBe(true);
    const page = errorPage("That file is too large", "That file is too large — the limit is 64 KB.");
    expect(page).toContain('<header><a href="/">Haya</a><a href="/login">Sign in</a></header>');
    expect(page).toContain("<footer>© 2026 Haya</footer>");
    expect(page).toContain('<style href="haya-styles">');
    expect(page).toContain("<title>That file is too large | Haya</title>");
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toMatch(/<div id="main" class="flex-1"><main[^>]*><h1[^>]*>That file is too large<\/h1><p[^>]*>That file is too large — the limit is 64 KB.<\/p><a href="\/"[^>]*>Return to Home<\/a><\/main><\/div><footer>/);
    expect(page).not.toContain("<script");
    expect(page).not.toContain("modulepreload");
    expect(page).not.toContain("Oops! Page not found");
  });

  it("escape what they say", () => {
    keepSiteShell(rendered);
    expect(errorPage("<b>", 'a "quote" & more')).toContain("&lt;b&gt;");
    expect(errorPage("<b>", 'a "quote" & more')).toContain("a &quot;quote&quot; &amp; more");
  });

  it("keep the plain frame when the page is not laid out as expected", () => {
    expect(keepSiteShell("<html><body><p>no main here</p></body></html>")).toBe(false);
    expect(errorPage("Busy", "Try again")).toContain("<h1>Busy</h1>");
  });

  it("speak the language of the address asked for, in that language's layout", () => {
    keepSiteShell(rendered.replace('lang="en-NG"', 'lang="pcm"').replace("Sign in", "Enter"), "pcm");
    keepSiteShell(rendered);
    const { title, text } = unavailablePage("pcm");
    expect([title, text]).toEqual(["Abeg try again", "Haya no fit reach im records right now. Nothing change. Abeg try again after some seconds."]);
    const page = errorPage(title, text, "pcm");
    expect(page).toContain('<html lang="pcm">');
    expect(page).toContain("<a>Enter</a>".replace("<a>", '<a href="/login">'));
    expect(page).toMatch(/<a href="\/pcm"[^>]*>Go back to di front page<\/a>/);
    expect(errorPage(title, text)).toContain("Sign in");
    expect(badAddressPage({ field: "name" }, "pcm").text).toContain("(for “name”)");
    expect(tooLargePage(64 * 1024, "pcm").text).toContain("64 KB");
    // Node's own 400 and 431, before the app: the path in the request line decides.
    expect(clientErrorResponse(431, "GET /pcm/browse HTTP/1.1")).toContain("Wetin you send too plenty");
    expect(clientErrorResponse(431, "GET /browse HTTP/1.1")).toContain("Request too large");
    forgetSiteShell();
    expect(errorPage(title, text, "pcm")).toMatch(/<html lang="pcm">[\s\S]*<a href="\/pcm">Go back to di front page<\/a>/);
  });

  it("say the limit in MB or KB", () => {
    expect(sizeInWords(15 * 1024 * 1024)).toBe("15 MB");
    expect(sizeInWords(64 * 1024)).toBe("64 KB");
    expect(tooLargePage(5 * 1024 * 1024 + 512 * 1024).text).toContain("the limit is 5 MB");
  });
});
