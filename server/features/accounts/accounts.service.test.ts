// Accounts against a real database: joining, signing in, sessions, resets and verification through the outbox.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { accounts as credentials, mailOutbox, sessions, users, verifications } from "../../db/schema";
import { InvalidError, RateLimitedError, UnauthorizedError } from "../../errors";
import { createServices, type Services } from "../../services";
import { cookieOf, lastMailTo as lastMail, linkIn, meta, tokenIn } from "../../testing/accounts";
import { freshDatabase } from "../../testing/db";
import { requestLocale } from "../../http/i18n/request-locale";

// What the code under test says, in English (it speaks the request's language).
const COMMON_PASSWORD_MESSAGE = "That password is too common and easy to guess. Choose a different one";

let db: Db;
let accounts: Services["accounts"];
const lastMailTo = (to: string) => lastMail(db, to);

beforeAll(async () => {
  db = (await freshDatabase({ seed: false })).db;
  accounts = createServices(db).accounts;
});

describe("accounts", () => {
  it("joins, is signed in, and gets a verification e-mail", async () => {
    const { taken, headers } = await accounts.signUp({ name: "Ada Obi", email: "ada@example.com", password: "kola-nut-42-river" }, meta());
    expect(taken).toBe(false);
    const cookie = cookieOf(headers);
    expect(cookie).toMatch(/^haya\.session_token=/);
    const { session } = await accounts.getSession(meta(cookie));
    expect(session?.user).toMatchObject({ name: "Ada Obi", email: "ada@example.com", emailVerified: false });
    const mail = await lastMailTo("ada@example.com");
    expect(mail?.subject).toBe("Verify your email for Haya");
    const token = new URL(linkIn(mail!.text)).searchParams.get("token")!;
    await accounts.verifyEmail(token);
    expect((await accounts.getSession(meta(cookie))).session?.user.emailVerified).toBe(true);
  });

  it("signs in with the right password only, with one message for every failure", async () => {
    await accounts.signUp({ name: "Bola", email: "bola@example.com", password: "ogbono-soup-2026" }, meta());
    const wrong = await accounts.signIn({ email: "bola@example.com", password: "not-the-password" }, meta()).catch((e: unknown) => e);
    const unknown = await accounts.signIn({ email: "nobody@example.com", password: "not-the-password" }, meta()).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(UnauthorizedError);
    expect(unknown).toBeInstanceOf(UnauthorizedError);
    expect((wrong as Error).message).toBe((unknown as Error).message);
    const a = await accounts.signIn({ email: "bola@example.com", password: "ogbono-soup-2026" }, meta());
    const b = await accounts.signIn({ email: "bola@example.com", password: "ogbono-soup-2026" }, meta());
    expect(cookieOf(a.headers)).not.toBe(cookieOf(b.headers));
  });

  it("refuses an address after 8 wrong passwords for one account, yet the owner still signs in from another", async () => {
    await accounts.signUp({ name: "Target", email: "target@example.com", password: "egusi-and-pounded-yam" }, meta());
    const attacker = meta();
    let error: unknown;
    for (let i = 0; i < 10 && !error; i++) {
      await accounts.signIn({ email: "target@example.com", password: "guess-" + i }, attacker).catch((e: unknown) => {
        if (e instanceof RateLimitedError) error = e;
      });
    }
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as Error).message).toMatch(/^Too many attempts, try again in \d+ minutes?$/);
    // The right password from the guessing address is refused too (the attacker learns nothing) …
    await expect(accounts.signIn({ email: "Target@example.com", password: "egusi-and-pounded-yam" }, attacker)).rejects.toBeInstanceOf(RateLimitedError);
    // … but from the owner's own address it signs in, slowed a little at most.
    const started = Date.now();
    const { headers } = await accounts.signIn({ email: "target@example.com", password: "egusi-and-pounded-yam" }, meta());
    expect(cookieOf(headers)).toMatch(/session_token=/);
    expect(Date.now() - started).toBeLessThan(4_000);
  }, 30_000);

  it("resets a password once with the e-mailed link, ending every session", async () => {
    const { headers } = await accounts.signUp({ name: "Dayo", email: "dayo@example.com", password: "first-pass-phrase" }, meta());
    const phone = await accounts.signIn({ email: "dayo@example.com", password: "first-pass-phrase" }, meta());
    expect(await sessionsOf("dayo@example.com")).toHaveLength(2);
    const token = await resetToken("dayo@example.com");
    await accounts.resetPassword({ token, password: "second-pass-phrase" });
    await expect(accounts.resetPassword({ token, password: "third-pass-phrase" })).rejects.toBeInstanceOf(InvalidError);
    for (const h of [headers, phone.headers]) expect((await accounts.getSession(meta(cookieOf(h)))).session).toBeNull();
    expect(await sessionsOf("dayo@example.com")).toHaveLength(0);
    await expect(accounts.signIn({ email: "dayo@example.com", password: "third-pass-phrase" }, meta())).rejects.toBeInstanceOf(UnauthorizedError);
    await accounts.signIn({ email: "dayo@example.com", password: "second-pass-phrase" }, meta());
    expect(await sessionsOf("dayo@example.com")).toHaveLength(1);
  });

  it("makes reset links that work for 1 hour and refuses one past its time, leaving the password as it was", async () => {
    await accounts.signUp({ name: "Efe", email: "efe@example.com", password: "efe-first-phrase" }, meta());
    const token = await resetToken("efe@example.com");
    const [row] = await db.select().from(verifications).where(eq(verifications.identifier, `reset-password:${token}`));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(3600_000 - 5000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(3600_000 + 5000);
    await db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const refused = await accounts.resetPassword({ token, password: "efe-second-phrase" }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(InvalidError);
    expect((refused as InvalidError).message).toBe("This reset link has expired or was already used. Ask for a new one.");
    await expect(accounts.signIn({ email: "efe@example.com", password: "efe-second-phrase" }, meta())).rejects.toBeInstanceOf(UnauthorizedError);
    await accounts.signIn({ email: "efe@example.com", password: "efe-first-phrase" }, meta());
  });

  it("lets only one of two simultaneous uses of a reset link through", async () => {
    await accounts.signUp({ name: "Femi", email: "femi@example.com", password: "femi-first-phrase" }, meta());
    const token = await resetToken("femi@example.com");
    const results = await Promise.allSettled(
      ["femi-second-phrase", "femi-third-phrase", "femi-fourth-phrase"].map((password) => accounts.resetPassword({ token, password })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toBeInstanceOf(InvalidError);
  });

  it("keeps a reset link usable when the new password is refused as too common", async () => {
    await accounts.signUp({ name: "Gbenga", email: "gbenga@example.com", password: "gbenga-first-phrase" }, meta());
    const token = await resetToken("gbenga@example.com");
    const refused = await accounts.resetPassword({ token, password: "password123" }).catch((e: unknown) => e);
    expect((refused as InvalidError).fields).toEqual({ password: COMMON_PASSWORD_MESSAGE });
    await accounts.resetPassword({ token, password: "gbenga-second-phrase" });
    await accounts.signIn({ email: "gbenga@example.com", password: "gbenga-second-phrase" }, meta());
  });

  it("ends every reset link sent before, once the password is reset with one of them", async () => {
    await accounts.signUp({ name: "Musa", email: "musa@example.com", password: "musa-first-phrase" }, meta());
    const older = await resetToken("musa@example.com");
    const newer = await resetToken("musa@example.com");
    await accounts.resetPassword({ token: newer, password: "musa-second-phrase" });
    await expect(accounts.resetPassword({ token: older, password: "musa-third-phrase" })).rejects.toBeInstanceOf(InvalidError);
    await accounts.signIn({ email: "musa@example.com", password: "musa-second-phrase" }, meta());
  });

  it("ends outstanding reset links when the password is changed on the profile", async () => {
    const { headers } = await accounts.signUp({ name: "Nneka", email: "nneka@example.com", password: "nneka-first-phrase" }, meta());
    const token = await resetToken("nneka@example.com");
    const { session } = await accounts.getSession(meta(cookieOf(headers)));
    await accounts.changePassword(session!, { currentPassword: "nneka-first-phrase", newPassword: "nneka-second-phrase" }, meta(cookieOf(headers)));
    await expect(accounts.resetPassword({ token, password: "nneka-third-phrase" })).rejects.toBeInstanceOf(InvalidError);
    await accounts.signIn({ email: "nneka@example.com", password: "nneka-second-phrase" }, meta());
  });

  it("does nothing with a reset link sent before the account was deleted: the account stays closed", async () => {
    const { headers } = await accounts.signUp({ name: "Ola", email: "ola@example.com", password: "ola-first-phrase" }, meta());
    const token = await resetToken("ola@example.com");
    const { session } = await accounts.getSession(meta(cookieOf(headers)));
    await accounts.deleteAccount(session!, { currentPassword: "ola-first-phrase" }, meta(cookieOf(headers)));
    await expect(accounts.resetPassword({ token, password: "ola-second-phrase" })).rejects.toBeInstanceOf(InvalidError);
    expect(await db.select().from(credentials).where(eq(credentials.userId, session!.user.id))).toHaveLength(0);
  });
});

describe("sessions", () => {
  it("end 30 days after sign-in however active they were: refused, deleted and the cookie cleared", async () => {
    const { headers } = await accounts.signUp({ name: "Hauwa", email: "hauwa@example.com", password: "hauwa-pass-phrase" }, meta());
    const cookie = cookieOf(headers);
    const [own] = await sessionsOf("hauwa@example.com");
    const ageTo = (days: number) =>
      db
        .update(sessions)
        .set({ createdAt: new Date(Date.now() - days * 86_400_000), expiresAt: new Date(Date.now() + 6 * 86_400_000) })
        .where(eq(sessions.id, own!.id));
    await ageTo(29.9);
    expect((await accounts.getSession(meta(cookie))).session?.user.email).toBe("hauwa@example.com");
    await ageTo(30.1);
    const { session, headers: out } = await accounts.getSession(meta(cookie));
    expect(session).toBeNull();
    expect(await sessionsOf("hauwa@example.com")).toHaveLength(0);
    expect(out.getSetCookie().find((c) => c.startsWith("haya.session_token="))).toMatch(/Max-Age=0/i);
  });

  it("end after a week without use", async () => {
    const { headers } = await accounts.signUp({ name: "Ibrahim", email: "ibrahim@example.com", password: "ibrahim-pass-phrase" }, meta());
    const [own] = await sessionsOf("ibrahim@example.com");
    await db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, own!.id));
    expect((await accounts.getSession(meta(cookieOf(headers)))).session).toBeNull();
  });

  it("carry a random token of at least 128 bits, signed in the cookie, and a new one at every sign-in", async () => {
    await accounts.signUp({ name: "Jide", email: "jide@example.com", password: "jide-pass-phrase" }, meta());
    const first = await accounts.signIn({ email: "jide@example.com", password: "jide-pass-phrase" }, meta());
    const second = await accounts.signIn({ email: "jide@example.com", password: "jide-pass-phrase" }, meta(cookieOf(first.headers)));
    const tokens = (await sessionsOf("jide@example.com")).map((r) => r.token);
    // Signing in again on the same browser replaced its session: the sign-up one and the second are left.
    expect(tokens).toHaveLength(2);
    expect((await accounts.getSession(meta(cookieOf(first.headers)))).session).toBeNull();
    const value = decodeURIComponent(/^haya\.session_token=([^;]+)/.exec(cookieOf(second.headers))![1]!);
    const [token, signature] = value.split(".");
    expect(tokens).toContain(token);
    expect(signature).toBeTruthy();
    for (const t of tokens) expect(t.length * Math.log2(alphabetSize(t))).toBeGreaterThanOrEqual(128);
    // A token without its signature, or with another's, is not a session.
    expect((await accounts.getSession(meta(`haya.session_token=${token}`))).session).toBeNull();
    const other = tokens.find((t) => t !== token)!;
    expect((await accounts.getSession(meta(`haya.session_token=${encodeURIComponent(`${other}.${signature}`)}`))).session).toBeNull();
  });
});

