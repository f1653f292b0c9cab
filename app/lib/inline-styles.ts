// The stylesheet travels inside every page's HTML (root.tsx). React renders only this mark in its place; the server's
// entry (entry.server.tsx) puts the stylesheet's bytes, encoded once per process, where the mark is. So the 56 KB of CSS
// is never escaped, encoded, scanned for scripts or decoded again per request.

/** What React renders as the <style>'s text on the server. */
export const STYLE_MARK = "/*haya-styles*/";

/**
 * The mark as the server's HTML carries it: a literal `>` and `</style>` around it, which no text a person wrote can
 * become (React escapes `<` in text and `"` in attributes), so a listing titled with the mark is left alone.
 */
export const STYLE_SLOT = `data-href="haya-styles">${STYLE_MARK}</style>`;
