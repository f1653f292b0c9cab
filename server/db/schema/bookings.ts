// ── Bookings (server/features/bookings): a renter's hold on a listing's units for a range of days ──
import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, jsonb, pgEnum, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import type { DayPrice } from "../../../core/day-prices";
import type { DeliveryAddress } from "../../../core/delivery";
import { BOOKING_STATUSES } from "../../../core/booking-states";
import { users } from "./accounts";
import { bookingMode, listings } from "./listings";

/** The state machine's states (core/booking-states.ts), in its order. */
export const bookingStatus = pgEnum("booking_status", BOOKING_STATUSES);

export const bookingActor = pgEnum("booking_actor", ["renter", "owner", "system", "admin"]);

/**
 * One booking: dates (Africa/Lagos, end inclusive), units, and the quote frozen when it was made, in whole kobo. Amounts
 * are bigint: a week of an event hall at ₦5,000,000 a day is already past int4's 2,147,483,647 kobo.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: bigint("listing_id", { mode: "number" })
      .notNull()
      .references(() => listings.id, { onDelete: "restrict" }),
    renterId: text("renter_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** The listing's owner, copied so that owners' lists need no join. */
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    pickupTime: text("pickup_time").notNull(),
    /** 'pickup', or 'delivery' to `deliveryAddress` in `deliveryWindow` (issue 36, decision 058; pickupTime is the window's start). */
    fulfilment: text("fulfilment").notNull().default("pickup"),
    deliveryAddress: jsonb("delivery_address").$type<DeliveryAddress>(),
    deliveryWindow: text("delivery_window"),
    /** Straight-line km from the item's place to the address's city or area, rounded up, as the fee was charged on. */
    deliveryKm: integer("delivery_km"),
    units: integer("units").notNull(),
    status: bookingStatus("status").notNull(),
    days: integer("days").notNull(),
    pricePerDayKobo: integer("price_per_day_kobo").notNull(),
    /** Each day with its price per unit, frozen as quoted, when any day cost other than the daily price (issue 36); else null. */
    dayPrices: jsonb("day_prices").$type<DayPrice[]>(),
    rentalKobo: bigint("rental_kobo", { mode: "number" }).notNull(),
    discountPct: smallint("discount_pct").notNull(),
    discountKobo: bigint("discount_kobo", { mode: "number" }).notNull(),
    serviceFeeKobo: bigint("service_fee_kobo", { mode: "number" }).notNull(),
    vatKobo: bigint("vat_kobo", { mode: "number" }).notNull(),
    depositKobo: bigint("deposit_kobo", { mode: "number" }).notNull(),
    /** Delivery and collection, both legs: in totalKobo and, whole, in ownerPayoutKobo (no commission, fee or VAT: decision 058). */
    deliveryFeeKobo: bigint("delivery_fee_kobo", { mode: "number" }).notNull().default(0),
    /**
     * The listing's late fee per day and unit when booked (core/late-returns.ts), charged for each day begun late; null:
     * the listing had none of its own, so the booking's daily price.
     */
    lateFeePerDayKobo: integer("late_fee_per_day_kobo"),
    totalKobo: bigint("total_kobo", { mode: "number" }).notNull(),
    ownerCommissionKobo: bigint("owner_commission_kobo", { mode: "number" }).notNull(),
    ownerPayoutKobo: bigint("owner_payout_kobo", { mode: "number" }).notNull(),
    /** As the listing was when booked: instant bookings start awaiting payment, requests wait for the owner. */
    bookingMode: bookingMode("booking_mode").notNull(),
    /** The current state's deadline (owner's answer, renter's payment); null when the state has none. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** Set when the booking is cancelled: what the renter gets back (refunds.ts) and who cancelled. */
    refundKobo: bigint("refund_kobo", { mode: "number" }),
    cancelledBy: bookingActor("cancelled_by"),
    /** When the item came back, as its owner marked it (null: not marked; an automatic completion sets none). */
    returnedAt: timestamp("returned_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("bookings_dates_order", sql`${t.endDate} >= ${t.startDate}`),
    check("bookings_days_match", sql`${t.days} = ${t.endDate} - ${t.startDate} + 1`),
    check("bookings_units_positive", sql`${t.units} >= 1`),
    check("bookings_fulfilment", sql`(${t.fulfilment} = 'pickup' AND ${t.deliveryAddress} IS NULL) OR (${t.fulfilment} = 'delivery' AND ${t.deliveryAddress} IS NOT NULL AND ${t.deliveryWindow} IS NOT NULL)`),
    check(
      "bookings_money_nonnegative",
      sql`${t.pricePerDayKobo} >= 0 AND ${t.lateFeePerDayKobo} >= 0 AND ${t.rentalKobo} >= 0 AND ${t.discountKobo} >= 0 AND ${t.serviceFeeKobo} >= 0 AND ${t.vatKobo} >= 0 AND ${t.depositKobo} >= 0 AND ${t.deliveryFeeKobo} >= 0 AND ${t.totalKobo} >= 0 AND ${t.ownerCommissionKobo} >= 0 AND ${t.ownerPayoutKobo} >= 0`,
    ),
    // The hold check (bookings.repo.ts) reads a listing's bookings by status and dates.
    index("bookings_listing_status_dates_idx").on(t.listingId, t.status, t.startDate, t.endDate),
    index("bookings_renter_idx").on(t.renterId, t.createdAt.desc()),
    index("bookings_owner_idx").on(t.ownerId, t.createdAt.desc()),
    // The sweeper's work list: bookings waiting on someone, by deadline.
    index("bookings_expires_idx")
      .on(t.expiresAt)
      .where(sql`status IN ('requested', 'awaiting_payment')`),
    // The pick-up reminders' work list (notifications.sweep): confirmed bookings by their first day.
    index("bookings_confirmed_start_idx").on(t.startDate).where(sql`status = 'confirmed'`),
    // Rentals out by their end date: the return reminders and overdue warnings (notifications.sweep), the automatic
    // completion (sweeper.ts) and the console's overdue list, each every minute or on demand, read only these.
    index("bookings_active_end_idx").on(t.endDate).where(sql`status = 'active'`),
  ],
);

/** A booking's status history: one row per transition, including its creation (from_status null). */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    fromStatus: bookingStatus("from_status"),
    toStatus: bookingStatus("to_status").notNull(),
    actor: bookingActor("actor").notNull(),
    /** The user who acted; null for the system (sweeper, webhooks). */
    actorId: text("actor_id"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    note: text("note").notNull().default(""),
  },
  (t) => [index("booking_events_booking_idx").on(t.bookingId, t.at)],
);
