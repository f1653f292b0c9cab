// One way for the whole app to send a text message: Termii (Nigeria's SMS gateway) when TERMII_API_KEY is set,
// otherwise the SMS outbox table (read at /dev/outbox). Like mail, a send with a `key` (the job that sends it) is
// delivered at most once: into the outbox exactly (key and message in one transaction); through Termii the key is written
// once Termii has accepted the message, so only a crash in between could send it twice.
import type { Db, Tx } from "../../db/client";
import type { Log } from "../../logger";
import { claimSmsDelivery, insertSmsOutbox, listSmsOutbox, wasSmsDelivered, type SmsOutboxMessage } from "./sms.repo";

export interface Sms {
  /** E.164, +234… */
  to: string;
  body: string;
}

export interface SmsSendOptions {
  /** Deliver at most once under this key (a job's id). */
  key?: string;
}

export interface SmsSender {
  send(sms: Sms, opts?: SmsSendOptions): Promise<void>;
  /** Writes to the outbox inside the caller's transaction (tests and the outbox only); Termii sends as `send` does. */
  sendInTx(tx: Tx, sms: Sms): Promise<void>;
  transport: "termii" | "outbox";
}

/** Termii's settings (README): TERMII_API_KEY, TERMII_SENDER_ID, TERMII_BASE_URL, TERMII_CHANNEL. */
export interface TermiiSettings {
  apiKey: string;
  /** The registered sender ID people see (at most 11 characters). */
  senderId: string;
  baseUrl: string;
  /** "dnd" reaches numbers on the do-not-disturb list (transactional route, needed for codes); "generic" does not. */
  channel: "dnd" | "generic";
}

/** What one text may hold: two concatenated GSM-7 parts (153 characters each). Longer texts are cut with an ellipsis. */
export const SMS_MAX = 306;

export const fitSms = (text: string): string => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= SMS_MAX ? flat : `${flat.slice(0, SMS_MAX - 1).trimEnd()}…`;
};

export function createSmsSender(opts: { db: Db; termii?: TermiiSettings | undefined; log?: Log; fetch?: typeof fetch }): SmsSender {
  const log: Log = opts.log ?? (() => {});
  const termii = opts.termii;
  if (!termii) {
    const keep = async (conn: Db | Tx, sms: Sms) => {
      const id = await insertSmsOutbox(conn, { to: sms.to, body: fitSms(sms.body) });
      log("info", "sms kept in the outbox", { id, page: `/dev/outbox` });
    };
    return {
      transport: "outbox",
      async send(sms, { key } = {}) {
        await opts.db.transaction(async (t) => {
          const tx = t as unknown as Tx;
          if (key && !(await claimSmsDelivery(tx, key))) return log("info", "sms already delivered", { key });
          await keep(tx, sms);
        });
      },
      sendInTx: keep,
    };
  }
  const doFetch = opts.fetch ?? fetch;
  const url = `${termii.baseUrl.replace(/\/+$/, "")}/api/sms/send`;
  async function deliver(sms: Sms): Promise<void> {
    const res = await doFetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      // Termii takes the number without its plus: 2348031234567.
      body: JSON.stringify({ api_key: termii!.apiKey, to: sms.to.replace(/^\+/, ""), from: termii!.senderId, sms: fitSms(sms.body), type: "plain", channel: termii!.channel }),
      signal: AbortSignal.timeout(15_000),
    });
    const answer = (await res.json().catch(() => ({}))) as { code?: string; message_id?: string; message?: string };
    if (!res.ok || (answer.code !== undefined && answer.code !== "ok")) {
      // The caller (a job) retries; the operator needs Termii's reason. The number is not logged in full.
      const reason = answer.message ?? `HTTP ${res.status}`;
      log("error", "sms not sent", { to: `${sms.to.slice(0, 7)}…`, reason });
      throw new Error(`Termii did not accept the SMS: ${reason}`);
    }
    log("info", "sms sent", { messageId: answer.message_id });
  }
  return {
    transport: "termii",
    async send(sms, { key } = {}) {
      if (key && (await wasSmsDelivered(opts.db, key))) return log("info", "sms already delivered", { key });
      await deliver(sms);
      if (key) await claimSmsDelivery(opts.db, key);
    },
    sendInTx: (_tx, sms) => deliver(sms),
  };
}

/** Reads the SMS outbox for /dev/outbox (newest first). */
export function createSmsOutboxService(db: Db) {
  return {
    list(filter: { to?: string | undefined; limit?: number } = {}): Promise<SmsOutboxMessage[]> {
      return listSmsOutbox(db, { to: filter.to, limit: filter.limit ?? 100 });
    },
  };
}
export type SmsOutboxService = ReturnType<typeof createSmsOutboxService>;