describe("passwords", () => {
  it("are stored as argon2id hashes with 19 MiB and 2 passes, never as typed", async () => {
    await accounts.signUp({ name: "Kemi", email: "kemi@example.com", password: "kemi-pass-phrase" }, meta());
    const [row] = await db
      .select({ password: credentials.password })
      .from(credentials)
      .innerJoin(users, eq(users.id, credentials.userId))
      .where(eq(users.email, "kemi@example.com"));
    expect(row!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{16,}\$[A-Za-z0-9+/]{32,}$/);
    expect(row!.password).not.toContain("kemi-pass-phrase");
  });

  it("refuses common ones at sign-up with a message beside the field, creating nothing", async () => {
    for (const password of ["password123", "Password123", "nigeria123", "aaaaaaaaaa", "abcabcabcabc"]) {
      const email = `common-${password.toLowerCase()}@example.com`;
      const refused = await accounts.signUp({ name: "C", email, password }, meta()).catch((e: unknown) => e);
      expect(refused, password).toBeInstanceOf(InvalidError);
      expect((refused as InvalidError).fields).toEqual({ password: COMMON_PASSWORD_MESSAGE });
      expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    }
  });
});

describe("sign-up with an address that has an account", () => {
  it("mails its owner a few times at most, however many addresses the attempts come from", async () => {
    await accounts.signUp({ name: "Lola", email: "lola@example.com", password: "lola-pass-phrase" }, meta());
    let refused: unknown;
    for (let i = 0; i < 12 && !refused; i++) {
      await accounts.signUp({ name: "Not Lola", email: "lola@example.com", password: `attacker-${i}-phrase` }, meta()).catch((e: unknown) => (refused = e));
    }
    expect(refused).toBeInstanceOf(RateLimitedError);
    const mails = await db.select().from(mailOutbox).where(and(eq(mailOutbox.to, "lola@example.com"), sql`${mailOutbox.subject} like 'Someone tried%'`));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.length).toBeLessThanOrEqual(3);
  });
});

