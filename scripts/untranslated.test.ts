// Every text a page shows comes from the message catalogues, in both languages (issue 21, decision 038): a word written
// straight into a page's JSX is a word a Pidgin reader gets in English. The files still to translate are listed here by
// area; a file leaves the list when its last text has moved to a catalogue, and the list must only shrink.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { untranslatedTexts } from "./untranslated";

const APP = join(import.meta.dirname, "..", "app");

/** Developer tools and the payment provider's stand-in: English only, like their URLs (app/routes.ts). */
const ENGLISH_ONLY = ["routes/dev-outbox.tsx", "routes/checkout-sandbox.tsx"];

/** Files whose texts are not yet all in the catalogues, by area (each area's catalogue is messages/<area>/). */
const TO_TRANSLATE = [
  // accounts
  "components/account/api-tokens-section.tsx",
  "components/account/data-saver-section.tsx",
  "components/account/details-sections.tsx",
  "components/account/notifications-section.tsx",
  "components/account/payout-section.tsx",
  "components/account/security-sections.tsx",
  "components/account/two-factor-section.tsx",
  "components/header-search.tsx",
  "routes/account.tsx",
  "routes/forgot-password.tsx",
  "routes/login-two-factor.tsx",
  "routes/newsletter.tsx",
  "routes/notifications.tsx",
  "routes/reset-password.tsx",
  "routes/unsubscribe.tsx",
  "routes/verify-email.tsx",

  // bookings
  "components/booking/booking-actions.tsx",
  "components/booking/booking-card.tsx",
  "components/booking/booking-extension.tsx",
  "components/booking/booking-messages.tsx",
  "components/booking/booking-payment.tsx",
  "components/booking/booking-request-card.tsx",
  "components/booking/booking-reviews.tsx",
  "components/booking/condition-photos.tsx",
  "components/booking/deposit-claim.tsx",
  "components/booking/pay-all.tsx",
  "components/cart/cart-line.tsx",
  "routes/booking.tsx",
  "routes/cart.tsx",
  "routes/payment-return.tsx",

  // rentals
  "components/earnings/earnings-panel.tsx",
  "components/earnings/monthly-chart.tsx",
  "components/listing-form/availability.tsx",
  "components/listing-form/calendar-sync.tsx",
  "components/listing-form/status-section.tsx",
  "components/my-listing-card.tsx",
  "routes/manage-listing.tsx",
  "routes/my-rentals.tsx",

  // listing
  "components/listing-form/category-fields.tsx",
  "components/listing-form/details-fields.tsx",
  "components/listing-form/features-fields.tsx",
  "components/listing-form/location-fields.tsx",
  "components/listing-form/photo-manager.tsx",
  "components/listing-form/pickup-fields.tsx",
  "components/listing-form/pricing-fields.tsx",
  "components/listing-form/progress.tsx",
  "components/listing-form/review.tsx",
  "routes/list-item/start.tsx",
  "routes/list-item/step.tsx",

  // people
  "routes/business.tsx",

  // info
  "routes/info/about.tsx",
  "routes/info/help.tsx",
  "routes/info/how-it-works.tsx",
  "routes/info/pricing.tsx",
  "routes/info/privacy.tsx",
  "routes/info/refunds.tsx",
  "routes/info/reservation.tsx",
  "routes/info/safety.tsx",
  "routes/info/terms.tsx",

  // console
  "components/admin/day-chart.tsx",
  "components/admin/file-parts.tsx",
  "routes/admin/audit.tsx",
  "routes/admin/booking.tsx",
  "routes/admin/business.tsx",
  "routes/admin/claim.tsx",
  "routes/admin/claims.tsx",
  "routes/admin/contact.tsx",
  "routes/admin/dashboard.tsx",
  "routes/admin/layout.tsx",
  "routes/admin/lookup.tsx",
  "routes/admin/person.tsx",
  "routes/admin/reports.tsx",
];

const pages = (readdirSync(APP, { recursive: true }) as string[]).filter((f) => f.endsWith(".tsx") && !/\.(test|spec)\.tsx$/.test(f) && !f.includes("+types"));
const untranslated = Object.fromEntries(pages.map((f) => [f, untranslatedTexts(f, readFileSync(join(APP, f), "utf8"))]));

describe("texts the pages show", () => {
  test("come from the catalogues, except in the files still to translate", () => {
    const waiting = new Set([...ENGLISH_ONLY, ...TO_TRANSLATE]);
    expect(Object.entries(untranslated).filter(([f, texts]) => !waiting.has(f) && texts.length > 0)).toEqual([]);
  });

  test("the list of files still to translate names only files that still have English of their own", () => {
    expect(TO_TRANSLATE.filter((f) => !(f in untranslated) || untranslated[f]!.length === 0)).toEqual([]);
  });

  test("the check finds words in JSX, in shown expressions and in spoken attributes, and not in names or code", () => {
    const source = [
      "const a = <p className=\"mt-2 text-sm\">Save changes</p>;",
      "const b = <p>{busy ? \"Saving…\" : m.save()}</p>;",
      "const c = <input placeholder=\"Your name\" aria-label={m.name()} />;",
      "const d = <a href=\"/x\">{m.go()} · Haya &middot; WhatsApp</a>;",
      "const e = <img alt={`Photo ${n} of ${count}`} src={`/p/${n}.jpg`} />;",
    ].join("\n");
    expect(untranslatedTexts("x.tsx", source)).toEqual(["1: Save changes", "2: Saving…", "3: Your name", "5: Photo of"]);
  });
});
