// The pages Haya answers itself, before React Router is reached (a body or headers too large, the server busy, the
// database unavailable): in the site's own layout (header, footer, styles) with a heading, a sentence and a way back,
// and their JSON twins under /api.
//
// The layout is React Router's: once at start-up the app renders its 404 page (app.ts: `renderSiteShell`), and the part
// around its content is kept here as the shell, without its scripts (these pages need none, and a page whose URL is not
// a route must not hydrate). It is rendered while the database is up and needs nothing from it (the root loader reads
// only the session), and as a visitor who is not signed in. Until then — or in tests without pages — the same page
// comes in a plain frame of its own. Each page is in the language of the URL asked for (decision 038): the shell is
// kept once per language, from that language's 404 page.
import type { Locale } from "../../../core/locales";
import { m } from "../../../core/paraglide/messages";

const escape = (s: string) => s.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch]!);

/** The site's page around the content, in each language: everything before the content and everything after it. */
const shells = new Map<Locale, { before: string; after: string }>();

const MAIN_OPEN = /<div id="main"[^>]*>/;
/**
 * Keeps `html` (a page rendered in the site's layout) as the frame of these pages: the content is what lies between the
 * main region's opening and the footer; scripts and module preloads go.
 * Returns whether the page had the expected shape (else the plain frame stays).
 */
export function keepSiteShell(html: string, locale: Locale = "en"): boolean {
  const open = MAIN_OPEN.exec(html);
  const footer = html.indexOf("<footer");
  if (!open || footer < 0) return false;
  const strip = (part: string) =>
    part
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
      .replace(/<link rel="modulepreload"[^>]*>/g, "")
      // The 404 page's twins in other languages are no alternates of these pages.
      .replace(/<link rel="alternate" hrefLang="[^"]*"[^>]*>/g, "")
      .replace(/<title>[\s\S]*?<\/title>/, "<title>%TITLE%</title>")
      .replace(/<meta name="description"[^>]*>/, '<meta name="robots" content="noindex">');
  const cut = html.lastIndexOf("</div>", footer);
  shells.set(locale, { before: strip(html.slice(0, open.index + open[0].length)), after: strip(html.slice(cut)) });
  return true;
}

/** Forgets the shell (tests). */
export function forgetSiteShell() {
  shells.clear();
}

/** The link home: the home page in the page's language. */
const home = (locale: Locale) => ({ href: locale === "en" ? "/" : `/${locale}`, text: escape(m.return_home({}, { locale })) });

function content(title: string, text: string, locale: Locale): string {
  const { href, text: back } = home(locale);
  return `<main class="mx-auto max-w-2xl px-4 py-16 text-center"><h1 class="mb-3 text-3xl font-bold">${escape(title)}</h1><p class="text-slate-700">${escape(text)}</p><a href="${href}" class="mt-6 inline-block text-brand-700 underline">${back}</a></main>`;
}

/** A whole HTML page in `locale`: a heading, a paragraph and a link home, in the site's layout once it is known. */
export function errorPage(title: string, text: string, locale: Locale = "en"): string {
  const shell = shells.get(locale);
  if (shell) return shell.before.replace("%TITLE%", `${escape(title)} | Haya`) + content(title, text, locale) + shell.after;
  return plainPage(title, text, locale);
}

/**
 * A page of Haya's own (the API reference) around `main`, an HTML `<main>` element: in the site's layout once it is
 * known, else in a plain frame with `plainStyle`, a style sheet of its own.
 */
export function sitePage(title: string, main: string, plainStyle: string): string {
  const shell = shells.get("en");
  if (shell) return shell.before.replace("%TITLE%", `${escape(title)} | Haya`) + main + shell.after;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} | Haya</title>
<style>${plainStyle}</style>
</head>
<body>
${main}
</body>
</html>`;
}

function plainPage(title: string, text: string, locale: Locale): string {
  const { href, text: back } = home(locale);
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} | Haya</title>
<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}main{max-width:36rem;margin:0 auto;padding:4rem 1rem;text-align:center}h1{font-size:1.875rem;margin:0 0 .75rem}p{color:#334155;line-height:1.5}a{color:#047857}</style>
</head>
<body>
<main>
<h1>${escape(title)}</h1>
<p>${escape(text)}</p>
<p><a href="${href}">${back}</a></p>
</main>
</body>
</html>`;
}

/** "15 MB", "64 KB" (rounded down: an upload's limit has room for its envelope on top). */
export function sizeInWords(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${Math.floor(bytes / 1024)} KB`;
}

/** A body past the limit: what it was, and the limit. */
export function tooLargePage(maxBytes: number, locale: Locale = "en") {
  return { title: m.error_page_too_large_title({}, { locale }), text: m.error_page_too_large_text({ limit: sizeInWords(maxBytes) }, { locale }) };
}

/** Headers past what Node accepts (431). */
export const headersTooLargePage = (locale: Locale = "en") => ({ title: m.error_page_headers_title({}, { locale }), text: m.error_page_headers_text({}, { locale }) });

/** A request Node could not read (400). */
export const badRequestPage = (locale: Locale = "en") => ({ title: m.error_page_bad_request_title({}, { locale }), text: m.error_page_bad_request_text({}, { locale }) });

/** Too many photos being resized at once (503). */
export const busyPage = (locale: Locale = "en") => ({ title: m.error_page_try_again({}, { locale }), text: m.error_page_busy_text({}, { locale }) });

/** The database out of reach (503). */
export const unavailablePage = (locale: Locale = "en") => ({ title: m.error_page_try_again({}, { locale }), text: m.error_page_unavailable_text({}, { locale }) });

/** An address with a character that cannot be used; `where` names the part (path, query or a field). */
export function badAddressPage(where: { query: true } | { field: string } | { path: true }, locale: Locale = "en") {
  const text =
    "query" in where ? m.error_page_bad_address_query({}, { locale }) : "field" in where ? m.error_page_bad_address_field({ field: where.field }, { locale }) : m.error_page_bad_address_path({}, { locale });
  return { title: m.error_page_bad_address_title({}, { locale }), text };
}
