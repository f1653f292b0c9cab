// The cart (server/features/cart): a signed-in person's lines, each a booking to be asked for.
import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { DeliveryAddress } from "../../../core/delivery";
import { users } from "./accounts";
import { bookingMode, listings } from "./listings";

/**
 * A line of a signed-in person's cart (features/cart): a listing, dates, pick-up time and units, as a booking would be
 * asked for, and the price per day, total and booking mode it was added at, so that a changed price or a listing that
 * turned from request to instant booking is shown before checkout rather than charged. One line per listing and dates: adding the same again replaces its time and units.
 */
export const cartLines = pgTable(
  "cart_lines",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: bigint("listing_id", { mode: "number" })
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    pickupTime: text("pickup_time").notNull(),
    /** As a booking's (issue 36): 'pickup', or 'delivery' to the address in the window. */
    fulfilment: text("fulfilment").notNull().default("pickup"),
    deliveryAddress: jsonb("delivery_address").$type<DeliveryAddress>(),
    deliveryWindow: text("delivery_window"),
    units: integer("units").notNull(),
    pricePerDayKobo: integer("price_per_day_kobo").notNull(),
    totalKobo: bigint("total_kobo", { mode: "number" }).notNull(),
    bookingMode: bookingMode("booking_mode").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_lines_user_listing_dates_key").on(t.userId, t.listingId, t.startDate, t.endDate),
    index("cart_lines_listing_idx").on(t.listingId),
    check("cart_lines_dates_order", sql`${t.endDate} >= ${t.startDate}`),
    check("cart_lines_units_positive", sql`${t.units} >= 1`),
  ],
);
