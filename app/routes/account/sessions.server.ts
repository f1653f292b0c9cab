// /account's "Where you are signed in" (issue 37, item 5): the person's sessions in words, worded here so the browser
// carries none of these messages, and the section's two form posts (sign one out, sign out everywhere else).
import { redirect } from "~/lib/links";
import { lagosTime } from "@core/dates";
import type { SessionsService, SignedInSession } from "../../../server/features/accounts/sessions";
import type { Values } from "~/lib/forms.server";
import { NotFoundError } from "../../../server/errors";
import { m } from "@core/paraglide/messages";

/** The section as the page shows it; `saved` is the ?saved= of the redirect after one of its forms. */
export function sessionsShown(list: SignedInSession[], saved: string | null) {
  return {
    title: m.account_sessions_title(),
    intro: m.account_sessions_intro(),
    signOut: m.account_session_sign_out(),
    signOutOthers: list.length > 1 ? m.account_sessions_sign_out_others() : null,
    onlyHere: list.length > 1 ? null : m.account_sessions_only_here(),
    done: saved === "session-sign-out" ? m.account_sessions_signed_out() : saved === "sessions-sign-out-others" ? m.account_sessions_others_done() : null,
    gone: saved === "session-gone" ? m.account_sessions_gone() : null,
    list: list.map((s) => {
      const at = lagosTime(s.lastSeenAt);
      return {
        id: s.id,
        device: s.current ? `${s.device} (${m.account_session_this()})` : s.device,
        seen: `${m.account_session_seen({ at })}${s.ipAddress ? ` ${m.account_session_from({ address: s.ipAddress })}` : ""}`,
        /** The button's full name ("Sign out Chrome on Android, last used …"); null for this session (signing out is the menu's). */
        signOut: s.current ? null : m.account_session_sign_out_label({ device: s.device, at }),
      };
    }),
  };
}
export type SessionsShown = ReturnType<typeof sessionsShown>;

/** Signs one of the person's other sessions out; for another person's, or one already ended, nothing ends and the page says it had ended. */
export async function signOutSessionAction(sessions: SessionsService, userId: string, values: Values) {
  try {
    await sessions.signOut(userId, values.id ?? "");
  } catch (e) {
    // Ended already (from another tab or phone), or never theirs: the page is read again with the list as it is now.
    if (e instanceof NotFoundError) return redirect("/account?saved=session-gone#sessions");
    throw e;
  }
  return redirect("/account?saved=session-sign-out#sessions");
}

/** Signs every session of the person out but this one. */
export async function signOutOthersAction(sessions: SessionsService, userId: string, currentToken: string) {
  await sessions.signOutOthers(userId, currentToken);
  return redirect("/account?saved=sessions-sign-out-others#sessions");
}
