// SQL of a person's data exports (exports.service.ts): the rows of the archives asked for, and everything the archive
// holds about the person, read table by table. Each read names the person; another person appears only as the name the
// app already shows them (the other side of a booking or conversation), never by address or number.
import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, lt, lte, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { CONTACT_SHOWN_STATUSES } from "../../../core/contact-masking";
import type { Db } from "../../db/client";
import {
  apiTokens,
  bookingEvents,
  bookingExtensions,
  bookingPhotos,
  bookings,
  conversations,
  dataExports,
  depositClaims,
  favourites,
  knownDevices,
  listingBlockedDates,
  listingPhotos,
  listings,
  messagePhotos,
  messages,
  newsletterSubscriptions,
  notificationPrefs,
  notifications,
  payments,
  payoutAccounts,
  payoutLines,
  payouts,
  refunds,
  reviews,
  savedSearches,
  sessions,
  userBlocks,
  users,
} from "../../db/schema";

export type ExportRow = typeof dataExports.$inferSelect;

// ── The archives asked for ──

/** The person's newest export, whatever its state. */
export async function latestExport(db: Db, userId: string): Promise<ExportRow | undefined> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, userId)).orderBy(desc(dataExports.id)).limit(1);
  return row;
}

export async function findExport(db: Db, id: number): Promise<ExportRow | undefined> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row;
}

/** A new pending export; undefined when the person has one pending already (the partial unique index). */
export async function insertPending(db: Db, userId: string, at: Date): Promise<ExportRow | undefined> {
  const [row] = await db.insert(dataExports).values({ userId, status: "pending", createdAt: at }).onConflictDoNothing().returning();
  return row;
}

/** Pending exports asked for before `before`, whose making has given up (every retry failed): they stop blocking a new one. */
export async function abandonStale(db: Db, userId: string, before: Date): Promise<void> {
  await db.update(dataExports).set({ status: "expired" }).where(and(eq(dataExports.userId, userId), eq(dataExports.status, "pending"), lt(dataExports.createdAt, before)));
}

/** The export is made: its file, size and end. Only a pending one moves (false: it had been abandoned or deleted meanwhile). */
export async function markReady(db: Db, id: number, v: { storageKey: string; sizeBytes: number; readyAt: Date; expiresAt: Date }): Promise<boolean> {
  const moved = await db
    .update(dataExports)
    .set({ status: "ready", ...v })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, "pending")))
    .returning({ id: dataExports.id });
  return moved.length > 0;
}

/** Ready exports whose end has passed at `at`: their ids and files (the sweep deletes the files, then expireRows). */
export function dueExports(db: Db, at: Date) {
  return db
    .select({ id: dataExports.id, key: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.status, "ready"), lte(dataExports.expiresAt, at)));
}

/** The exports turn expired, their files gone. */
export async function expireRows(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.update(dataExports).set({ status: "expired", storageKey: null }).where(inArray(dataExports.id, ids));
}

// ── What the archive holds ──

const other = alias(users, "other");

export async function profileOf(db: Db, userId: string) {
  const [profile] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      photo: users.image,
      phone: users.phone,
      verifiedMobileNumber: users.phoneNumber,
      state: users.state,
      city: users.city,
      bio: users.bio,
      businessName: users.businessName,
      cacNumber: users.cacNumber,
      businessPhone: users.businessPhone,
      businessStatus: users.businessStatus,
      businessRejectionReason: users.businessRejectionReason,
      businessDecidedAt: users.businessDecidedAt,
      language: users.language,
      dataSaver: users.dataSaver,
      role: users.role,
      twoFactorEnabled: users.twoFactorEnabled,
      ownerRatingAvg: users.ownerRatingAvg,
      ownerReviewCount: users.ownerReviewCount,
      joinedAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [payoutAccount] = await db
    .select({ bankName: payoutAccounts.bankName, accountNumber: payoutAccounts.accountNumber, accountName: payoutAccounts.accountName, provider: payoutAccounts.provider, createdAt: payoutAccounts.createdAt, updatedAt: payoutAccounts.updatedAt })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, userId));
  // A token's name, scopes and dates: its secret was never kept, and its hash stays out.
  const tokens = await db
    .select({ name: apiTokens.name, prefix: apiTokens.prefix, scopes: apiTokens.scopes, createdAt: apiTokens.createdAt, lastUsedAt: apiTokens.lastUsedAt, expiresAt: apiTokens.expiresAt, revokedAt: apiTokens.revokedAt })
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(asc(apiTokens.id));
  const blocked = await db
    .select({ name: other.name, since: userBlocks.createdAt })
    .from(userBlocks)
    .innerJoin(other, eq(other.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, userId));
  return { profile, payoutAccount: payoutAccount ?? null, apiTokens: tokens, peopleYouBlocked: blocked };
}

