// What /api/v1 answers about bookings, as zod shapes (the OpenAPI document is generated from them) and the mapping from
// the services' results: amounts in integer kobo, rental days YYYY-MM-DD, instants ISO 8601 in UTC.
import { z } from "zod";
import { PICKUP_TIMES, addDaysIso } from "../../../core/dates";
import type { Quote } from "../../../core/quote";
import { ACTORS, BOOKING_STATUSES } from "../../../core/booking-states";
import { lateFeePerDay } from "../../../core/late-returns";
import { CONTACT_SHOWN_STATUSES } from "../../../core/contact-masking";
import { DELIVERY_WINDOW_IDS, FULFILMENTS, type DeliveryWindow, type Fulfilment } from "../../../core/delivery";
import { photoSchema } from "../../features/catalogue/catalogue.schema";
import type { BookingCard, OwnerCard, BookingView } from "../../features/bookings/booking-views";
import type { Booking } from "../../features/bookings/bookings.schema";
import type { Extension } from "../../features/bookings/extensions.repo";

const kobo = z.number().int().min(0);
const day = z.iso.date();
const instant = z.iso.datetime();
const status = z.enum(BOOKING_STATUSES);

const dayPriceSchema = z.object({ date: day, pricePerDayKobo: kobo.describe("What one unit costs that day") });

export const quoteSchema = z.object({
  days: z.number().int().min(1),
  units: z.number().int().min(1),
  pricePerDayKobo: kobo.describe("The listing's daily price"),
  dayPrices: z
    .array(dayPriceSchema)
    .nullable()
    .describe("Each day with its price, when the listing priced any day otherwise (a weekend or custom price); null: every day at pricePerDayKobo"),
  rentalKobo: kobo.describe("The days' prices summed × units (days × units × price per day when every day costs the daily price)"),
  discountPct: z.number().min(0).max(100).describe("The long-rental discount: monthly from 30 days, else weekly from 7"),
  discountKobo: kobo,
  serviceFeeKobo: kobo.describe("10% of the rental after the discount"),
  vatKobo: kobo.describe("7.5% VAT on the service fee"),
  depositKobo: kobo.describe("Refundable caution deposit × units"),
  deliveryFeeKobo: kobo.describe("Delivery and collection, both legs (0 for a pick-up): the owner's in full, no service fee, VAT or commission on it"),
  totalKobo: kobo.describe("What the renter pays: the sum of the lines above"),
  ownerCommissionKobo: kobo.optional().describe("Haya's commission: only in the owner's answers"),
  ownerPayoutKobo: kobo.optional().describe("What the owner receives after the rental completes: only in the owner's answers"),
});

/**
 * A quote as the quote endpoints answer it (POST /bookings/quote, a cart line's quote): `days` is each date with its
 * price (issue 36), `dayCount` how many; the totals as a booking's.
 */
export const quoteAnswerSchema = quoteSchema
  .omit({ days: true, dayPrices: true })
  .extend({
    days: z.array(dayPriceSchema).min(1).describe("Each day of the rental with what one unit costs that day (its weekend or custom price, else the daily price)"),
    dayCount: z.number().int().min(1),
    deliveryKm: z.number().int().nullable().describe("For a delivery: the straight-line km from the item's place to the address's city or area, rounded up, that deliveryFeeKobo is charged on; null for a pick-up"),
  });

/** The service's quote as quoteAnswerSchema: every day listed with its price. */
export function quoteJson(q: Quote & { startDate?: never; deliveryKm?: number | null }, startDate: string): z.input<typeof quoteAnswerSchema> {
  const { days, dayPrices, deliveryKm, ...rest } = q;
  return {
    ...rest,
    deliveryKm: deliveryKm ?? null,
    days: dayPrices ?? Array.from({ length: days }, (_, i) => ({ date: addDaysIso(startDate, i), pricePerDayKobo: q.pricePerDayKobo })),
    dayCount: days,
  };
}

const deliveryAddressJson = z.object({ state: z.string(), city: z.string(), street: z.string(), landmark: z.string() });

