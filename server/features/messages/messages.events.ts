// Live messages: an in-process hub of listeners by conversation, fed after each message commits. On PostgreSQL several
// processes serve the site, so each message is also announced with NOTIFY (inside its transaction: PostgreSQL delivers
// it at the commit, never for a rolled-back message) and every process LISTENs on one connection of its own, opened at
// its first listener, to hand another process's messages to its listeners here. A process ignores its own
// announcements: its listeners had the message straight after the commit.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db, Tx } from "../../db/client";
import { errorText, type Log } from "../../logger";
import type { MessageView } from "./messages.schema";

export const CHANNEL = "haya_messages";

/** A message as both its readers see it, but for `mine` (each stream sets it for its own reader). */
export type LiveMessage = Omit<MessageView, "mine">;
export type MessageListener = (message: LiveMessage) => void;

export interface MessageHub {
  /** Calls `listener` with each new message of the conversation, from any process; answers how to stop. */
  subscribe(conversationId: number, listener: MessageListener): () => void;
  /** Inside the message's transaction: tells the other processes (PostgreSQL), at the commit. */
  announce(tx: Tx, conversationId: number, messageId: number): Promise<void>;
  /** After the commit: this process's listeners. */
  deliver(message: LiveMessage): void;
  /** Listeners now, over all conversations (metrics, tests). */
  listeners(): number;
  /** Closes the LISTEN connection (the process stops; tests). */
  close(): Promise<void>;
}

/** The pool behind a PostgreSQL database; undefined for PGlite (one process: the hub alone is enough). */
function poolOf(db: Db): pg.Pool | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

export function createMessageHub(
  db: Db,
  deps: {
    load: (conversationId: number, messageId: number) => Promise<LiveMessage | undefined>;
    log?: Log | undefined;
  },
): MessageHub {
  const log: Log = deps.log ?? (() => {});
  const byConversation = new Map<number, Set<MessageListener>>();
  let count = 0;
  const pool = poolOf(db);
  const origin = randomBytes(6).toString("base64url");
  let listening: Promise<pg.Client | undefined> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const deliver = (message: LiveMessage) => {
    const set = byConversation.get(message.conversationId);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(message);
      } catch (e) {
        log("warn", "a message listener failed", { error: errorText(e) });
      }
    }
  };

  async function onNotification(payload: string | undefined) {
    let note: { o?: string; c?: number; m?: number };
    try {
      note = JSON.parse(payload ?? "") as typeof note;
    } catch {
      return;
    }
    if (
      note.o === origin ||
      typeof note.c !== "number" ||
      typeof note.m !== "number" ||
      !byConversation.has(note.c)
    )
      return;
    try {
      const message = await deps.load(note.c, note.m);
      if (message) deliver(message);
    } catch (e) {
      log("warn", "a message from another process could not be read", { error: errorText(e) });
    }
  }

  /** One LISTEN connection for the process, made at the first listener and made again (after a second) when lost. */
  function listen() {
    if (!pool || closed || listening) return;
    listening = (async () => {
      const client = new pg.Client(pool.options);
      const lost = (e?: unknown) => {
        if (listening === undefined) return;
        listening = undefined;
        client.removeAllListeners("notification");
        void client.end().catch(() => {});
        if (e)
          log("warn", "the live messages' connection was lost; reconnecting", {
            error: errorText(e),
          });
        if (!closed && count > 0) {
          retry ??= setTimeout(() => {
            retry = undefined;
            listen();
          }, 1_000);
          retry.unref();
        }
      };
      client.on("error", lost);
      client.on("end", () => lost(new Error("connection ended")));
      client.on("notification", (n) => {
        if (n.channel === CHANNEL) void onNotification(n.payload);
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${CHANNEL}`);
        return client;
      } catch (e) {
        lost(e);
        return undefined;
      }
    })();
  }

  return {
    subscribe(conversationId, listener) {
      let set = byConversation.get(conversationId);
      if (!set) byConversation.set(conversationId, (set = new Set()));
      set.add(listener);
      count++;
      listen();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        count--;
        set.delete(listener);
        if (set.size === 0 && byConversation.get(conversationId) === set)
          byConversation.delete(conversationId);
      };
    },
    async announce(tx, conversationId, messageId) {
      if (!pool) return;
      await tx.execute(
        sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ o: origin, c: conversationId, m: messageId })})`,
      );
    },
    deliver,
    listeners: () => count,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = await listening;
      listening = undefined;
      await client?.end().catch(() => {});
    },
  };
}

/** Whether the hub would announce through PostgreSQL (tests). */
export const announcesAcrossProcesses = (db: Db) => poolOf(db) !== undefined;