/** A listing as its owner entered it: everything but the owner (them) and the search index's own columns. */
const { ownerId: _owner, searchVector: _words, titleVector: _title, ...listingColumns } = getTableColumns(listings);

export async function listingsOf(db: Db, userId: string) {
  const rows = await db
    .select(listingColumns)
    .from(listings)
    .where(eq(listings.ownerId, userId))
    .orderBy(asc(listings.id));
  const ids = rows.map((r) => r.id);
  const photos = ids.length
    ? await db
        .select({ listingId: listingPhotos.listingId, key: listingPhotos.storageKey, position: listingPhotos.position, width: listingPhotos.width, height: listingPhotos.height, alt: listingPhotos.alt })
        .from(listingPhotos)
        .where(inArray(listingPhotos.listingId, ids))
        .orderBy(asc(listingPhotos.listingId), asc(listingPhotos.position))
    : [];
  const closed = ids.length
    ? await db.select().from(listingBlockedDates).where(inArray(listingBlockedDates.listingId, ids)).orderBy(asc(listingBlockedDates.listingId), asc(listingBlockedDates.day))
    : [];
  return rows.map((l) => ({
    ...l,
    photos: photos.filter((p) => p.listingId === l.id).map(({ listingId: _l, ...p }) => p),
    closedDays: closed.filter((d) => d.listingId === l.id).map((d) => d.day),
  }));
}

/** The person's bookings, as renter or owner, each with its history, extensions and the condition photos' details. */
export async function bookingsOf(db: Db, userId: string) {
  const renter = alias(users, "renter");
  const owner = alias(users, "owner");
  const rows = await db
    .select({ booking: bookings, listingTitle: listings.title, renterName: renter.name, ownerName: owner.name })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .innerJoin(renter, eq(renter.id, bookings.renterId))
    .innerJoin(owner, eq(owner.id, bookings.ownerId))
    .where(or(eq(bookings.renterId, userId), eq(bookings.ownerId, userId)))
    .orderBy(asc(bookings.id));
  const ids = rows.map((r) => r.booking.id);
  if (ids.length === 0) return [];
  const events = await db
    .select({ bookingId: bookingEvents.bookingId, from: bookingEvents.fromStatus, to: bookingEvents.toStatus, by: bookingEvents.actor, at: bookingEvents.at, note: bookingEvents.note })
    .from(bookingEvents)
    .where(inArray(bookingEvents.bookingId, ids))
    .orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
  const extensions = await db.select().from(bookingExtensions).where(inArray(bookingExtensions.bookingId, ids)).orderBy(asc(bookingExtensions.id));
  const photos = await db
    .select({ bookingId: bookingPhotos.bookingId, stage: bookingPhotos.stage, byYou: sql<boolean>`${bookingPhotos.userId} = ${userId}`, note: bookingPhotos.note, width: bookingPhotos.width, height: bookingPhotos.height, createdAt: bookingPhotos.createdAt })
    .from(bookingPhotos)
    .where(inArray(bookingPhotos.bookingId, ids))
    .orderBy(asc(bookingPhotos.id));
  return rows.map(({ booking: b, listingTitle, renterName, ownerName }) => {
    const { renterId, ownerId: _owner, ...rest } = b;
    const asRenter = renterId === userId;
    return {
      ...rest,
      // A delivery's address is the renter's: the owner has it once the booking was paid, as on its page (issue 36).
      deliveryAddress: asRenter || (CONTACT_SHOWN_STATUSES as readonly string[]).includes(b.status) ? b.deliveryAddress : null,
      yourRole: asRenter ? "renter" : "owner",
      listingTitle,
      otherPerson: asRenter ? ownerName : renterName,
      history: events.filter((e) => e.bookingId === b.id).map(({ bookingId: _b, ...e }) => e),
      extensions: extensions.filter((e) => e.bookingId === b.id).map(({ bookingId: _b, ...e }) => e),
      conditionPhotos: photos.filter((p) => p.bookingId === b.id).map(({ bookingId: _b, ...p }) => p),
    };
  });
}

