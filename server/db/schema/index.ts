// Haya's database schema (PostgreSQL dialect, shared by PGlite and PostgreSQL servers): one file per domain, each table
// in the domain that owns it, all re-exported here. Code imports `db/schema` (this file), as drizzle.config.ts does.
export * from "./accounts";
export * from "./listings";
export * from "./bookings";
export * from "./after-pickup";
export * from "./payments";
export * from "./payouts";
export * from "./reviews";
export * from "./calendars";
export * from "./messages";
export * from "./admin";
export * from "./notifications";
export * from "./saved";
export * from "./cart";
export * from "./search";
export * from "./contact";
export * from "./outbox";
export * from "./exports";
export * from "./identity";
