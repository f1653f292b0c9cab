// /account: the signed-in person's profile: e-mail status, name and phone, photo, password, e-mail address, payout
// account, which notifications also come by e-mail, API tokens, a copy of one's data, deletion.
// Each section is its own plain form post (works without JavaScript) told apart by a hidden `intent`. Just joined
// (?joined=1), a short welcome with the next steps instead (components/welcome.tsx).
import { data } from "react-router";
import { Link, redirect } from "~/lib/links";
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  phoneCodeSchema,
  phoneNumberSchema,
  profileSchema,
} from "../../../server/features/accounts/accounts.schema";
import { AvatarSection, EmailStatus, ProfileDetails } from "./components/details-sections";
import { ChangeEmailSection, changeEmailWords, DeleteSection, PasswordSection } from "./components/security-sections";
import { ApiTokensSection } from "./components/api-tokens-section";
import { createTokenAction, revokeTokenAction } from "./api-tokens.server";
import { PayoutSection } from "./components/payout-section";
import { NotificationsSection } from "./components/notifications-section";
import { DataSaverSection, dataSaverWords } from "./components/data-saver-section";
import { PhoneSection } from "~/components/account/phone-section";
import { TwoFactorSection } from "./components/two-factor-section";
import { SessionsSection } from "./components/sessions-section";
import { DataExportSection } from "./components/data-export-section";
import { dataExportShown, deleteWords, requestExportAction } from "./data-export.server";
import { sessionsShown, signOutOthersAction, signOutSessionAction } from "./sessions.server";
import { confirmTwoFactorAction, disableTwoFactorAction, newRecoveryCodesAction, startTwoFactorAction, twoFactorWords } from "./two-factor.server";
import { checkPayoutAction, savePayoutAction } from "./payout.server";
import type { Intent, SectionResult } from "~/components/account/section";
import { Welcome } from "./components/welcome";
import { fieldsOf, fromError, fromZod, invalid } from "~/lib/forms.server";
import { redirectSignedOut, redirectWith, requireSession } from "~/lib/session.server";
import { pageMeta } from "~/lib/seo";
import { kindInfo } from "@core/notifications";
import type { Route } from "./+types/index";
import { m } from "@core/paraglide/messages";
import { pageContext } from "../../../server/http/page-context";
import { pageUrl } from "~/lib/page-url.server";

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...(loaderData?.welcome ? pageMeta(m.account_welcome_meta_title(), m.account_welcome_meta_description()) : pageMeta(m.account_title(), m.account_meta_description())),
  { name: "robots", content: "noindex" },
];

// Personal details: never kept by the browser's cache or any other.
export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const session = requireSession(context, request);
  const url = pageUrl(request);
  if (url.searchParams.get("joined") === "1")
    return { welcome: { name: session.user.name, email: session.user.email, emailVerified: session.user.emailVerified === true } };
  const { name, email, emailVerified, phone, phoneNumber, image } = await context.services.accounts.getProfile(session.user.id);
  const tokens = (await context.services.apiTokens.list(session.user.id)).map((t) => ({
    ...t,
    createdAt: t.createdAt.toISOString(),
    lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
    expiresAt: t.expiresAt?.toISOString() ?? null,
  }));
  // ?revoke=<id> (a plain link, so it works without JavaScript) asks to confirm revoking that token.
  const revoking = tokens.find((t) => String(t.id) === url.searchParams.get("revoke"))?.id ?? null;
  const { payouts } = context.services;
  // The bank list comes from the payment provider: when it cannot be had, the rest of the page still works.
  const [payoutAccount, banks, notificationPrefs, signedIn, dataExport] = await Promise.all([
    payouts.get(session.user.id),
    payouts.banks().catch(() => null),
    context.services.notifications.getPrefs(session.user.id),
    context.services.sessions.list(session.user.id, session.token),
    context.services.exports.latest(session.user.id),
  ]);
  const twoFactor = { enabled: session.user.twoFactorEnabled === true, operator: session.user.role === "admin" || session.user.role === "support", words: twoFactorWords() };
  // Each kind's words in the page's language (the services' own copy of the messages speaks English).
  const notificationWords = notificationPrefs.map((p) => ({ ...p, label: kindInfo(p.kind)?.label() ?? p.label, why: kindInfo(p.kind)?.why?.() ?? p.why }));
  return { welcome: null, profile: { name, email, emailVerified, phone, image }, phoneNumber, twoFactor, tokens, revoking, payoutAccount, banks, notificationPrefs: notificationWords, dataSaver: { on: session.user.dataSaver === true, words: dataSaverWords() }, now: new Date().toISOString(), sessions: sessionsShown(signedIn, url.searchParams.get("saved")), dataExport: dataExportShown(dataExport, url.searchParams.get("saved")), deleting: deleteWords(), changeEmail: changeEmailWords(), identityLink: m.account_identity_link(), photoHint: m.account_photo_hint() };
}

const done = (intent: Intent, message: string): SectionResult => ({ ok: true, intent, message });
/** Successes that change what the header or the session cookie shows are redirects, so the next page is read afresh. */
const saved = (intent: Intent, anchor: string) => `/account?saved=${intent}#${anchor}`;

