// Topics a visitor can pick on the contact and support forms (shared by the form and its validation).
import type { Locale } from "./locales";
import { m } from "./paraglide/messages";

export const CONTACT_TOPICS = [
  "General question",
  "A booking",
  "Listing an item",
  "Payments and refunds",
  "Safety concern",
  "Business and partnerships",
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/**
 * A topic as the form shows it, in the reader's language or `locale` (the value sent and stored stays the English one
 * above); a value that is not one of them (an older row) as it is.
 */
export const contactTopicLabel = (topic: string, locale?: Locale): string =>
  ({
    "General question": m.people_topic_general,
    "A booking": m.people_topic_booking,
    "Listing an item": m.people_topic_listing,
    "Payments and refunds": m.people_topic_payments,
    "Safety concern": m.people_topic_safety,
    "Business and partnerships": m.people_topic_business,
  })[topic as ContactTopic]?.({}, locale ? { locale } : {}) ?? topic;
