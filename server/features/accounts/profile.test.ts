// The profile page's rules against a real database: details, photo, password, e-mail change and deleting the account.
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { ConflictError, InvalidError, NotFoundError, UnauthorizedError } from "../../errors";
import { createServices, type Services } from "../../services";
import { cookieOf, lastMailTo, meta, tokenIn } from "../../testing/accounts";
import { freshDatabase } from "../../testing/db";
import { memoryStorage } from "../media/storage";
import { createAvatarStore } from "../media/avatars";
import { getOrCreateSecret } from "./accounts.repo";
import { profileSchema } from "./accounts.schema";
import { createAccountsService } from "./accounts.service";
import { createSignInTickets } from "./sign-in-tickets";
import { createAuth } from "./auth";
import { createRateLimiter } from "./rate-limit";

let db: Db;
let accounts: Services["accounts"];
const originals = memoryStorage();
let n = 0;

beforeAll(async () => {
  db = (await freshDatabase({ seed: false })).db;
  accounts = createServices(db, { media: { originals, cache: memoryStorage() } }).accounts;
});

/** Joins with a new address and returns the signed-in session, its cookie and the password. */
async function join(password = "kola-nut-42-river") {
  const email = `person${++n}@example.com`;
  const { headers } = await accounts.signUp({ name: "Ada Obi", email, password }, meta());
  const cookie = cookieOf(headers);
  const { session } = await accounts.getSession(meta(cookie));
  return { session: session!, cookie, email, password };
}
const sessionOf = async (cookie: string) => (await accounts.getSession(meta(cookie))).session;

describe("profile details", () => {
  it("saves name and a normalised phone; an empty phone removes it", async () => {
    const { session } = await join();
    const input = profileSchema.parse({ name: "  Ada Okafor ", phone: "0803 123 4567" });
    expect(await accounts.updateProfile(session.user.id, input)).toMatchObject({ name: "Ada Okafor", phone: "+2348031234567" });
    await accounts.updateProfile(session.user.id, profileSchema.parse({ name: "Ada Okafor", phone: "" }));
    expect((await accounts.getProfile(session.user.id)).phone).toBeNull();
  });

  it("refuses a phone that is not Nigerian", () => {
    const r = profileSchema.safeParse({ name: "Ada", phone: "+44 20 7946 0958" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ["phone"], message: "Enter a Nigerian number: +234 and 10 digits, or 11 digits starting with 0" });
  });

  it("keeps one photo per person: a new one replaces the old file, removing deletes it", async () => {
    const { session } = await join();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#123456" } }).png().toBuffer();
    const first = await accounts.setAvatar(session.user.id, png);
    const second = await accounts.setAvatar(session.user.id, png);
    expect((await accounts.getProfile(session.user.id)).image).toBe(second);
    expect(await originals.read(`originals/${first}`)).toBeUndefined();
    expect(await originals.read(`originals/${second}`)).toBeDefined();
    await accounts.setAvatar(session.user.id, null);
    expect((await accounts.getProfile(session.user.id)).image).toBeNull();
    expect(await originals.read(`originals/${second}`)).toBeUndefined();
  });

  it("stores nothing when the file is not a photo", async () => {
    const { session } = await join();
    await expect(accounts.setAvatar(session.user.id, Buffer.from("just text, named photo.jpg"))).rejects.toBeInstanceOf(InvalidError);
    expect((await accounts.getProfile(session.user.id)).image).toBeNull();
  });
});

describe("change password", () => {
  it("ends every other session and keeps this browser signed in with a new cookie", async () => {
    const { session, cookie, email, password } = await join();
    const other = cookieOf((await accounts.signIn({ email, password }, meta())).headers);
    expect(await sessionOf(other)).not.toBeNull();
    const { headers } = await accounts.changePassword(session, { currentPassword: password, newPassword: "new-ogbono-soup-9" }, meta(cookie));
    expect(await sessionOf(other)).toBeNull();
    expect((await sessionOf(cookieOf(headers)))?.user.id).toBe(session.user.id);
    await expect(accounts.signIn({ email, password }, meta())).rejects.toBeInstanceOf(UnauthorizedError);
    await accounts.signIn({ email, password: "new-ogbono-soup-9" }, meta());
  });

  it("refuses a wrong current password or a common new one, and changes nothing", async () => {
    const { session, cookie, email, password } = await join();
    const wrong = accounts.changePassword(session, { currentPassword: "not-my-password", newPassword: "new-ogbono-soup-9" }, meta(cookie));
    await expect(wrong).rejects.toMatchObject({ fields: { currentPassword: "Your current password is not correct" } });
    const common = accounts.changePassword(session, { currentPassword: password, newPassword: "password123" }, meta(cookie));
    await expect(common).rejects.toMatchObject({ fields: { newPassword: expect.stringMatching(/too common/) } });
    expect(await sessionOf(cookie)).not.toBeNull();
    await accounts.signIn({ email, password }, meta());
  });
});

