// What a visitor asked to save before signing in — the heart they pressed, or 'Save this search' — kept in short-lived
// cookies while they sign in, and read once by /saved/keep afterwards (keep.tsx). The cookies are set only
// by the heart's and the search's posts, which the cross-site guard lets through only from Haya's own pages: a link
// alone (another site's) can never save anything, since without a cookie /saved/keep saves nothing.

import { decodeStrict, queryProblems } from "../../../server/http/middleware/bad-bytes";
import { SAVED_SEARCH_QUERY_MAX } from "../../../server/features/saved/saved.schema";

const LISTING = "haya_keep";
const SEARCH = "haya_keep_search";

function cookie(name: string, value: string, maxAge: number, siteUrl: string): string {
  const secure = siteUrl.startsWith("https:") ? "; Secure" : "";
  // Path=/: /saved/keep is /pcm/saved/keep for a Pidgin reader, and a cookie for /saved would not reach it.
  return `${name}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
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

/**
 * 'Save this search' pressed by a visitor: browse's query string, for an hour; none for one longer than a saved search
 * keeps (it would be refused when saved, and cut short it would be another search).
 */
export function keepSearchCookie(query: string, siteUrl: string): string | undefined {
  return query.length <= SAVED_SEARCH_QUERY_MAX ? cookie(SEARCH, encodeURIComponent(query), 3600, siteUrl) : undefined;
}

export function clearKeepSearchCookie(siteUrl: string): string {
  return cookie(SEARCH, "", 0, siteUrl);
}

/**
 * The query string the search's cookie holds, if any (what it holds is checked again when it is saved). Cookies pass no
 * edge guard (server/http/bad-bytes.ts), so its own checks are made here: broken percent-encoding, or a control
 * character in the value or in any parameter of it, is no search.
 */
export function keptSearch(request: Request): string | undefined {
  const v = read(request, SEARCH);
  const query = v ? decodeStrict(v) : undefined;
  if (!query || query.length > SAVED_SEARCH_QUERY_MAX || Object.keys(queryProblems(query)).length > 0) return undefined;
  return query;
}
