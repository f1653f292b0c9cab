// Phone numbers proved by SMS code and signing in with one, as a person goes through it and as someone tries to get
// around it: the code is texted (kept only as an HMAC), a wrong code counts a try and the fifth ends it, a code expires
// after 10 minutes, works once, and a newer one ends it; one code a minute and five an hour per number; a code asked
// by one account proves nothing for another; a number proved on a second account leaves the first; sign-in answers
// the same for a number on no account, and refuses accounts with two-factor sign-in and banned ones.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows";
import { ForbiddenError, InvalidError, RateLimitedError } from "../../errors";
import { meta } from "../../testing/accounts";
import { apiHarness, type ApiHarness } from "../../testing/http";
import { CODE_TTL_MS, RESEND_AFTER_MS } from "./phone";
import { m } from "../../../core/paraglide/messages";

// What the code under test says, in English (it speaks the request's language).
const WRONG_CODE = m.err_phone_wrong_code({}, { locale: "en" });
const DEAD_CODE = m.err_code_dead({}, { locale: "en" });
const TOO_MANY_TRIES = m.err_phone_too_many_tries({}, { locale: "en" });
const SIGN_IN_SENT = m.phone_login_sent({}, { locale: "en" });
const TWO_FACTOR_ACCOUNT = m.err_two_factor_account({}, { locale: "en" });

let h: ApiHarness;
let clock = Date.now();
/** Moves the services' clock on (a minute, say), as time passes between two texts. */
const wait = (ms: number) => void (clock += ms);
beforeAll(async () => void (h = await apiHarness({ now: () => new Date(clock) })));

let seq = 0;
/** A new Nigerian number each time: +234 803 0… */
const newNumber = () => `+23480300${String(++seq).padStart(5, "0")}`;
const local = (e164: string) => `0${e164.slice(4)}`;

/** The texts the outbox holds for a number, newest first. */
const textsTo = async (to: string) => rowsOf<{ body: string }>(await h.db.execute(sql`select body from sms_outbox where "to" = ${to} order by id desc`)).map((r) => r.body);
/** The code in the newest text to a number. */
const lastCode = async (to: string) => /\b(\d{6})\b/.exec((await textsTo(to))[0] ?? "")?.[1];
const phoneOf = async (id: string) => rowsOf<{ phone: string | null; verified: boolean }>(await h.db.execute(sql`select phone_number as phone, phone_number_verified as verified from users where id = ${id}`))[0]!;

/** A person with a verified number. */
async function withPhone(name = "Chidi") {
  const p = await h.join(name);
  const phone = newNumber();
  await h.services.phone.requestVerifyCode(p.id, phone, meta());
  await h.services.phone.verify(p.id, phone, (await lastCode(phone))!, meta());
  return { ...p, phone };
}

