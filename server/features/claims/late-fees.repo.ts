// SQL of late fee requests (decision 057): the request waiting, and what its late fee already got
// from the deposit (a late-return claim) and through Haya (requests waiting or paid), which the next request stays under.
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { bookingLateFees, depositClaims } from "../../db/schema";

export type LateFeeRow = typeof bookingLateFees.$inferSelect;

/** The request waiting for the renter's payment, locked when `lock` (its payment and a withdrawal take turns). */
export async function openOf(db: Tx, bookingId: number, lock = false): Promise<LateFeeRow | undefined> {
  const q = db.select().from(bookingLateFees).where(and(eq(bookingLateFees.bookingId, bookingId), eq(bookingLateFees.status, "requested")));
  const [row] = lock ? await q.for("update") : await q;
  return row;
}

/** One request, locked: a verified payment settles it. */
export async function lockLateFee(tx: Tx, bookingId: number, id: number): Promise<LateFeeRow | undefined> {
  const [row] = await tx.select().from(bookingLateFees).where(and(eq(bookingLateFees.id, id), eq(bookingLateFees.bookingId, bookingId))).for("update");
  return row;
}

export async function insertLateFee(tx: Tx, values: typeof bookingLateFees.$inferInsert): Promise<LateFeeRow> {
  const [row] = await tx.insert(bookingLateFees).values(values).returning();
  return row!;
}

export async function updateLateFee(tx: Tx, id: number, set: Partial<typeof bookingLateFees.$inferInsert>) {
  await tx.update(bookingLateFees).set(set).where(eq(bookingLateFees.id, id));
}

/** What the booking's late fee has been asked for through Haya: its requests waiting or paid. */
export async function askedKobo(db: Tx, bookingId: number): Promise<number> {
  const rows = await db
    .select({ amountKobo: bookingLateFees.amountKobo })
    .from(bookingLateFees)
    .where(and(eq(bookingLateFees.bookingId, bookingId), inArray(bookingLateFees.status, ["requested", "paid"])));
  return rows.reduce((s, r) => s + r.amountKobo, 0);
}

/** What a late-return claim on the deposit takes of the late fee: its amount while open or disputed, what was settled after. */
export async function claimedKobo(db: Tx, bookingId: number): Promise<number> {
  const [c] = await db
    .select({ amountKobo: depositClaims.amountKobo, settled: depositClaims.settledAmountKobo, status: depositClaims.status })
    .from(depositClaims)
    .where(and(eq(depositClaims.bookingId, bookingId), eq(depositClaims.reason, "late_return")));
  if (!c) return 0;
  return c.status === "settled" ? (c.settled ?? 0) : c.amountKobo;
}
