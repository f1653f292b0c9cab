// Accounts against a real database: joining, signing in, sessions, resets and verification through the outbox.
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { sessions } from "../../db/schema";
import { InvalidError, RateLimitedError, UnauthorizedError } from "../../errors";
import { createServices, type Services } from "../../services";
import { cookieOf, lastMailTo as lastMail, linkIn, meta } from "../../testing/accounts";
import { freshDatabase } from "../../testing/db";

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

  it("refuses common passwords", async () => {
    await expect(accounts.signUp({ name: "C", email: "c@example.com", password: "password123" }, meta())).rejects.toBeInstanceOf(InvalidError);
  });

  it("rate limits sign-in per account", async () => {
    let error: unknown;
    for (let i = 0; i < 10 && !error; i++) {
      await accounts.signIn({ email: "target@example.com", password: "guess-" + i }, meta()).catch((e: unknown) => {
        if (e instanceof RateLimitedError) error = e;
      });
    }
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as Error).message).toMatch(/^Too many attempts, try again in \d+ minutes?$/);
  });

  it("resets a password once with the e-mailed link, ending every session", async () => {
    const { headers } = await accounts.signUp({ name: "Dayo", email: "dayo@example.com", password: "first-pass-phrase" }, meta());
    await accounts.requestPasswordReset({ email: "dayo@example.com" }, meta());
    const mail = await lastMailTo("dayo@example.com");
    expect(mail?.subject).toBe("Reset your Haya password");
    const token = new URL(linkIn(mail!.text)).searchParams.get("token")!;
    await accounts.resetPassword({ token, password: "second-pass-phrase" });
    await expect(accounts.resetPassword({ token, password: "third-pass-phrase" })).rejects.toBeInstanceOf(InvalidError);
    expect((await accounts.getSession(meta(cookieOf(headers)))).session).toBeNull();
    await accounts.signIn({ email: "dayo@example.com", password: "second-pass-phrase" }, meta());
    expect(await db.select().from(sessions)).not.toHaveLength(0);
  });
});
