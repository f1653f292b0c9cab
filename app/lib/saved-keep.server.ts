// What a visitor asked to save before signing in — the heart they pressed, or 'Save this search' — kept in short-lived
// cookies while they sign in, and read once by /saved/keep afterwards (routes/saved-keep.tsx). The cookies are set only
// by the heart's and the search's posts, which the cross-site guard lets through only from Haya's own pages: a link
// alone (another site's) can never save anything, since without a cookie /saved/keep saves nothing.

const LISTING = "haya_keep";
const SEARCH = "haya_keep_search";
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;
/** The longest search kept: browse's query strings are far shorter; a cookie holds about 4 KB. */
const SEARCH_MAX = 2000;

function cookie(name: string, value: string, maxAge: number, siteUrl: string): string {
  const secure = siteUrl.startsWith("https:") ? "; Secure" : "";
  return `${name}=${value}; Path=/saved; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

function read(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(/;\s*/)) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq) === name) return part.slice(eq + 1);
  }
  return undefined;
}

/** The heart a visitor pressed: its listing, for an hour. */
export function keepCookie(listingId: number, siteUrl: string): string {
  return cookie(LISTING, String(listingId), 3600, siteUrl);
}

export function clearKeepCookie(siteUrl: string): string {
  return cookie(LISTING, "", 0, siteUrl);
}

/** The listing id the heart's cookie holds, if any. */
export function keptListing(request: Request): number | undefined {
  const v = read(request, LISTING);
  return v && /^\d{1,15}$/.test(v) ? Number(v) : undefined;
}

/** 'Save this search' pressed by a visitor: browse's query string, for an hour. */
export function keepSearchCookie(query: string, siteUrl: string): string {
  return cookie(SEARCH, encodeURIComponent(query.slice(0, SEARCH_MAX)), 3600, siteUrl);
}

export function clearKeepSearchCookie(siteUrl: string): string {
  return cookie(SEARCH, "", 0, siteUrl);
}

/**
 * The query string the search's cookie holds, if any (what it holds is checked again when it is saved). Cookies pass no
 * edge guard (server/http/bad-bytes.ts): a value with control characters, or bytes that are not UTF-8, is none.
 */
export function keptSearch(request: Request): string | undefined {
  const v = read(request, SEARCH);
  if (!v) return undefined;
  try {
    const query = decodeURIComponent(v);
    if (query.length > SEARCH_MAX || CONTROL.test(query)) return undefined;
    // Its parameters as the search will read them, once more decoded (a NUL written %2500 in the cookie).
    for (const [name, value] of new URLSearchParams(query)) if (CONTROL.test(name) || CONTROL.test(value)) return undefined;
    return query;
  } catch {
    return undefined;
  }
}
