// What /api/v1/admin's look-up and booking file answer (OpenAPI response shapes, admin-desk.ts).
import { z } from "zod";

export const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const money = z.number().int().describe("Kobo");

export const lookupResult = z.object({
  q: z.string(),
  people: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      role: z.string(),
      banned: z.boolean(),
    }),
  ),
  listings: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      status: z.string(),
      ownerId: z.string(),
      ownerName: z.string(),
    }),
  ),
  bookings: z.array(
    z.object({
      id: z.number(),
      status: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      totalKobo: money,
      title: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number(),
      reference: z.string(),
      bookingId: z.number(),
      status: z.string(),
      amountKobo: money,
    }),
  ),
  payouts: z.array(
    z.object({
      id: z.number(),
      reference: z.string(),
      ownerId: z.string(),
      status: z.string(),
      amountKobo: money,
    }),
  ),
});
const party = z.object({ id: z.string(), name: z.string(), email: z.string() });
export const overdueBookings = z.object({
  bookings: z.array(
    z.object({
      id: z.number().int(),
      listingId: z.number().int(),
      title: z.string(),
      renterId: z.string(),
      renterName: z.string(),
      ownerId: z.string(),
      ownerName: z.string(),
      endDate: z.iso.date(),
      dueAt: z.iso.datetime().describe("Its return time: 8 PM Lagos on the end date"),
      daysLate: z.number().int().describe("Days begun since then"),
      lateFeeAccruedKobo: z.number().int().describe("The late fee so far: the booking's late fee per day × units × daysLate"),
    }),
  ),
});

export const bookingFile = z.object({
  booking: z.object({
    id: z.number(),
    status: z.string(),
    listingId: z.number(),
    title: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    totalKobo: money,
    depositKobo: money,
    refundKobo: money.nullable(),
    renter: party,
    owner: party,
  }),
  history: z.array(
    z.object({
      from: z.string().nullable(),
      to: z.string(),
      actor: z.string(),
      actorId: z.string().nullable(),
      at: z.string(),
      note: z.string(),
    }),
  ),
  ledger: z.array(
    z.object({
      journalId: z.string(),
      kind: z.string(),
      at: z.string(),
      sumKobo: money.describe("0 when the journal balances"),
      lines: z.array(z.object({ account: z.string(), amountKobo: money })),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number(),
      reference: z.string(),
      status: z.string(),
      amountKobo: money,
      applied: z.boolean(),
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.number(),
      reason: z.string(),
      amountKobo: money,
      status: z.string(),
      attempts: z.number(),
      lastError: z.string().nullable(),
    }),
  ),
  payouts: z.array(
    z.object({
      payoutId: z.number(),
      reference: z.string(),
      status: z.string(),
      amountKobo: money,
      failureReason: z.string().nullable(),
    }),
  ),
  messages: z.array(
    z.object({
      id: z.number(),
      senderId: z.string(),
      senderName: z.string(),
      body: z.string().describe("As written: never masked for an operator"),
      at: z.string(),
    }),
  ),
});

