// SQL for accounts beyond better-auth's own tables: profiles, 'For Business' details, generated secrets, deletion.
import { randomBytes } from "node:crypto";
import { and, eq, isNull, like, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  accounts,
  apiTokens,
  appSecrets,
  cartLines,
  dataExports,
  favourites,
  knownDevices,
  listings,
  newsletterSubscriptions,
  notificationPrefs,
  notifications,
  payoutAccounts,
  phoneCodes,
  savedSearches,
  sessions,
  twoFactors,
  userBlocks,
  users,
  verifications,
} from "../../db/schema";

const profileColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  emailVerified: users.emailVerified,
  image: users.image,
  phone: users.phone,
  phoneNumber: users.phoneNumber,
  businessName: users.businessName,
  cacNumber: users.cacNumber,
  businessPhone: users.businessPhone,
  businessStatus: users.businessStatus,
  createdAt: users.createdAt,
};
export type Profile = Awaited<ReturnType<typeof findProfile>> & {};

export async function findProfile(db: Db, userId: string) {
  const [row] = await db.select(profileColumns).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

/** The state and city the person saved (their place, for 'Delivers to you'), when they saved both. */
export async function savedPlaceOf(db: Db, userId: string): Promise<{ state: string; city: string } | undefined> {
  const [row] = await db.select({ state: users.state, city: users.city }).from(users).where(eq(users.id, userId));
  return row?.state && row.city ? { state: row.state, city: row.city } : undefined;
}

/** Whom an e-mail goes to: name, address and language (an account not deleted). */
export async function mailPersonOf(db: Db, userId: string) {
  const [row] = await db.select({ name: users.name, email: users.email, language: users.language }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

/** The language of the person's texts and e-mails (en, pcm). */
export async function setLanguage(db: Db, userId: string, language: "en" | "pcm") {
  await db.update(users).set({ language }).where(and(eq(users.id, userId), sql`${users.language} <> ${language}`));
}

export async function setDataSaver(db: Db, userId: string, on: boolean) {
  await db.update(users).set({ dataSaver: on, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function updateProfile(db: Db, userId: string, patch: { name?: string; phone?: string | null; image?: string | null }) {
  await db.update(users).set({ ...patch, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Sets the profile photo and returns the one it replaces (read under a row lock, so two uploads cannot both miss it). */
export async function swapImage(db: Db, userId: string, image: string | null): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ image: users.image }).from(users).where(eq(users.id, userId)).for("update");
    await tx.update(users).set({ image, updatedAt: new Date() }).where(eq(users.id, userId));
    return row?.image ?? null;
  });
}

/** Saving changed details of a verified business sends it back to 'unverified': an admin checked the old ones. */
export async function saveBusiness(db: Db, userId: string, b: { businessName: string; cacNumber: string; businessPhone: string }) {
  await db
    .update(users)
    .set({
      ...b,
      businessStatus: sql`case when ${users.businessName} is not distinct from ${b.businessName}
        and ${users.cacNumber} is not distinct from ${b.cacNumber}
        and ${users.businessPhone} is not distinct from ${b.businessPhone} then ${users.businessStatus} else 'unverified' end`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/** Whether an operator has banned the person (features/admin): no session is made for them. */
export async function isBanned(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ bannedAt: users.bannedAt }).from(users).where(eq(users.id, userId));
  return Boolean(row?.bannedAt);
}


/**
 * Deletes what identifies the person and everything that signs them in; the row itself stays, anonymised, because
 * listings and reviews point at it. Their listings leave the site, and their copies of their data (data_exports) go.
 * Returns the profile photo it had and the export archives' files, for deleting.
 */
export async function anonymiseUser(db: Db, userId: string): Promise<{ image: string | null; exportFiles: string[] }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ image: users.image, email: users.email }).from(users).where(eq(users.id, userId)).for("update");
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(apiTokens).where(eq(apiTokens.userId, userId));
    await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
    await tx.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
    await tx.delete(knownDevices).where(eq(knownDevices.userId, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    // A reset link sent before would otherwise give the closed account a password again.
    await tx.delete(verifications).where(eq(verifications.value, userId));
    await tx.update(listings).set({ status: "deleted", updatedAt: new Date() }).where(eq(listings.ownerId, userId));
    // Bank details have no reason to outlive the account they paid.
    await tx.delete(payoutAccounts).where(eq(payoutAccounts.userId, userId));
    // What only served them (/account's "what is erased"): the bell, saved things, the cart, their choices and blocks.
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(notificationPrefs).where(eq(notificationPrefs.userId, userId));
    await tx.delete(savedSearches).where(eq(savedSearches.userId, userId));
    await tx.delete(favourites).where(eq(favourites.userId, userId));
    await tx.delete(cartLines).where(eq(cartLines.userId, userId));
    await tx.delete(userBlocks).where(or(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, userId)));
    if (row) await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, row.email.toLowerCase()));
    // A copy of everything about them has no reason to outlive the account either.
    const exports = await tx.delete(dataExports).where(eq(dataExports.userId, userId)).returning({ key: dataExports.storageKey });
    await tx
      .update(users)
      .set({
        name: "Former member",
        email: `deleted-${userId}@deleted.haya.invalid`,
        emailVerified: false,
        image: null,
        phone: null,
        phoneNumber: null,
        phoneNumberVerified: false,
        bio: null,
        state: null,
        city: null,
        businessName: null,
        cacNumber: null,
        businessPhone: null,
        businessStatus: "unverified",
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    return { image: row?.image ?? null, exportFiles: exports.flatMap((e) => (e.key ? [e.key] : [])) };
  });
}

/** Reset links still out for a person (better-auth keeps the user id as their value): they end when the password changes. */
export async function deleteResetTokens(db: Db, userId: string) {
  await db.delete(verifications).where(and(eq(verifications.value, userId), like(verifications.identifier, "reset-password:%")));
}

/** A secret from the environment wins; otherwise one is generated once and shared by every process through the database. */
export async function getOrCreateSecret(db: Db, name: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: randomBytes(32).toString("base64url") }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return row!.value;
}