/** Payments the person made (as the renter of a booking); the provider's raw events stay out. */
export async function paymentsOf(db: Db, userId: string) {
  return db
    .select({
      id: payments.id,
      bookingId: payments.bookingId,
      extensionId: payments.extensionId,
      provider: payments.provider,
      reference: payments.reference,
      amountKobo: payments.amountKobo,
      currency: payments.currency,
      status: payments.status,
      paidAt: payments.paidAt,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(bookings.renterId, userId))
    .orderBy(asc(payments.id));
}

/** Money owed back to the person as a renter. */
export async function refundsOf(db: Db, userId: string) {
  return db
    .select({ id: refunds.id, bookingId: refunds.bookingId, paymentId: refunds.paymentId, reason: refunds.reason, amountKobo: refunds.amountKobo, status: refunds.status, createdAt: refunds.createdAt, updatedAt: refunds.updatedAt })
    .from(refunds)
    .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
    .where(eq(bookings.renterId, userId))
    .orderBy(asc(refunds.id));
}

/** Money sent to the person as an owner, with the bookings each payout carried. */
export async function payoutsOf(db: Db, userId: string) {
  const rows = await db
    .select({
      id: payouts.id,
      reference: payouts.reference,
      bankName: payouts.bankName,
      accountLast4: payouts.accountLast4,
      amountKobo: payouts.amountKobo,
      feeKobo: payouts.feeKobo,
      trigger: payouts.trigger,
      status: payouts.status,
      failureReason: payouts.failureReason,
      createdAt: payouts.createdAt,
      completedAt: payouts.completedAt,
    })
    .from(payouts)
    .where(eq(payouts.ownerId, userId))
    .orderBy(asc(payouts.id));
  const lines = rows.length ? await db.select().from(payoutLines).where(inArray(payoutLines.payoutId, rows.map((r) => r.id))) : [];
  return rows.map((p) => ({ ...p, bookings: lines.filter((l) => l.payoutId === p.id).map((l) => ({ bookingId: l.bookingId, amountKobo: l.amountKobo })) }));
}

/** Deposit claims the person made (as owner) or answered (as renter). */
export async function claimsOf(db: Db, userId: string) {
  const rows = await db
    .select({ claim: depositClaims })
    .from(depositClaims)
    .innerJoin(bookings, eq(bookings.id, depositClaims.bookingId))
    .where(or(eq(depositClaims.ownerId, userId), eq(bookings.renterId, userId)))
    .orderBy(asc(depositClaims.id));
  return rows.map(({ claim: { ownerId, decidedBy: _operator, ...c } }) => ({ ...c, yourRole: ownerId === userId ? "owner" : "renter" }));
}

/** The person's conversations with every message in them (theirs and the other side's), oldest first. */
export async function conversationsOf(db: Db, userId: string) {
  const renter = alias(users, "renter");
  const owner = alias(users, "owner");
  const convs = await db
    .select({ id: conversations.id, listingId: conversations.listingId, listingTitle: listings.title, bookingId: conversations.bookingId, renterId: conversations.renterId, renterName: renter.name, ownerName: owner.name, createdAt: conversations.createdAt })
    .from(conversations)
    .innerJoin(listings, eq(listings.id, conversations.listingId))
    .innerJoin(renter, eq(renter.id, conversations.renterId))
    .innerJoin(owner, eq(owner.id, conversations.ownerId))
    .where(or(eq(conversations.renterId, userId), eq(conversations.ownerId, userId)))
    .orderBy(asc(conversations.id));
  if (convs.length === 0) return [];
  const rows = await db
    .select({ id: messages.id, conversationId: messages.conversationId, fromYou: sql<boolean>`${messages.senderId} = ${userId}`, body: messages.body, createdAt: messages.createdAt })
    .from(messages)
    .where(inArray(messages.conversationId, convs.map((c) => c.id)))
    .orderBy(asc(messages.id));
  const photos = rows.length
    ? await db.select({ messageId: messagePhotos.messageId }).from(messagePhotos).where(inArray(messagePhotos.messageId, rows.map((r) => r.id)))
    : [];
  return convs.map(({ renterId, renterName, ownerName, ...c }) => ({
    ...c,
    yourRole: renterId === userId ? "renter" : "owner",
    otherPerson: renterId === userId ? ownerName : renterName,
    messages: rows
      .filter((r) => r.conversationId === c.id)
      .map(({ conversationId: _c, id, ...r }) => ({ ...r, photos: photos.filter((p) => p.messageId === id).length })),
  }));
}

/** Reviews the person wrote (all of them), and those written of them that are published (a blind one stays hidden until then). */
export async function reviewsOf(db: Db, userId: string) {
  const cols = { id: reviews.id, bookingId: reviews.bookingId, listingTitle: listings.title, person: other.name, authorRole: reviews.authorRole, rating: reviews.rating, body: reviews.body, createdAt: reviews.createdAt, publishedAt: reviews.publishedAt, reply: reviews.reply, repliedAt: reviews.repliedAt };
  const written = await db
    .select(cols)
    .from(reviews)
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .innerJoin(other, eq(other.id, reviews.subjectId))
    .where(eq(reviews.authorId, userId))
    .orderBy(asc(reviews.id));
  const received = await db
    .select(cols)
    .from(reviews)
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .innerJoin(other, eq(other.id, reviews.authorId))
    .where(and(eq(reviews.subjectId, userId), isNotNull(reviews.publishedAt)))
    .orderBy(asc(reviews.id));
  const named = (key: "about" | "by") => (r: (typeof written)[number]) => {
    const { person, ...rest } = r;
    return { ...rest, [key]: person };
  };
  return { written: written.map(named("about")), received: received.map(named("by")) };
}

export function notificationsOf(db: Db, userId: string) {
  return db
    .select({ kind: notifications.kind, title: notifications.title, body: notifications.body, link: notifications.link, createdAt: notifications.createdAt, readAt: notifications.readAt })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}

export async function savedOf(db: Db, userId: string) {
  const searches = await db
    .select({ label: savedSearches.label, query: savedSearches.query, alerts: savedSearches.alerts, lastAlertedAt: savedSearches.lastAlertedAt, createdAt: savedSearches.createdAt })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.id));
  const hearts = await db
    .select({ listingId: favourites.listingId, title: listings.title, savedAt: favourites.createdAt })
    .from(favourites)
    .innerJoin(listings, eq(listings.id, favourites.listingId))
    .where(eq(favourites.userId, userId))
    .orderBy(asc(favourites.createdAt));
  return { savedSearches: searches, savedListings: hearts };
}