describe("proving a number", () => {
  it("texts a 6-digit code, keeps only its HMAC, and the right code makes the number the account's", async () => {
    const p = await h.join("Amaka");
    const phone = newNumber();
    const { sentTo, expiresAt } = await h.services.phone.requestVerifyCode(p.id, phone, meta());
    expect(sentTo).toBe(phone);
    expect(expiresAt.getTime()).toBe(clock + CODE_TTL_MS);
    const [text] = await textsTo(phone);
    expect(text).toMatch(/^Your Haya code is \d{6}\. .*It works for 10 minutes\. Never share it/);
    const code = (await lastCode(phone))!;
    const stored = rowsOf<{ hash: string }>(await h.db.execute(sql`select code_hash as hash from phone_codes where phone = ${phone}`));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.hash).not.toContain(code);
    expect(stored[0]!.hash).toMatch(/^[\w-]{43}$/);
    expect(await phoneOf(p.id)).toEqual({ phone: null, verified: false });
    await h.services.phone.verify(p.id, phone, code, meta());
    expect(await phoneOf(p.id)).toEqual({ phone, verified: true });
    expect(await h.services.phone.numberOf(p.id)).toBe(phone);
    // The profile's contact number was empty: it takes the proved one.
    expect((await h.services.accounts.getProfile(p.id)).phone).toBe(phone);
  });

  it("the header's language switch, signed in, sets the language of the person's texts", async () => {
    const p = await h.join("Tunde");
    const res = await h.app.request("/language/pcm?next=/browse", { headers: { cookie: p.cookie } });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/pcm/browse");
    const lang = async () => rowsOf<{ language: string }>(await h.db.execute(sql`select language from users where id = ${p.id}`))[0]!.language;
    expect(await lang()).toBe("pcm");
    await h.app.request("/language/en?next=/", { headers: { cookie: p.cookie } });
    expect(await lang()).toBe("en");
    // An unknown language changes nothing.
    expect((await h.app.request("/language/fr?next=/", { headers: { cookie: p.cookie } })).status).toBe(404);
    expect(await lang()).toBe("en");
  });

  it("texts the code in the person's language", async () => {
    const p = await h.join("Sani");
    await h.services.accounts.setLanguage(p.id, "pcm");
    const phone = newNumber();
    await h.services.phone.requestVerifyCode(p.id, phone, meta());
    expect((await textsTo(phone))[0]).toMatch(/^Your Haya code na \d{6}\. Type am for Haya make you confirm dis number\./);
  });

  it("a wrong code counts a try and the fifth ends the code, even for the right one after", async () => {
    const p = await h.join("Bola");
    const phone = newNumber();
    await h.services.phone.requestVerifyCode(p.id, phone, meta());
    const code = (await lastCode(phone))!;
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 1; i <= 4; i++) await expect(h.services.phone.verify(p.id, phone, wrong, meta())).rejects.toThrow(WRONG_CODE);
    await expect(h.services.phone.verify(p.id, phone, wrong, meta())).rejects.toThrow(TOO_MANY_TRIES);
    await expect(h.services.phone.verify(p.id, phone, code, meta())).rejects.toThrow(TOO_MANY_TRIES);
    expect((await phoneOf(p.id)).phone).toBeNull();
  });

  it("a code expires after 10 minutes", async () => {
    const p = await h.join("Chinedu");
    const phone = newNumber();
    await h.services.phone.requestVerifyCode(p.id, phone, meta());
    const code = (await lastCode(phone))!;
    wait(CODE_TTL_MS + 1000);
    const e = await h.services.phone.verify(p.id, phone, code, meta()).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(InvalidError);
    expect((e as InvalidError).fields).toEqual({ code: DEAD_CODE });
    expect((await phoneOf(p.id)).phone).toBeNull();
  });

  it("a code works once (a replay is refused), and a newer code ends the older", async () => {
    const p = await h.join("Dayo");
    const phone = newNumber();
    await h.services.phone.requestVerifyCode(p.id, phone, meta());
    const first = (await lastCode(phone))!;
    // A second tap within the minute sends no second text.
    const again = await h.services.phone.requestVerifyCode(p.id, phone, meta()).catch((x: unknown) => x);
    expect(again).toBeInstanceOf(RateLimitedError);
    expect((again as Error).message).toMatch(/^We have just sent a code to this number\. You can ask for another in \d+ seconds?\.$/);
    expect(await textsTo(phone)).toHaveLength(1);
    wait(RESEND_AFTER_MS);
    await h.services.phone.requestVerifyCode(p.id, phone, meta());
    const second = (await lastCode(phone))!;
    // Only the newest text's code is checked: the first now reads as any wrong code.
    if (first !== second) await expect(h.services.phone.verify(p.id, phone, first, meta())).rejects.toThrow(WRONG_CODE);
    await h.services.phone.verify(p.id, phone, second, meta());
    await expect(h.services.phone.verify(p.id, phone, second, meta())).rejects.toThrow(DEAD_CODE);
  });

  it("ten taps at once on 'Send code' text one code", async () => {
    const p = await h.join("Dapo");
    const phone = newNumber();
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => h.services.phone.requestVerifyCode(p.id, phone, meta())));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected").every((r) => (r as PromiseRejectedResult).reason instanceof RateLimitedError)).toBe(true);
    expect(await textsTo(phone)).toHaveLength(1);
  });

  it("sends at most 5 codes an hour to one number, whoever asks", async () => {
    const phone = newNumber();
    for (let i = 0; i < 5; i++) {
      const p = await h.join(`Ife ${i}`);
      await h.services.phone.requestVerifyCode(p.id, phone, meta());
      wait(RESEND_AFTER_MS);
    }
    const sixth = await h.join("Ife 6");
    await expect(h.services.phone.requestVerifyCode(sixth.id, phone, meta())).rejects.toBeInstanceOf(RateLimitedError);
    expect(await textsTo(phone)).toHaveLength(5);
  });

  it("a code asked for by one account proves nothing for another", async () => {
    const asker = await h.join("Emeka");
    const thief = await h.join("Thief");
    const phone = newNumber();
    await h.services.phone.requestVerifyCode(asker.id, phone, meta());
    await expect(h.services.phone.verify(thief.id, phone, (await lastCode(phone))!, meta())).rejects.toThrow(DEAD_CODE);
    expect((await phoneOf(thief.id)).phone).toBeNull();
    expect((await phoneOf(asker.id)).phone).toBeNull();
  });

  it("a number proved on a second account leaves the first; removing it ends texts and sign-in", async () => {
    const first = await withPhone("Funmi");
    const second = await h.join("Gbenga");
    wait(RESEND_AFTER_MS);
    await h.services.phone.requestVerifyCode(second.id, first.phone, meta());
    await h.services.phone.verify(second.id, first.phone, (await lastCode(first.phone))!, meta());
    expect(await phoneOf(first.id)).toEqual({ phone: null, verified: false });
    expect(await phoneOf(second.id)).toEqual({ phone: first.phone, verified: true });
    await h.services.phone.remove(second.id);
    expect(await phoneOf(second.id)).toEqual({ phone: null, verified: false });
  });
});