async function sessionsOf(email: string) {
  return db.select({ id: sessions.id, token: sessions.token }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(eq(users.email, email));
}

async function resetToken(email: string) {
  await accounts.requestPasswordReset({ email }, meta());
  const mail = await lastMailTo(email);
  expect(mail?.subject).toBe("Reset your Haya password");
  return tokenIn(mail!.text);
}

/** The size of the smallest common alphabet the token is drawn from (digits, letters, base64url…). */
function alphabetSize(t: string) {
  if (/^[0-9a-f]+$/.test(t)) return 16;
  if (/^[0-9A-Za-z]+$/.test(t)) return 62;
  if (/^[0-9A-Za-z_-]+$/.test(t)) return 64;
  return 95;
}

describe("the language of a person's e-mails and texts", () => {
  const languageOf = async (email: string) => (await db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]?.language;

  it("is Pidgin for one who joins on a /pcm page: the verification e-mail is in Pidgin and links to the /pcm page", async () => {
    await requestLocale.run("pcm", () => accounts.signUp({ name: "Chidi Eze", email: "chidi@example.com", password: "jollof-rice-on-sunday" }, meta()));
    expect(await languageOf("chidi@example.com")).toBe("pcm");
    const mail = await lastMailTo("chidi@example.com");
    expect(mail?.subject).toBe("Confirm your email for Haya");
    expect(mail!.text).toMatch(/^Hello Chidi Eze,\n\nAbeg confirm say dis na your email address\./);
    expect(new URL(linkIn(mail!.text)).pathname).toBe("/pcm/verify-email");
    expect(mail!.html).toMatch(/<html lang="pcm">/);
  });

  it("stays English, e-mail unchanged, for one who joins on an English page; signing in on a page sets that page's language", async () => {
    await requestLocale.run("en", () => accounts.signUp({ name: "Tunde", email: "tunde@example.com", password: "suya-by-the-roadside" }, meta()));
    expect(await languageOf("tunde@example.com")).toBe("en");
    const mail = await lastMailTo("tunde@example.com");
    expect(mail?.subject).toBe("Verify your email for Haya");
    expect(new URL(linkIn(mail!.text)).pathname).toBe("/verify-email");
    expect(mail!.text).toContain("Please confirm that this is your email address.");

    await requestLocale.run("pcm", () => accounts.signIn({ email: "tunde@example.com", password: "suya-by-the-roadside" }, meta()));
    expect(await languageOf("tunde@example.com")).toBe("pcm");
    // Outside a page (the API, a job), signing in leaves the language as it is.
    await accounts.signIn({ email: "tunde@example.com", password: "suya-by-the-roadside" }, meta());
    expect(await languageOf("tunde@example.com")).toBe("pcm");
    await requestLocale.run("en", () => accounts.signIn({ email: "tunde@example.com", password: "suya-by-the-roadside" }, meta()));
    expect(await languageOf("tunde@example.com")).toBe("en");
  });
});