/** What the person agreed to: each notification kind's e-mail and SMS choice they made, and the newsletter (by their address). */
export async function consentsOf(db: Db, userId: string, email: string) {
  const choices = await db
    .select({ kind: notificationPrefs.kind, email: notificationPrefs.email, sms: notificationPrefs.sms, updatedAt: notificationPrefs.updatedAt })
    .from(notificationPrefs)
    .where(eq(notificationPrefs.userId, userId))
    .orderBy(asc(notificationPrefs.kind));
  const [newsletter] = await db.select({ since: newsletterSubscriptions.createdAt }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email.toLowerCase()));
  return { notificationChoices: choices, newsletter: newsletter ? { subscribed: true, since: newsletter.since } : { subscribed: false } };
}

/** Sessions (live or not yet deleted) and the devices the person has signed in with; never a session's token. */
export async function signInsOf(db: Db, userId: string) {
  const rows = await db
    .select({ userAgent: sessions.userAgent, address: sessions.ipAddress, signedInAt: sessions.createdAt, lastUsedAt: sessions.updatedAt, endsAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
  const devices = await db.select({ device: knownDevices.device, firstSeenAt: knownDevices.firstSeenAt }).from(knownDevices).where(eq(knownDevices.userId, userId)).orderBy(asc(knownDevices.firstSeenAt));
  return { sessions: rows, knownDevices: devices };
}
