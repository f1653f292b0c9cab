// Two-way reviews' limits (tracker issue 16, item 2), shared by the review forms and the reviews service.

/** A booking's review window: from its completion, this many days to write; hidden reviews publish when it closes. */
export const REVIEW_WINDOW_DAYS = 14;
export const REVIEW_MIN_CHARS = 20;
export const REVIEW_MAX_CHARS = 2000;
export const REPLY_MAX_CHARS = 1000;
/** Reviews the item page shows at first, and how many more each 'Load More' adds. */
export const REVIEWS_PAGE = 5;

export const REVIEW_STARS = [5, 4, 3, 2, 1] as const;
export type ReviewSide = "renter" | "owner";