describe("signing in with a code", () => {
  it("answers the same for a number on no account, and texts nothing to it", async () => {
    const nobody = newNumber();
    expect(await h.services.phone.requestSignInCode(nobody, meta())).toEqual({ message: SIGN_IN_SENT });
    expect(await textsTo(nobody)).toEqual([]);
    await expect(h.services.phone.signIn(nobody, "123456", meta())).rejects.toThrow(DEAD_CODE);
  });

  it("a right code signs in to the account the number is on, once", async () => {
    const p = await withPhone("Hauwa");
    wait(RESEND_AFTER_MS);
    expect(await h.services.phone.requestSignInCode(p.phone, meta())).toEqual({ message: SIGN_IN_SENT });
    const [text] = await textsTo(p.phone);
    expect(text).toMatch(/^Your Haya sign-in code is \d{6}\./);
    const code = (await lastCode(p.phone))!;
    await expect(h.services.phone.signIn(p.phone, code === "999999" ? "000000" : "999999", meta())).rejects.toThrow(WRONG_CODE);
    const { headers, userId } = await h.services.phone.signIn(p.phone, code, meta());
    expect(userId).toBe(p.id);
    const cookie = headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    expect(cookie).toMatch(/haya\.session_token=/);
    const { session } = await h.services.accounts.getSession(meta(cookie));
    expect(session?.user.id).toBe(p.id);
    // The code is used up: replaying it signs in nobody.
    await expect(h.services.phone.signIn(p.phone, code, meta())).rejects.toThrow(DEAD_CODE);
  });

  it("a verify code does not sign in, nor a sign-in code verify", async () => {
    const p = await h.join("Ibrahim");
    const phone = newNumber();
    await h.services.phone.requestVerifyCode(p.id, phone, meta());
    await expect(h.services.phone.signIn(phone, (await lastCode(phone))!, meta())).rejects.toThrow(DEAD_CODE);
  });

  it("a code sent before the number moved to another account signs in nobody", async () => {
    const first = await withPhone("Jumoke");
    wait(RESEND_AFTER_MS);
    await h.services.phone.requestSignInCode(first.phone, meta());
    const signInCode = (await lastCode(first.phone))!;
    const second = await h.join("Kelechi");
    wait(RESEND_AFTER_MS);
    await h.services.phone.requestVerifyCode(second.id, first.phone, meta());
    await h.services.phone.verify(second.id, first.phone, (await lastCode(first.phone))!, meta());
    await expect(h.services.phone.signIn(first.phone, signInCode, meta())).rejects.toThrow(DEAD_CODE);
  });

  it("refuses an account with two-factor sign-in, and a banned one", async () => {
    const guarded = await withPhone("Lami");
    await h.db.execute(sql`update users set two_factor_enabled = true where id = ${guarded.id}`);
    wait(RESEND_AFTER_MS);
    await h.services.phone.requestSignInCode(guarded.phone, meta());
    const e = await h.services.phone.signIn(guarded.phone, (await lastCode(guarded.phone))!, meta()).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ForbiddenError);
    expect((e as Error).message).toBe(TWO_FACTOR_ACCOUNT);

    const banned = await withPhone("Musa");
    wait(RESEND_AFTER_MS);
    await h.services.phone.requestSignInCode(banned.phone, meta());
    const code = (await lastCode(banned.phone))!;
    await h.db.execute(sql`update users set banned_at = now() where id = ${banned.id}`);
    await expect(h.services.phone.signIn(banned.phone, code, meta())).rejects.toBeInstanceOf(ForbiddenError);
    // Banned: no code is texted at all any more.
    wait(RESEND_AFTER_MS);
    await h.services.phone.requestSignInCode(banned.phone, meta());
    expect(await lastCode(banned.phone)).toBe(code);
  });
});

