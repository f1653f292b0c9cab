// Two-factor sign-in as a person goes through it: set up (the password first, a wrong one refused), the app's first code
// turns it on (a wrong one changes nothing), then signing in asks for a code: no session after the password alone, a
// wrong or missing code refused, the right one signs in, a recovery code works once; a challenge ends after 5 wrong
// codes; operators cannot turn it off.
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows";
import { cookieOf, meta } from "../../testing/accounts";
import { apiHarness, type ApiHarness } from "../../testing/http";

let h: ApiHarness;
beforeAll(async () => void (h = await apiHarness()));

const PASSWORD = "baobab-lantern-2026";
let seq = 0;

async function person() {
  const email = `twofa-${++seq}@example.com`;
  const { headers } = await h.services.accounts.signUp({ name: "Ngozi", email, password: PASSWORD }, meta());
  return { email, cookie: cookieOf(headers) };
}
const sessionOf = async (cookie: string) => (await h.services.accounts.getSession(meta(cookie))).session;
/** What the authenticator app shows now, from the setup's otpauth:// address. */
const appCode = (uri: string) => createOTP(new TextDecoder().decode(base32.decode(new URL(uri).searchParams.get("secret")!))).totp();

async function withTwoFactor() {
  const p = await person();
  const s = (await sessionOf(p.cookie))!;
  const setup = await h.services.twoFactor.start(s, PASSWORD, meta(p.cookie));
  const { headers } = await h.services.twoFactor.confirm(s, await appCode(setup.uri), meta(p.cookie));
  return { ...p, setup, cookie: cookieOf(headers) };
}

describe("setting up", () => {
  it("asks for the password, then shows a QR code, the key and ten recovery codes; the first code turns it on", async () => {
    const p = await person();
    const s = (await sessionOf(p.cookie))!;
    await expect(h.services.twoFactor.start(s, "not-my-password", meta(p.cookie))).rejects.toThrow(/current password is not correct/);
    const setup = await h.services.twoFactor.start(s, PASSWORD, meta(p.cookie));
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Haya:/);
    expect(setup.qrSvg).toMatch(/^<svg/);
    expect(setup.secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(setup.recoveryCodes).toHaveLength(10);
    // Not on until the app proves it has the secret: a wrong code changes nothing.
    await expect(h.services.twoFactor.confirm(s, "000000", meta(p.cookie))).rejects.toThrow(/code is not right/);
    await expect(h.services.twoFactor.confirm(s, "12ab56", meta(p.cookie))).rejects.toThrow(/code is not right/);
    expect((await sessionOf(p.cookie))!.user.twoFactorEnabled).toBe(false);
    const { headers } = await h.services.twoFactor.confirm(s, await appCode(setup.uri), meta(p.cookie));
    expect((await sessionOf(cookieOf(headers)))!.user.twoFactorEnabled).toBe(true);
    // The secret is stored encrypted, never as the key shown.
    const rows = rowsOf<{ secret: string }>(await h.db.execute(sql`select secret from two_factors t join users u on u.id = t.user_id where u.email = ${p.email}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.secret).not.toContain(setup.secret.replace(/=+$/, ""));
  });
});

describe("signing in", () => {
  it("gives no session for the password alone; the app's code finishes the sign-in", async () => {
    const p = await withTwoFactor();
    const m = meta();
    const first = await h.services.accounts.signIn({ email: p.email, password: PASSWORD }, m);
    expect(first.twoFactor).toBe(true);
    const challenge = cookieOf(first.headers);
    expect(await sessionOf(challenge)).toBeNull();
    await expect(h.services.twoFactor.signIn("111111", meta(challenge))).rejects.toThrow(/code is not right/);
    const { headers } = await h.services.twoFactor.signIn(await appCode(p.setup.uri), meta(challenge));
    expect((await sessionOf(cookieOf(headers)))!.user.email).toBe(p.email);
  });

  it("takes a recovery code once", async () => {
    const p = await withTwoFactor();
    const code = p.setup.recoveryCodes[0]!;
    const challenge1 = cookieOf((await h.services.accounts.signIn({ email: p.email, password: PASSWORD }, meta())).headers);
    const { headers } = await h.services.twoFactor.signIn(code, meta(challenge1), { recovery: true });
    expect(await sessionOf(cookieOf(headers))).not.toBeNull();
    const challenge2 = cookieOf((await h.services.accounts.signIn({ email: p.email, password: PASSWORD }, meta())).headers);
    await expect(h.services.twoFactor.signIn(code, meta(challenge2), { recovery: true })).rejects.toThrow(/recovery code is not right/);
  });

  it("ends the challenge after 5 wrong codes: even the right one then needs the password again", async () => {
    const p = await withTwoFactor();
    const challenge = cookieOf((await h.services.accounts.signIn({ email: p.email, password: PASSWORD }, meta())).headers);
    for (let k = 0; k < 5; k++) await expect(h.services.twoFactor.signIn("222222", meta(challenge))).rejects.toThrow(/code is not right/);
    await expect(h.services.twoFactor.signIn(await appCode(p.setup.uri), meta(challenge))).rejects.toThrow(/Sign in with your password again/);
  });

  it("refuses a code without the password step (no challenge cookie, or a forged one)", async () => {
    await expect(h.services.twoFactor.signIn("123456", meta())).rejects.toThrow(/Sign in with your password again/);
    await expect(h.services.twoFactor.signIn("123456", meta("haya.two_factor=forged.value"))).rejects.toThrow(/Sign in with your password again/);
  });
});

describe("turning it off", () => {
  it("takes the password; an operator cannot", async () => {
    const p = await withTwoFactor();
    const s = (await sessionOf(p.cookie))!;
    await expect(h.services.twoFactor.disable(s, "wrong-password-here", meta(p.cookie))).rejects.toThrow(/current password/);
    await expect(h.services.twoFactor.disable({ ...s, user: { ...s.user, role: "admin" } }, PASSWORD, meta(p.cookie))).rejects.toThrow(/Operators keep/);
    const { headers } = await h.services.twoFactor.disable(s, PASSWORD, meta(p.cookie));
    expect((await sessionOf(cookieOf(headers)))!.user.twoFactorEnabled).toBe(false);
    expect((await h.services.accounts.signIn({ email: p.email, password: PASSWORD }, meta())).twoFactor).toBe(false);
  });
});
