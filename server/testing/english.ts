// What Haya says in English, for the tests of several files (and the booking benchmark) to compare with: the code under
// test speaks the request's language, so these are its messages as an English reader gets them. A message only one test
// file needs is written in that file.
import { PICKUP_TIMES } from "../../core/dates";
import { hoursText, PICKUP_NOTICE_HOURS } from "../../core/fees";
import { m } from "../../core/paraglide/messages";
import { MAX_SEARCH_DAYS } from "../features/search/search-dates.schema";

// Listing photos (core/listing-limits.ts).
export const PHOTO_MESSAGE = m.err_photo_type({}, { locale: "en" });
export const HEIC_MESSAGE = m.err_photo_heic({}, { locale: "en" });

// Bookings (core/pickup.ts, features/bookings) and the cart (features/cart).
export const PICKUPS_OVER_TODAY = m.err_pickups_over_today(
  { hours: hoursText(PICKUP_NOTICE_HOURS), last: PICKUP_TIMES.at(-1)! },
  { locale: "en" },
);
export const DATES_TAKEN = m.err_dates_taken({}, { locale: "en" });
export const DATES_CLOSED = m.err_dates_closed({}, { locale: "en" });
export const NOT_BOOKABLE = m.err_not_bookable({}, { locale: "en" });
export const OWN_LISTING = m.err_own_listing({}, { locale: "en" });
export const ANSWER_TOO_LATE = m.err_answer_too_late({}, { locale: "en" });
export const CART_EMPTY = m.err_cart_empty({}, { locale: "en" });

// Search's places (features/search/near.ts) and dates (search-dates.schema.ts, search-dates.ts).
export const NEAR_MESSAGES = {
  bad: "Must be latitude,longitude (e.g. 7.38,3.90) or a Nigerian city, area or state",
  range: "Latitude must be between -90 and 90 and longitude between -180 and 180",
  sortWithout: "Choose a place (near) to sort by distance from",
  state: "Choose one of the 36 states or the FCT",
} as const;
export const SEARCH_DATE_MESSAGES = {
  badDate: "Must be a real date, written YYYY-MM-DD",
  badTime: `Must be one of ${PICKUP_TIMES.join(", ")}`,
  startMissing: "Choose a start date as well",
  endBeforeStart: "The end date cannot be before the start date",
  tooLong: `A rental is at most ${MAX_SEARCH_DAYS} days: choose an earlier end date`,
} as const;
export const PAST_START = m.err_start_from_today({}, { locale: "en" });