describe("the API: /api/v1/me/phone", () => {
  it("needs a session, Haya's own pages and good input", async () => {
    const p = await h.join("Nkechi");
    expect((await h.call("POST", "/me/phone", { body: { phone: newNumber() } })).status).toBe(401);
    expect((await h.call("POST", "/me/phone/verify", { body: { phone: newNumber(), code: "123456" } })).status).toBe(401);
    expect((await h.call("DELETE", "/me/phone")).status).toBe(401);
    const phone = newNumber();
    const forged = await h.call("POST", "/me/phone", { cookie: p.cookie, body: { phone }, headers: { origin: "https://evil.example" } });
    expect(forged.status).toBe(403);
    expect(await textsTo(phone)).toEqual([]);
    for (const body of [{}, { phone: "12345" }, { phone: "+44 7700 900123" }, { phone: "0803\u0000123 4567" }]) {
      const res = await h.call("POST", "/me/phone", { cookie: p.cookie, body });
      expect(res.status).toBe(400);
      expect((await res.json()).fields).toHaveProperty("phone");
    }
    const badCode = await h.call("POST", "/me/phone/verify", { cookie: p.cookie, body: { phone, code: "12ab56" } });
    expect(badCode.status).toBe(400);
    expect((await badCode.json()).fields.code).toBe("Enter the 6-digit code from the SMS");
  });

  it("texts a code, proves the number with it and removes it, on the session's own account only", async () => {
    const p = await h.join("Obinna");
    const other = await h.join("Other");
    const phone = newNumber();
    const { data, response } = await h.client(p).POST("/me/phone", { body: { phone: local(phone) } });
    expect(response.status).toBe(202);
    expect(data).toEqual({ sentTo: phone, expiresAt: new Date(clock + CODE_TTL_MS).toISOString() });
    const wrong = await h.call("POST", "/me/phone/verify", { cookie: p.cookie, body: { phone, code: "000000" === (await lastCode(phone)) ? "111111" : "000000" } });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fields.code).toBe(WRONG_CODE);
    // Another person's session with the right code: that code was not sent for them.
    const stolen = await h.call("POST", "/me/phone/verify", { cookie: other.cookie, body: { phone, code: await lastCode(phone) } });
    expect(stolen.status).toBe(400);
    expect((await phoneOf(other.id)).phone).toBeNull();
    wait(RESEND_AFTER_MS);
    await h.client(p).POST("/me/phone", { body: { phone } });
    const verified = await h.client(p).POST("/me/phone/verify", { body: { phone, code: (await lastCode(phone))! } });
    expect(verified.response.status).toBe(200);
    expect(verified.data?.user.phoneNumber).toBe(phone);
    const removed = await h.client(p).DELETE("/me/phone");
    expect(removed.data?.user.phoneNumber).toBeNull();
  });
});
