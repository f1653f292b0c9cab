// What the messages modules share: the caller's dependencies (MessagesDeps), the database, the clock and the log, and
// the not-found messages more than one of them gives.
import type { Db, Tx } from "../../db/client";
import type { JobSender } from "../../jobs/queue";
import type { Log } from "../../logger";
import type { RateLimiter } from "../accounts/rate-limit";
import type { MediaStorage } from "../media/storage";
import type { Mail, SendOptions } from "../mail/mail.service";

export interface MessageHookEvent {
  conversationId: number;
  messageId: number;
  senderId: string;
  recipientId: string;
  listingTitle: string;
}

export interface MessagesDeps {
  limiter?: RateLimiter | undefined;
  /** Photo storage (the listing photos' originals and resized copies); unset: no photos can be sent (tests of text). */
  media?: { originals: MediaStorage; cache: MediaStorage } | undefined;
  now?: (() => Date) | undefined;
  log?: Log | undefined;
  /** The site's origin, for the links in e-mails. */
  siteUrl: string;
  /** Writes e-mails as jobs inside the transaction that causes them; unset: `sendMail` right after the commit. */
  jobs?: JobSender | undefined;
  sendMail?: ((mail: Mail, opts?: SendOptions) => Promise<void>) | undefined;
  /** Inside each message's transaction, after it is written (notifications: the recipient's notification). */
  onMessage?: ((tx: Tx, event: MessageHookEvent) => Promise<void>) | undefined;
  /** Inside the transaction that marks a conversation read for a person (notifications: theirs about it, read too). */
  onRead?: ((tx: Tx, event: { userId: string; conversationId: number }) => Promise<void>) | undefined;
  /** Whether the person wants e-mails of this kind (their notification choices); unset: yes. */
  wantsEmail?: ((tx: Tx, userId: string, kind: "message") => Promise<boolean>) | undefined;
  /** The unread e-mail's one-click unsubscribe headers for its reader (notifications.unsubscribeHeaders); unset: none. */
  mailHeaders?:
    ((userId: string, kind: "message", tx: Tx) => Promise<Record<string, string>>) | undefined;
}

/** What each part of the service is made with; createMessagesService makes it once. */
export interface MessagesContext {
  db: Db;
  deps: MessagesDeps;
  now: () => Date;
  log: Log;
}

export function messagesContext(db: Db, deps: MessagesDeps): MessagesContext {
  return { db, deps, now: deps.now ?? (() => new Date()), log: deps.log ?? (() => {}) };
}
