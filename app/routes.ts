// Every URL of the site. Static paths rank above the category routes, which rank above the 404 splat. Every page is
// also served in Nigerian Pidgin under /pcm (decision 038): a page route added to `site` exists in both languages.
import { type RouteConfig, type RouteConfigEntry, index, route } from "@react-router/dev/routes";

const info = ["reservation", "how-it-works", "pricing", "safety", "help", "terms", "privacy", "refunds", "about"];

const site = [
  index("routes/home/index.tsx"),
  route("browse", "routes/browse/index.tsx"),
  route("item/:id", "routes/item/$id.tsx"),
  route("item/:id/report", "routes/item/$id.report.tsx"),
  route("login", "routes/login/index.tsx"),
  route("login/two-factor", "routes/login/two-factor.tsx"),
  route("login/phone", "routes/login/phone.tsx"),
  route("logout", "routes/logout/index.tsx"),
  route("forgot-password", "routes/forgot-password/index.tsx"),
  route("reset-password", "routes/reset-password/index.tsx"),
  route("verify-email", "routes/verify-email/index.tsx"),
  route("my-rentals", "routes/my-rentals/index.tsx"),
  route("my-rentals/earnings.csv", "routes/my-rentals/earnings.csv.ts"),
  route("my-rentals/listings/:id", "routes/my-rentals/listings.$id.tsx"),
  route("bookings/:id", "routes/bookings/$id.tsx"),
  route("bookings/:id/photos/:file", "routes/bookings/$id.photos.$file.ts"),
  route("list-item", "routes/list-item/index.tsx"),
  route("list-item/:id/:step", "routes/list-item/$id.$step.tsx"),
  route("account", "routes/account/index.tsx"),
  route("account/identity", "routes/account/identity.tsx"),
  route("notifications", "routes/notifications/index.tsx"),
  route("notifications/:id", "routes/notifications/$id.tsx"),
  route("saved", "routes/saved/index.tsx"),
  route("cart", "routes/cart/index.tsx"),
  route("cart/checkout", "routes/cart/checkout.tsx"),
  route("saved/favourites", "routes/saved/favourites.tsx"),
  route("saved/keep", "routes/saved/keep.tsx"),
  route("saved/searches", "routes/saved/searches.tsx"),
  route("unsubscribe", "routes/unsubscribe/index.tsx"),
  route("u/:id", "routes/u/$id.tsx"),
  route("messages", "routes/messages/index.tsx"),
  route("messages/new", "routes/messages/new.tsx"),
  route("messages/:id", "routes/messages/$id.tsx"),
  route("messages/:id/photos/:file", "routes/messages/$id.photos.$file.ts"),
  route("business", "routes/business/index.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    route("business", "routes/admin/business.tsx"),
    route("business/:userId/certificate", "routes/admin/business.$userId.certificate.ts"),
    route("identity", "routes/admin/identity.tsx"),
    route("identity/:id/selfie", "routes/admin/identity.$id.selfie.ts"),
    route("contact", "routes/admin/contact.tsx"),
    route("reports", "routes/admin/reports.tsx"),
    route("claims", "routes/admin/claims.tsx"),
    route("overdue", "routes/admin/overdue.tsx"),
    route("claims/:id", "routes/admin/claims.$id.tsx"),
    route("lookup", "routes/admin/lookup.tsx"),
    route("people/:id", "routes/admin/people.$id.tsx"),
    route("bookings/:id", "routes/admin/bookings.$id.tsx"),
    route("bookings/:id/photos/:file", "routes/admin/bookings.$id.photos.$file.ts"),
  ]),
  route("contact", "routes/contact/index.tsx", { id: "contact" }),
  route("support", "routes/contact/index.tsx", { id: "support" }),
  route("newsletter", "routes/newsletter/index.tsx"),
  ...info.map((p) => route(p, `routes/info/${p}.tsx`)),
  route("dev/outbox/:id?", "routes/dev/outbox.tsx"),
  route("dev/sweep", "routes/dev/sweep.tsx"),
  route("dev/move", "routes/dev/move.tsx"),
  route("checkout/sandbox/:reference", "routes/checkout/sandbox.$reference.tsx"),
  route("payments/return", "routes/payments/return.tsx"),
  route("category/:slug", "routes/category/$slug.tsx"),
  route(":category", "routes/home/$category.tsx", { id: "category" }),
  route(":category/:subcategory", "routes/home/$category.tsx", { id: "subcategory" }),
  route("*", "routes/home/$.tsx"),
] satisfies RouteConfig;

/** English only: files and photos (.ts routes), developer tools, and routes that only redirect or stand in for Paystack. */
const englishOnly = (r: RouteConfigEntry) => !r.file.endsWith(".tsx") || /^(dev\/|logout$|payments\/|checkout\/)/.test(r.path ?? "");

/**
 * A route's id is its file under routes/, without the extension ("item/$id", "admin/index"): React Router's default
 * less the "routes/" every id would share, since ids are written into every page (its data, its manifest, its module
 * list). Routes that share a file name their own ids (contact and support, category and subcategory).
 */
const named = (r: RouteConfigEntry): RouteConfigEntry => ({
  ...r,
  id: r.id ?? r.file.replace(/^routes\//, "").replace(/\.tsx?$/, ""),
  ...(r.children && { children: r.children.map(named) }),
});

/**
 * Each page also under /pcm, in Nigerian Pidgin: one route whose path starts with the optional segment "pcm?" (so the
 * route, its id and the client's manifest stay one), matching /browse and /pcm/browse alike.
 */
const inBothLanguages = (r: RouteConfigEntry): RouteConfigEntry => (englishOnly(r) ? r : { ...r, path: r.path ? `pcm?/${r.path}` : "pcm?" });

export default site.map(named).map(inBothLanguages) satisfies RouteConfig;
