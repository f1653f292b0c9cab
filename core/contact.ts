// Topics a visitor can pick on the contact and support forms (shared by the form and its validation).
export const CONTACT_TOPICS = [
  "General question",
  "A booking",
  "Listing an item",
  "Payments and refunds",
  "Safety concern",
  "Business and partnerships",
] as const;
