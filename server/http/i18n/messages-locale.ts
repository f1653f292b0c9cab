// The server's own copy of the compiled messages (core/paraglide) speaks the language of the request being answered
// (decision 038): services build their error messages at throw time (`throw new ConflictError(m.err_…())`), so the JSON
// API and the pages get them in the request's language with no locale passed around. React Router's page bundle holds
// its own copy of the messages, pointed at the same request language by app/entry.server.tsx (app/lib/i18n.ts).
// Outside a request (jobs, scripts, tests that call services directly) the messages are in English.
import type { MiddlewareHandler } from "hono";
import { BASE_LOCALE, preferredLocale } from "../../../core/locales";
import { getLocale, overwriteGetLocale } from "../../../core/paraglide/runtime";
import { requestLocale } from "./request-locale";
import { zodSpeaksRequestLanguage } from "./zod-messages";

let ours: (() => string) | undefined;

/**
 * Makes this copy of the messages read the request's language, the language it read before staying the fallback, and
 * zod's own messages with it (zod-messages.ts). Idempotent.
 */
export function messagesFollowRequest() {
  zodSpeaksRequestLanguage();
  if (ours && getLocale === ours) return;
  const before = getLocale;
  const read = () => requestLocale.getStore() ?? before();
  ours = read;
  overwriteGetLocale(read as typeof getLocale);
}

/**
 * The JSON API answers in the language the client's Accept-Language prefers among Haya's (English by default): its
 * error messages (`message`, `fields`, `lines`) and the names of categories (features/catalogue/shown-names.ts) are
 * Pidgin for `Accept-Language: pcm`. Every answer says so, for the caches that keep the public ones.
 */
export function apiLocale(): MiddlewareHandler {
  return async (c, next) => {
    await requestLocale.run(preferredLocale(c.req.header("Accept-Language")) ?? BASE_LOCALE, next);
    c.res.headers.append("Vary", "Accept-Language");
  };
}