export async function action({ request, context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const session = requireSession(context, request);
  const form = await request.formData();
  const values = fieldsOf(form);
  const { accounts } = context.services;
  const { meta } = context;
  const userId = session.user.id;
  try {
    switch (values.intent) {
      case "resend":
        await accounts.resendVerification(session.user);
        return done("resend", m.account_resend_done({ email: session.user.email }));
      case "profile": {
        const parsed = profileSchema.safeParse(values);
        if (!parsed.success) return fromZod(values, parsed.error);
        await accounts.updateProfile(userId, parsed.data);
        return redirect(saved("profile", "profile"));
      }
      case "avatar": {
        const file = form.get("avatar");
        if (!(file instanceof File) || file.size === 0) return invalid(values, { avatar: m.account_avatar_message() });
        await accounts.setAvatar(userId, new Uint8Array(await file.arrayBuffer()));
        return redirect(saved("avatar", "avatar"));
      }
      case "remove-avatar":
        await accounts.setAvatar(userId, null);
        return redirect(saved("remove-avatar", "avatar"));
      case "password": {
        const parsed = changePasswordSchema.safeParse(values);
        if (!parsed.success) return fromZod(values, parsed.error);
        // Every session of the account ends and this browser gets a new one: its cookie rides on the redirect.
        const { headers } = await accounts.changePassword(session, parsed.data, meta);
        return redirectWith(saved("password", "password"), headers);
      }
      case "email": {
        const parsed = changeEmailSchema.safeParse(values);
        if (!parsed.success) return fromZod(values, parsed.error);
        await accounts.changeEmail(session, parsed.data, meta);
        return done("email", m.account_email_sent({ email: parsed.data.newEmail }));
      }
      case "token-create":
        return await createTokenAction(context.services.apiTokens, userId, form, values);
      case "token-revoke":
        return await revokeTokenAction(context.services.apiTokens, userId, values);
      case "payout-check":
        return await checkPayoutAction(context.services.payouts, userId, values);
      case "payout-save":
        return await savePayoutAction(context.services.payouts, session, meta, values);
      case "2fa-start":
        return await startTwoFactorAction(context.services.twoFactor, session, meta, values);
      case "2fa-confirm":
        return await confirmTwoFactorAction(context.services.twoFactor, session, meta, values);
      case "2fa-codes":
        return await newRecoveryCodesAction(context.services.twoFactor, session, meta, values);
      case "2fa-disable":
        return await disableTwoFactorAction(context.services.twoFactor, session, meta, values);
      case "phone-send": {
        const parsed = phoneNumberSchema.safeParse(values);
        if (!parsed.success) return fromZod(values, parsed.error);
        const { sentTo } = await context.services.phone.requestVerifyCode(userId, parsed.data.phone, meta);
        return { ok: true as const, intent: "phone-send" as const, message: m.phone_code_sent({ phone: sentTo }), phone: sentTo };
      }
      case "phone-verify": {
        const parsed = phoneCodeSchema.safeParse(values);
        if (!parsed.success) return fromZod(values, parsed.error);
        await context.services.phone.verify(userId, parsed.data.phone, parsed.data.code, meta);
        return redirect(saved("phone-verify", "phone"));
      }
      case "phone-remove":
        await context.services.phone.remove(userId);
        return redirect(saved("phone-remove", "phone"));
      case "notifications": {
        // Unticked boxes are not sent: each optional kind is on exactly when its box came back ticked.
        const ticked = new Set(form.getAll("email").map(String));
        const texts = new Set(form.getAll("sms").map(String));
        const prefs = await context.services.notifications.getPrefs(userId);
        await context.services.notifications.setPrefs(
          userId,
          Object.fromEntries(prefs.filter((p) => !p.essential).map((p) => [p.kind, ticked.has(p.kind)])),
          Object.fromEntries(prefs.filter((p) => p.sms !== null).map((p) => [p.kind, texts.has(p.kind)])),
        );
        return redirect(saved("notifications", "notifications"));
      }
      case "data-saver":
        await context.services.accounts.setDataSaver(userId, values.dataSaver === "on");
        return redirect(saved("data-saver", "data-saver"));
      case "session-sign-out":
        return await signOutSessionAction(context.services.sessions, userId, values);
      case "sessions-sign-out-others":
        return await signOutOthersAction(context.services.sessions, userId, session.token);
      case "data-export":
        return await requestExportAction(context.services.exports, userId);
      case "delete": {
        const parsed = deleteAccountSchema.safeParse(values);
        if (!parsed.success) return fromZod(values, parsed.error);
        await accounts.deleteAccount(session, parsed.data, meta);
        const { headers } = await accounts.signOut(meta);
        return redirectSignedOut("/?deleted=1", headers);
      }
    }
  } catch (e) {
    return fromError(values, e);
  }
  throw data(m.account_unknown_form(), { status: 400 });
}

export default function Account({ loaderData }: Route.ComponentProps) {
  if (loaderData.welcome) return <Welcome {...loaderData.welcome} />;
  const { profile, phoneNumber, twoFactor, tokens, revoking, payoutAccount, banks, notificationPrefs, dataSaver, now, sessions, dataExport, deleting, changeEmail, identityLink, photoHint } = loaderData;
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-bold">{m.account_title()}</h1>
      <EmailStatus profile={profile} />
      <ProfileDetails profile={profile} />
      <Link to="/account/identity" className="block font-medium text-brand-700 underline">
        {identityLink}
      </Link>
      <PhoneSection phoneNumber={phoneNumber} />
      <AvatarSection profile={profile} hint={photoHint} />
      <PasswordSection />
      <ChangeEmailSection email={profile.email} words={changeEmail} />
      <TwoFactorSection enabled={twoFactor.enabled} operator={twoFactor.operator} words={twoFactor.words} />
      <SessionsSection shown={sessions} />
      <PayoutSection account={payoutAccount} banks={banks} now={now} />
      <NotificationsSection prefs={notificationPrefs} phoneNumber={phoneNumber} />
      <DataSaverSection on={dataSaver.on} words={dataSaver.words} />
      <ApiTokensSection tokens={tokens} revoking={revoking} />
      <DataExportSection shown={dataExport} />
      <DeleteSection words={deleting} />
    </main>
  );
}
