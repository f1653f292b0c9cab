// Calendar sync's limits: plain values without zod, so that the owner's page can use them in the browser too.
export const CALENDAR_LIMITS = {
  /** External calendars one listing imports at most. */
  importsMax: 10,
  nameMax: 60,
  urlMax: 2000,
} as const;

/** How often each imported calendar is fetched again (the sweep looks every 5 minutes for those due). */
export const REFRESH_MINUTES = 30;

/** What an owner's imported calendar last did: never fetched yet, read, or failed (its earlier days kept). */
export type ImportStatus = "pending" | "ok" | "failed";
