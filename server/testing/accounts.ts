// Helpers for account tests: request metadata with a fresh client address per call, cookies, and mail from the outbox.
import { desc } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";

let ipSeq = 0;
/** A new client address each time, so that per-IP limits never carry over between tests. */
export const meta = (cookie?: string) => {
  const headers = new Headers();
  if (cookie) headers.set("cookie", cookie);
  return { ip: `10.0.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`, headers };
};
/** The Cookie header a browser would send back after these Set-Cookie headers. */
export const cookieOf = (h: Headers) => h.getSetCookie().map((c) => c.split(";")[0]).join("; ");
export const lastMailTo = async (db: Db, to: string) => (await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id))).find((m) => m.to === to);
export const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)![0];
export const tokenIn = (text: string) => new URL(linkIn(text)).searchParams.get("token")!;
