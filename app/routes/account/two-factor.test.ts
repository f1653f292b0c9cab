// /account's two-factor sign-in forms as a browser posts them: set up with the password (a wrong one refused beside its
// field), the QR code and recovery codes shown once, a wrong first code keeps the setup on screen with the error, the
// right one turns it on (a new session cookie rides on the redirect), and turning it off takes the password.
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { describe, expect, it } from "vitest";
import { cookieOf, meta } from "../../../server/testing/accounts";
import { apiHarness } from "../../../server/testing/http";
import { pageCalls } from "../../../server/testing/page-calls";
import * as accountPage from "./index";

const h = await apiHarness();
const PASSWORD = "calabash-harmattan-77";

const { post, load } = pageCalls(h, "10.0.0.7", "/account", accountPage);
type Answer = { data: Record<string, unknown> & { ok: boolean; errors?: Record<string, string> }; init: { status?: number; headers?: Record<string, string> } | null };
const appCode = (uri: string) => createOTP(new TextDecoder().decode(base32.decode(new URL(uri).searchParams.get("secret")!))).totp();

describe("/account: two-factor sign-in", () => {
  it("sets up with the password and the app's first code, then turns off with the password", async () => {
    const { headers } = await h.services.accounts.signUp({ name: "Kemi", email: `kemi-${Date.now()}@example.com`, password: PASSWORD }, meta());
    let cookie = cookieOf(headers);
    const wrong = (await post(cookie, { intent: "2fa-start", currentPassword: "not-the-password" })) as Answer;
    expect(wrong.init?.status).toBe(400);
    expect(wrong.data.errors?.currentPassword).toMatch(/current password is not correct/);

    const started = (await post(cookie, { intent: "2fa-start", currentPassword: PASSWORD })) as Answer;
    expect(started.data).toMatchObject({ ok: true, intent: "2fa-start" });
    expect(started.init?.headers).toMatchObject({ "Cache-Control": "no-store" });
    const uri = started.data.uri as string;
    expect((started.data.recoveryCodes as string[]).length).toBe(10);

    const bad = (await post(cookie, { intent: "2fa-confirm", code: "000000", uri, recoveryCodes: (started.data.recoveryCodes as string[]).join(" ") })) as Answer & { data: { setup?: { uri: string; recoveryCodes: string[] } } };
    expect(bad.init?.status).toBe(400);
    expect(bad.data.errors?.code).toMatch(/code is not right/);
    expect(bad.data.setup).toMatchObject({ uri, recoveryCodes: started.data.recoveryCodes });

    const on = (await post(cookie, { intent: "2fa-confirm", code: await appCode(uri), uri })) as Response;
    expect(on.status).toBe(302);
    expect(on.headers.get("location")).toBe("/account?saved=2fa-confirm#two-factor");
    cookie = on.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const page = await load(cookie);
    expect(page.twoFactor).toMatchObject({ enabled: true, operator: false });
    expect(page.twoFactor?.words.turnOff).toBe("Turn off two-factor sign-in");

    const off = (await post(cookie, { intent: "2fa-disable", currentPassword: PASSWORD })) as Response;
    expect(off.status).toBe(302);
  });
});
