// The pages Haya answers itself, before React Router is reached (a body or headers too large, the server busy): short,
// styled like the site's plain pages, in English, with a way back; and their JSON twins under /api.
const escape = (s: string) => s.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch]!);

/** A whole HTML page: a heading, a paragraph and a link home. */
export function errorPage(title: string, text: string): string {
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

export const TOO_LARGE = { title: "Too much to send", text: "What you sent is larger than Haya accepts. Go back, make it shorter or choose a smaller photo, and try again." };
export const HEADERS_TOO_LARGE = {
  title: "Request too large",
  text: "Your browser sent more than Haya accepts with this request (often too many or too large cookies). Clear this site's cookies and try again.",
};
export const BUSY = { title: "Please try again", text: "Haya is busy with other photos right now. Please try again in a few seconds." };
export const UNAVAILABLE = {
  title: "Please try again",
  text: "Haya can't reach its records just now. Nothing was changed. Please try again in a few seconds.",
};