describe("change email", () => {
  it("changes the address only when the link sent to the new one is opened", async () => {
    const { session, cookie, email, password } = await join();
    await accounts.changeEmail(session, { newEmail: `new-${email}`, currentPassword: password }, meta(cookie));
    expect((await accounts.getProfile(session.user.id)).email).toBe(email);
    const mail = await lastMailTo(db, `new-${email}`);
    expect(mail).toBeDefined();
    await accounts.verifyEmail(tokenIn(mail!.text));
    expect(await accounts.getProfile(session.user.id)).toMatchObject({ email: `new-${email}`, emailVerified: true });
    await accounts.signIn({ email: `new-${email}`, password }, meta());
  });

  it("ends reset links sent to the old address once the new one is confirmed", async () => {
    const { session, cookie, email, password } = await join();
    await accounts.requestPasswordReset({ email }, meta());
    const resetToken = tokenIn((await lastMailTo(db, email))!.text);
    await accounts.changeEmail(session, { newEmail: `left-${email}`, currentPassword: password }, meta(cookie));
    await accounts.verifyEmail(tokenIn((await lastMailTo(db, `left-${email}`))!.text), meta(cookie));
    await expect(accounts.resetPassword({ token: resetToken, password: "taken-over-pass-phrase" })).rejects.toBeInstanceOf(InvalidError);
    await accounts.signIn({ email: `left-${email}`, password }, meta());
  });

  it("keeps the browser's session when the link is opened there, and refuses an address taken in the meantime", async () => {
    const { session, cookie, email, password } = await join();
    await accounts.changeEmail(session, { newEmail: `moved-${email}`, currentPassword: password }, meta(cookie));
    const token = tokenIn((await lastMailTo(db, `moved-${email}`))!.text);
    // Someone else joins with that address before the link is opened.
    const { taken } = await accounts.signUp({ name: "Quick", email: `moved-${email}`, password: "another-pass-phrase" }, meta());
    expect(taken).toBe(false);
    await expect(accounts.verifyEmail(token, meta(cookie))).rejects.toMatchObject({ message: expect.stringMatching(/belongs to another account/) });
    expect((await accounts.getProfile(session.user.id)).email).toBe(email);

    await accounts.changeEmail(session, { newEmail: `again-${email}`, currentPassword: password }, meta(cookie));
    const { headers } = await accounts.verifyEmail(tokenIn((await lastMailTo(db, `again-${email}`))!.text), meta(cookie));
    expect((await accounts.getSession(meta(cookieOf(headers) || cookie))).session?.user.email).toBe(`again-${email}`);
    expect((await accounts.getSession(meta(cookie))).session?.user.id).toBe(session.user.id);
  });

  it("refuses a wrong password, and says nothing about an address that has an account", async () => {
    const a = await join();
    const b = await join();
    const wrong = accounts.changeEmail(a.session, { newEmail: "else@example.com", currentPassword: "nope-nope-nope" }, meta(a.cookie));
    await expect(wrong).rejects.toBeInstanceOf(InvalidError);
    expect(await lastMailTo(db, "else@example.com")).toBeUndefined();
    // Same answer as for a free address, but nothing is sent and nothing changes.
    const before = await lastMailTo(db, b.email);
    await accounts.changeEmail(a.session, { newEmail: b.email, currentPassword: a.password }, meta(a.cookie));
    expect((await lastMailTo(db, b.email))?.id).toBe(before?.id);
    expect((await accounts.getProfile(a.session.user.id)).email).toBe(a.email);
  });
});

describe("delete account", () => {
  it("refuses a wrong password and keeps everything", async () => {
    const { session, cookie, email, password } = await join();
    await expect(accounts.deleteAccount(session, { currentPassword: "wrong-password-1" }, meta(cookie))).rejects.toBeInstanceOf(InvalidError);
    expect((await accounts.getProfile(session.user.id)).email).toBe(email);
    await accounts.signIn({ email, password }, meta());
  });

  it("anonymises the person, ends their sessions, deletes their photo, and they can no longer sign in", async () => {
    const { session, cookie, email, password } = await join();
    await accounts.updateProfile(session.user.id, { name: "Ada Obi", phone: "+2348031234567" });
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#654321" } }).png().toBuffer();
    const photo = await accounts.setAvatar(session.user.id, png);
    await accounts.deleteAccount(session, { currentPassword: password }, meta(cookie));
    const [row] = await db.select().from(users).where(eq(users.id, session.user.id));
    expect(row).toMatchObject({ name: "Former member", phone: null, image: null });
    expect(row!.email).not.toContain(email);
    expect(row!.deletedAt).not.toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, session.user.id))).toEqual([]);
    expect(await originals.read(`originals/${photo}`)).toBeUndefined();
    await expect(accounts.getProfile(session.user.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(accounts.signIn({ email, password }, meta())).rejects.toBeInstanceOf(UnauthorizedError);
    // Signing out afterwards still clears the browser's cookie.
    const { headers } = await accounts.signOut(meta(cookie));
    expect(headers.getSetCookie().some((c) => /^haya\.session_token=;/.test(c))).toBe(true);
  });

  it("is refused with the reason while bookings are open", async () => {
    const { session, cookie, password } = await join();
    const mail = { send: async () => undefined };
    // The same database secret as the app's, so that this service reads the cookie the app signed.
    const auth = createAuth(db, { secret: await getOrCreateSecret(db, "auth"), secureCookies: false, baseUrl: "http://haya.test", mail, phoneTickets: createSignInTickets() });
    const withBookings = createAccountsService(db, {
      auth: async () => auth,
      limiter: createRateLimiter(db),
      mail,
      avatars: createAvatarStore(memoryStorage(), memoryStorage()),
      siteUrl: "http://haya.test",
      countOpenBookings: async () => 2,
    });
    const refused = withBookings.deleteAccount(session, { currentPassword: password }, meta(cookie));
    await expect(refused).rejects.toBeInstanceOf(ConflictError);
    await expect(refused).rejects.toThrow("You have 2 open bookings. Finish or cancel them before deleting your account.");
    expect((await accounts.getProfile(session.user.id)).name).toBe("Ada Obi");
  });
});
