// The unread e-mail: sent once a message has waited 15 minutes unread, at most once per conversation and side an hour,
// never once it is read; with contact details masked, a link to the conversation, a retried run sending nothing twice,
// and the person's choice respected. And through the job queue: written as a mail job in the same transaction.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db, Tx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import type { QueueName } from "../../jobs/queue";
import { bookingsFixture } from "../../testing/bookings";
import type { Mail, SendOptions } from "../mail/mail.service";
import { createMessagesService, type MessagesService } from "./messages.service";

const MIN = 60_000;
let db: Db;
let listing: (o?: { owner?: string }) => Promise<number>;
let clock = new Date("2026-07-01T10:00:00Z");
const sent: { mail: Mail; key?: string | undefined }[] = [];
const unwanted = new Set<string>();
let messages: MessagesService;

beforeAll(async () => {
  const f = await bookingsFixture(["r3"]);
  db = f.db;
  listing = (o) => f.listing(o);
  messages = createMessagesService(db, {
    siteUrl: "https://haya.test",
    now: () => clock,
    sendMail: async (mail: Mail, o?: SendOptions) => void sent.push({ mail, key: o?.key }),
    wantsEmail: async (_tx: Tx, userId: string) => !unwanted.has(userId),
  });
});

const at = (minutes: number) => (clock = new Date(Date.UTC(2026, 6, 1, 10, 0) + minutes * MIN));
const sweep = async () => {
  const before = sent.length;
  await messages.sendUnreadMails();
  return sent.slice(before);
};

describe("unread message e-mails", () => {
  it("waits 15 minutes, sends one an hour at most, masked, with the link", async () => {
    at(0);
    const { conversation } = await messages.startInquiry("renter", await listing(), {
      text: "Is it free? Call 0803 123 4567",
    });
    at(14);
    expect(await sweep()).toEqual([]);
    at(15);
    const [first, ...none] = await sweep();
    expect(none).toEqual([]);
    expect(first!.mail.to).toBe("owner@example.com");
    expect(first!.mail.subject).toBe("renter sent you a message about Canon EOS R5");
    expect(first!.mail.text).toContain(`https://haya.test/messages/${conversation.id}`);
    expect(first!.mail.text).toContain("Is it free?");
    expect(first!.mail.text).not.toMatch(/0803|4567/);
    expect(first!.key).toMatch(new RegExp(`^messages-unread:${conversation.id}:owner:`));
    at(16);
    expect(await sweep()).toEqual([]);
    // Another message within the hour: still unread, but the owner was told 45 minutes ago.
    at(20);
    await messages.send("renter", conversation.id, { text: "Hello?" });
    at(60);
    expect(await sweep()).toEqual([]);
    at(75);
    const [again] = await sweep();
    expect(again!.mail.subject).toBe("renter sent you 2 messages about Canon EOS R5");
    // Nothing new since: no more e-mails, however long it stays unread.
    at(140);
    expect(await sweep()).toEqual([]);
    // The renter, who has nothing unread, never gets one.
    expect(sent.every((s) => s.mail.to !== "renter@example.com")).toBe(true);
  });

  it("sends nothing once the message is read, and nothing to a person who chose no e-mails", async () => {
    at(200);
    const { conversation } = await messages.startInquiry("r3", await listing({ owner: "owner2" }), {
      text: "Read me",
    });
    await messages.conversation("owner2", conversation.id);
    at(230);
    expect(await sweep()).toEqual([]);
    await messages.send("owner2", conversation.id, { text: "Answer" });
    unwanted.add("r3");
    at(250);
    expect(await sweep()).toEqual([]);
    unwanted.delete("r3");
    // Marked as handled for the hour all the same: no e-mail the minute the choice changes back.
    at(251);
    expect(await sweep()).toEqual([]);
  });

  it("writes the e-mail as a job in the transaction that marks it, when there is a queue", async () => {
    const jobs: { name: QueueName; data: object; inTx: boolean }[] = [];
    const queued = createMessagesService(db, {
      siteUrl: "https://haya.test",
      now: () => clock,
      jobs: {
        send: async (name, data, tx) => void jobs.push({ name, data, inTx: tx !== undefined }),
      },
      sendMail: async () => {
        throw new Error("not without the queue");
      },
    });
    at(400);
    const { conversation } = await queued.startInquiry(
      "renter2",
      await listing({ owner: "owner2" }),
      { text: "Queued?" },
    );
    at(420);
    await queued.sendUnreadMails();
    expect(jobs).toEqual([
      { name: "mail", data: expect.objectContaining({ to: "owner2@example.com" }), inTx: true },
    ]);
    // A retried run (the job failed after its transaction) finds it done.
    await queued.sendUnreadMails();
    expect(jobs).toHaveLength(1);
    const [row] = rowsOf<{ emailed: string | null }>(
      await db.execute(
        sql`select owner_emailed_at as emailed from conversations where id = ${conversation.id}`,
      ),
    );
    expect(new Date(row!.emailed!).toISOString()).toBe(clock.toISOString());
  });
});

describe("in the reader's language", () => {
  it("e-mails a Pidgin reader in Pidgin with /pcm links (users.language read with the reader)", async () => {
    await db.execute(sql`update users set language = 'pcm' where id = 'owner2'`);
    try {
      at(600);
      const { conversation } = await messages.startInquiry(
        "renter",
        await listing({ owner: "owner2" }),
        {
          text: "Pidgin?",
        },
      );
      at(620);
      const [mail] = await sweep();
      expect(mail!.mail.to).toBe("owner2@example.com");
      expect(mail!.mail.subject).toMatch(/ send you message about /);
      expect(mail!.mail.text).toContain(
        `Read am and reply:\nhttps://haya.test/pcm/messages/${conversation.id}`,
      );
      expect(mail!.mail.html).toMatch(/<html lang="pcm">/);
    } finally {
      await db.execute(sql`update users set language = 'en' where id = 'owner2'`);
    }
  });
});
