// Every URL of the site. Static paths rank above the category routes, which rank above the 404 splat.
import { type RouteConfig, index, route } from "@react-router/dev/routes";

const info = ["reservation", "how-it-works", "pricing", "safety", "help", "terms", "privacy", "refunds", "about"];

export default [
  index("routes/home.tsx"),
  route("browse", "routes/browse.tsx"),
  route("item/:id", "routes/item.tsx"),
  route("login", "routes/login.tsx"),
  route("logout", "routes/logout.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("my-rentals", "routes/my-rentals.tsx"),
  route("my-rentals/earnings.csv", "routes/my-rentals-earnings-csv.ts"),
  route("my-rentals/listings/:id", "routes/manage-listing.tsx"),
  route("bookings/:id", "routes/booking.tsx"),
  route("bookings/:id/photos/:file", "routes/booking-photo.ts"),
  route("list-item", "routes/list-item/start.tsx"),
  route("list-item/:id/:step", "routes/list-item/step.tsx"),
  route("account", "routes/account.tsx"),
  route("u/:id", "routes/profile.tsx"),
  route("business", "routes/business.tsx"),
  route("contact", "routes/contact.tsx", { id: "contact" }),
  route("support", "routes/contact.tsx", { id: "support" }),
  route("newsletter", "routes/newsletter.tsx"),
  ...info.map((p) => route(p, `routes/info/${p}.tsx`)),
  route("dev/outbox/:id?", "routes/dev-outbox.tsx"),
  route("dev/sweep", "routes/dev-sweep.tsx"),
  route("dev/move", "routes/dev-move.tsx"),
  route("checkout/sandbox/:reference", "routes/checkout-sandbox.tsx"),
  route("payments/return", "routes/payment-return.tsx"),
  route("category/:slug", "routes/category-redirect.tsx"),
  route(":category", "routes/category.tsx", { id: "category" }),
  route(":category/:subcategory", "routes/category.tsx", { id: "subcategory" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
