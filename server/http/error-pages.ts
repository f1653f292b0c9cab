// The pages Haya answers itself, before React Router is reached (a body or headers too large, the server busy, the
// database unavailable): in the site's own layout (header, footer, styles) with a heading, a sentence and a way back,
// and their JSON twins under /api.
//
// The layout is React Router's: once at start-up the app renders its 404 page (app.ts: `renderSiteShell`), and the part
// around its content is kept here as the shell, without its scripts (these pages need none, and a page whose URL is not
// a route must not hydrate). It is rendered while the database is up and needs nothing from it (the root loader reads
// only the session), and as a visitor who is not signed in. Until then — or in tests without pages — the same page
// comes in a plain frame of its own.
const escape = (s: string) => s.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch]!);

/** The site's page around the content: everything before the content and everything after it. */
let shell: { before: string; after: string } | undefined;

const MAIN_OPEN = /<div id="main"[^>]*>/;
/**
 * Keeps `html` (a page rendered in the site's layout) as the frame of these pages: the content is what lies between the
 * main region's opening and the footer; scripts and module preloads go.
 * Returns whether the page had the expected shape (else the plain frame stays).
 */
export function keepSiteShell(html: string): boolean {
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
  shell = { before: strip(html.slice(0, open.index + open[0].length)), after: strip(html.slice(cut)) };
  return true;
}

/** Forgets the shell (tests). */
export function forgetSiteShell() {
  shell = undefined;
}

function content(title: string, text: string): string {
  return `<main class="mx-auto max-w-2xl px-4 py-16 text-center"><h1 class="mb-3 text-3xl font-bold">${escape(title)}</h1><p class="text-slate-700">${escape(text)}</p><a href="/" class="mt-6 inline-block text-brand-700 underline">Return to Home</a></main>`;
}

/** A whole HTML page: a heading, a paragraph and a link home, in the site's layout once it is known. */
export function errorPage(title: string, text: string): string {
  if (shell) return shell.before.replace("%TITLE%", `${escape(title)} | Haya`) + content(title, text) + shell.after;
  return plainPage(title, text);
}

/**
 * A page of Haya's own (the API reference) around `main`, an HTML `<main>` element: in the site's layout once it is
 * known, else in a plain frame with `plainStyle`, a style sheet of its own.
 */
export function sitePage(title: string, main: string, plainStyle: string): string {
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

function plainPage(title: string, text: string): string {
  return `<!doctype html>
<html lang="en">
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
<p><a href="/">Return to Home</a></p>
</main>
</body>
</html>`;
}

/** "15 MB", "64 KB" (rounded down: an upload's limit has room for its envelope on top). */
export function sizeInWords(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${Math.floor(bytes / 1024)} KB`;
}

/** A body past the limit: what it was, and the limit. */
export function tooLargePage(maxBytes: number) {
  return {
    title: "That file is too large",
    text: `That file is too large — the limit is ${sizeInWords(maxBytes)}. Go back, choose a smaller file or send less at once, and try again.`,
  };
}

export const HEADERS_TOO_LARGE = {
  title: "Request too large",
  text: "Your browser sent more than Haya accepts with this request (often too many or too large cookies). Clear this site's cookies and try again.",
};
export const BUSY = { title: "Please try again", text: "Haya is busy with other photos right now. Please try again in a few seconds." };
export const UNAVAILABLE = {
  title: "Please try again",
  text: "Haya can't reach its records just now. Nothing was changed. Please try again in a few seconds.",
};
