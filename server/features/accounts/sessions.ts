// Where a person is signed in (issue 37, item 5): their live sessions, each described by its device and browser, and
// signing one out or all the others. Sessions are better-auth's rows (auth.ts); deleting a row ends it at once, since
// every request reads its session from the database (no cookie cache).
import { and, count, desc, eq, gt, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { knownDevices, sessions } from "../../db/schema";
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
  const [known] = await db.select({ n: count() }).from(knownDevices).where(eq(knownDevices.userId, userId));
  const added = await db.insert(knownDevices).values({ userId, device: deviceKey(userAgent) }).onConflictDoNothing().returning({ device: knownDevices.device });
  return added.length > 0 && (known?.n ?? 0) > 0;
}

export function createSessionsService(db: Db, deps: { now?: () => Date } = {}) {
  const now = deps.now ?? (() => new Date());
  return {
    /** The person's live sessions, the one in use first, then the most recently used. */
    async list(userId: string, currentToken: string): Promise<SignedInSession[]> {
      const rows = await db
        .select({ id: sessions.id, token: sessions.token, userAgent: sessions.userAgent, ipAddress: sessions.ipAddress, createdAt: sessions.createdAt, updatedAt: sessions.updatedAt })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now())))
        .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
      const shown = rows.map((r) => ({ id: r.id, device: describeDevice(r.userAgent), ipAddress: r.ipAddress || null, signedInAt: r.createdAt, lastSeenAt: r.updatedAt, current: r.token === currentToken }));
      return [...shown.filter((s) => s.current), ...shown.filter((s) => !s.current)];
    },

    /** Ends one of the person's sessions (the one in use too: that is signing out). Someone else's is not found. */
    async signOut(userId: string, sessionId: string): Promise<void> {
      const gone = await db.delete(sessions).where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId))).returning({ id: sessions.id });
      if (gone.length === 0) throw new NotFoundError(m.err_session_not_found());
    },

    /** Ends every session of the person but the one in use; answers how many ended. */
    async signOutOthers(userId: string, currentToken: string): Promise<number> {
      const gone = await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.token, currentToken))).returning({ id: sessions.id });
      return gone.length;
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