export const bookingSchema = quoteSchema.extend({
  id: z.number().int(),
  listingId: z.number().int(),
  renterId: z.string(),
  ownerId: z.string(),
  status,
  bookingMode: z.enum(["instant", "request"]),
  startDate: day,
  endDate: day.describe("Inclusive: a one-day booking has endDate = startDate"),
  pickupTime: z.enum(PICKUP_TIMES).describe("When the rental starts: the pick-up time, or a delivery window's start"),
  fulfilment: z.enum(FULFILMENTS).describe("`pickup`, or `delivery` (the owner brings it to deliveryAddress in deliveryWindow and collects it after)"),
  deliveryAddress: deliveryAddressJson
    .nullable()
    .describe("A delivery's address: for the renter always, for the owner once the booking is paid (confirmed, active, completed); else null"),
  deliveryWindow: z.enum(DELIVERY_WINDOW_IDS as [DeliveryWindow, ...DeliveryWindow[]]).nullable().describe("A delivery's window, Lagos time: morning 8 AM–12 PM, afternoon 12–4 PM, evening 4–8 PM"),
  deliveryKm: z.number().int().nullable().describe("A delivery's straight-line km from the item's place to the address's city or area, rounded up: what the fee was charged on"),
  expiresAt: instant.nullable().describe("When the current state's timer runs out (owner's answer, renter's payment, auto-complete)"),
  lateFeePerDayKobo: kobo.describe("The late fee per day and unit for each day begun after the return time (the listing's when booked, else the daily price)"),
  returnedAt: instant.nullable().describe("When the item came back, as its owner marked it; null before, and when the booking completed on its own"),
  refundKobo: kobo.nullable().describe("Set when cancelled: what the renter gets back"),
  cancelledBy: z.enum(ACTORS).nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type BookingJson = z.input<typeof bookingSchema>;

export const bookingCardSchema = z.object({
  id: z.number().int(),
  status,
  listingId: z.number().int(),
  title: z.string(),
  photo: photoSchema.nullable().describe("The listing's cover photo"),
  ownerName: z.string(),
  renterName: z.string(),
  startDate: day,
  endDate: day,
  units: z.number().int(),
  pickupTime: z.string(),
  totalKobo: kobo,
  ownerPayoutKobo: kobo.optional().describe("What the owner receives: only in the owner's cards (?as=owner)"),
  overdue: z.boolean().describe("Picked up, past its return time (8 PM Lagos on the end date) and not yet marked returned"),
  createdAt: instant,
  expiresAt: instant.nullable(),
});

export const refundSchema = z.object({
  refundKobo: kobo.describe("The sum of the parts"),
  rentalRefundKobo: kobo,
  feesRefundKobo: kobo.describe("Service fee and VAT"),
  depositRefundKobo: kobo,
  deliveryRefundKobo: kobo.describe("A delivery's fee, given back whole before pick-up (0 for a pick-up)"),
  rule: z.string().describe("The cancellation policy line that applies"),
});

export const extensionSchema = z.object({
  id: z.number().int(),
  status: z
    .enum(["requested", "awaiting_payment", "paid", "declined", "expired", "withdrawn"])
    .describe("requested (the owner answers) → awaiting_payment (the extra days are held; the renter pays) → paid; or declined, expired"),
  fromEndDate: day.describe("The booking's end date when asked"),
  toEndDate: day.describe("The end date asked for; the booking's end date from the acceptance on (back to fromEndDate if not paid in time)"),
  days: z.number().int().min(1).describe("Extra days: toEndDate − fromEndDate"),
  rentalKobo: kobo.describe("days × units × the booking's price per day (no long-rental discount)"),
  serviceFeeKobo: kobo,
  vatKobo: kobo,
  totalKobo: kobo.describe("What the renter pays for the extra days (no caution deposit)"),
  ownerCommissionKobo: kobo.optional().describe("Only in the owner's answers"),
  ownerPayoutKobo: kobo.optional().describe("Only in the owner's answers"),
  expiresAt: instant.nullable().describe("The owner's answer, then the renter's payment, are due by then"),
  createdAt: instant,
  updatedAt: instant,
});

/** An extension as one party reads it: the owner's commission and payout to the owner only. */
export function extensionJson(e: Extension, role: "renter" | "owner"): z.input<typeof extensionSchema> {
  return {
    id: e.id,
    status: e.status as z.input<typeof extensionSchema>["status"],
    fromEndDate: e.fromEndDate,
    toEndDate: e.toEndDate,
    days: e.days,
    rentalKobo: e.rentalKobo,
    serviceFeeKobo: e.serviceFeeKobo,
    vatKobo: e.vatKobo,
    totalKobo: e.totalKobo,
    ...(role === "owner" ? { ownerCommissionKobo: e.ownerCommissionKobo, ownerPayoutKobo: e.ownerPayoutKobo } : {}),
    expiresAt: e.expiresAt?.toISOString() ?? null,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

const party = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable().describe("Their verified phone number (E.164, +234…); null without one"),
  whatsapp: z.string().nullable().describe("https://wa.me/234… for that phone number when it is a Nigerian mobile one; else null"),
});
export const lateFeeRequestSchema = z
  .object({
    amountKobo: kobo.describe("What the owner asks the renter to pay through Haya: at most the late fee run up less what a late-return deposit claim and earlier requests took of it"),
    lateDays: z.number().int().min(1).describe("Days begun late when it was asked: from returnDueAt to the hour the item came back"),
    status: z.enum(["requested", "paid", "withdrawn"]).describe("requested: waiting for the renter's payment; paid; withdrawn by the owner before payment"),
    requestedAt: instant,
    paidAt: instant.nullable(),
  })
  .meta({ id: "LateFeeRequest" });

export const bookingViewSchema = z.object({
  booking: bookingSchema,
  role: z.enum(["renter", "owner"]).describe("Whose eyes: the caller is the booking's renter or its owner"),
  listing: z.object({
    id: z.number().int(),
    title: z.string(),
    photo: photoSchema.nullable().describe("The listing's cover photo"),
    city: z.string(),
    state: z.string(),
    pickupNotes: z.string().nullable().describe("The owner's pick-up notes (where and when to collect): for the owner always, for the renter once the booking is confirmed, else null"),
  }),
  ownerName: z.string(),
  renterName: z.string(),
  contact: party.nullable().describe("The other party, once the booking is paid (confirmed, active, completed): the rule that unmasks messages"),
  history: z.array(z.object({ from: status.nullable(), to: status, actor: z.string(), at: instant, note: z.string() })),
  actions: z.array(z.enum(["pay", "accept", "decline", "cancel", "pickUp", "return"])).describe("What the caller may do next"),
  cancelRefund: refundSchema.nullable().describe("What cancelling now would refund, when the caller may cancel"),
  extensions: z.array(extensionSchema).describe("Extensions of the rental, oldest first"),
  overdue: z.boolean().describe("Picked up, past its return time (8 PM Lagos on the end date, `returnDueAt`) and not yet marked returned"),
  returnDueAt: instant.describe("When the item is due back: 8 PM (Lagos) on the end date"),
  returnedAt: instant.nullable().describe("When the item came back, as its owner marked it (POST …/returned); null before, and when the booking completed on its own"),
  lateFeeAccruedKobo: kobo.describe(
    "The late fee run up: booking.lateFeePerDayKobo × units for each day begun after returnDueAt, growing while overdue, fixed at the hour the item came back; 0 on time",
  ),
  canExtend: z.boolean().describe("The caller (the renter) may ask for an extension now"),
  lateFeeRequest: lateFeeRequestSchema.nullable().describe("The owner's latest request that the renter pay the late fee beyond the deposit (the waiting one, else the last paid or withdrawn); null when none"),
});
export type BookingViewJson = z.input<typeof bookingViewSchema>;

/**
 * Every column a party may read, by name: a column added later is not published by accident. The owner's commission
 * and payout go to the owner only.
 */
export function bookingJson(b: Booking, role: "renter" | "owner"): BookingJson {
  return {
    id: b.id,
    listingId: b.listingId,
    renterId: b.renterId,
    ownerId: b.ownerId,
    status: b.status,
    bookingMode: b.bookingMode,
    startDate: b.startDate,
    endDate: b.endDate,
    pickupTime: b.pickupTime as BookingJson["pickupTime"],
    fulfilment: b.fulfilment as Fulfilment,
    // The address is the renter's to give: the owner reads it once the booking is paid (as the parties' contact).
    deliveryAddress: role === "renter" || (CONTACT_SHOWN_STATUSES as readonly string[]).includes(b.status) ? b.deliveryAddress : null,
    deliveryWindow: b.deliveryWindow as DeliveryWindow | null,
    deliveryKm: b.deliveryKm,
    units: b.units,
    days: b.days,
    pricePerDayKobo: b.pricePerDayKobo,
    dayPrices: b.dayPrices ?? null,
    rentalKobo: b.rentalKobo,
    discountPct: b.discountPct,
    discountKobo: b.discountKobo,
    serviceFeeKobo: b.serviceFeeKobo,
    vatKobo: b.vatKobo,
    depositKobo: b.depositKobo,
    deliveryFeeKobo: b.deliveryFeeKobo,
    totalKobo: b.totalKobo,
    ...(role === "owner" ? { ownerCommissionKobo: b.ownerCommissionKobo, ownerPayoutKobo: b.ownerPayoutKobo } : {}),
    expiresAt: b.expiresAt?.toISOString() ?? null,
    lateFeePerDayKobo: lateFeePerDay(b),
    returnedAt: b.returnedAt?.toISOString() ?? null,
    refundKobo: b.refundKobo,
    cancelledBy: b.cancelledBy,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}

export function bookingViewJson(v: BookingView): BookingViewJson {
  return {
    ...v,
    booking: bookingJson(v.booking, v.role),
    history: v.history.map((e) => ({ ...e, at: e.at.toISOString() })),
    returnDueAt: v.returnDueAt.toISOString(),
    returnedAt: v.returnedAt?.toISOString() ?? null,
    extensions: v.extensions.map((e) => extensionJson(e, v.role)),
  };
}

export const cardsJson = (cards: (BookingCard | OwnerCard)[]): z.input<typeof bookingCardSchema>[] => cards;
