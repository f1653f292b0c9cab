// Where a person is signed in (issue 37, item 5): their live sessions, each described by its device and browser, and
// signing one out or all the others. Sessions are better-auth's rows (auth.ts); deleting a row ends it at once, since
// every request reads its session from the database (no cookie cache).
import type { Db } from "../../db/client";
import * as repo from "./sessions.repo";
import type { Locale } from "../../../core/locales";
import { NotFoundError } from "../../errors";
import { m } from "../../../core/paraglide/messages";

/** One place the person is signed in, as /account and GET /api/v1/me/sessions show it. */
export interface SignedInSession {
  id: string;
  /** "Chrome on Android", "Safari on iPhone"; "Unknown device" when the browser sent nothing recognisable. */
  device: string;
  /** The address it was signed in from, as the server saw it; null when unknown. */
  ipAddress: string | null;
  signedInAt: Date;
  /** When it was last used (better-auth moves it forward at most once a day). */
  lastSeenAt: Date;
  /** The session this request came with. */
  current: boolean;
}

const BROWSERS: [RegExp, string][] = [
  [/OPR\/|Opera/, "Opera"],
  [/Edg\//, "Edge"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "Mac"],
  [/CrOS/, "Chromebook"],
  [/Linux/, "Linux"],
];

const parse = (userAgent: string | null | undefined) => {
  const ua = userAgent ?? "";
  return { ua, browser: BROWSERS.find(([re]) => re.test(ua))?.[1], system: SYSTEMS.find(([re]) => re.test(ua))?.[1] };
};

/** A session's browser and system in words, from its User-Agent: "Chrome on Android" (in `locale`, else the request's). */
export function describeDevice(userAgent: string | null | undefined, locale?: Locale): string {
  const { ua, browser, system } = parse(userAgent);
  const options = locale ? { locale } : {};
  if (browser && system) return m.account_device({ browser, system }, options);
  if (/curl\/|node|undici|axios|python|Go-http-client/i.test(ua)) return m.account_device_script({}, options);
  return browser ?? system ?? m.account_device_unknown({}, options);
}

/** The device as known_devices keeps it: its browser and system, the same across updates ("Chrome|Android"). */
export const deviceKey = (userAgent: string | null | undefined) => {
  const { browser, system } = parse(userAgent);
  return `${browser ?? "?"}|${system ?? "?"}`;
};

/**
 * Records the device a new session signed in with, and answers whether the person should be told: they have signed in
 * before, never with this device. Their first device (joining, or the first sign-in since devices were kept) is
 * recorded without a word.
 */
export async function isNewDevice(db: Db, userId: string, userAgent: string | null | undefined): Promise<boolean> {
  const { added, hadOthers } = await repo.addKnownDevice(db, userId, deviceKey(userAgent));
  return added && hadOthers;
}

/** `maxAgeSeconds`: the absolute limit of a session from its sign-in (auth.ts's SESSION_MAX_SECONDS). */
export function createSessionsService(db: Db, deps: { maxAgeSeconds: number; now?: (() => Date) | undefined }) {
  const now = deps.now ?? (() => new Date());
  return {
    /** The person's live sessions, the one in use first, then the most recently used. */
    async list(userId: string, currentToken: string): Promise<SignedInSession[]> {
      const at = now();
      const rows = await repo.liveSessions(db, userId, at, new Date(at.getTime() - deps.maxAgeSeconds * 1000));
      const shown = rows.map((r) => ({ id: r.id, device: describeDevice(r.userAgent), ipAddress: r.ipAddress || null, signedInAt: r.createdAt, lastSeenAt: r.updatedAt, current: r.token === currentToken }));
      return [...shown.filter((s) => s.current), ...shown.filter((s) => !s.current)];
    },

    /** Ends one of the person's sessions (the one in use too: that is signing out). Someone else's is not found. */
    async signOut(userId: string, sessionId: string): Promise<void> {
      if ((await repo.deleteSession(db, userId, sessionId)) === 0) throw new NotFoundError(m.err_session_not_found());
    },

    /** Ends every session of the person but the one in use; answers how many ended. */
    signOutOthers: (userId: string, currentToken: string): Promise<number> => repo.deleteOtherSessions(db, userId, currentToken),
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
