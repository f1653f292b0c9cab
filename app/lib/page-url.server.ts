// The address of the page a loader or action answers for. React Router 8 hands loaders the raw request: a client-side
// navigation's data request is `/browse.data?search=x&_routes=routes%2Fbrowse` (`/_.data` for the home page,
// `/x/_.data` for `/x/`, `?index` for an index route's action). This is the page's own URL, `/browse?search=x`, which
// is what redirects back, filters and logs must see.
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  const path = url.pathname;
  if (path.endsWith("/_.data")) url.pathname = path.slice(0, -"_.data".length);
  else if (path.endsWith(".data")) url.pathname = path.slice(0, -".data".length);
  url.searchParams.delete("_routes");
  if (url.searchParams.get("index") === "") url.searchParams.delete("index");
  return url;
}
