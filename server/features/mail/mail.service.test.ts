import net, { type AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerAddress } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import type { Log } from "../../logger";
import { freshDatabase } from "../../testing/db";
import { createMailer, createOutboxService, type OutboxService } from "./mail.service";

const FROM = "Haya <no-reply@haya.ng>";
let db: Db;
let outbox: OutboxService;
beforeAll(async () => {
  db = (await freshDatabase({ seed: false })).db;
  outbox = createOutboxService(db);
});

/** The log lines a mailer wrote, to check that failures reach the operator. */
function recordingLog() {
  const lines: { level: string; msg: string; fields?: Record<string, unknown> }[] = [];
  const log: Log = (level, msg, fields) => void lines.push({ level, msg, fields });
  return { log, lines };
}

describe("without SMTP_URL: the outbox", () => {
  it("keeps every message, lists them newest first, by recipient whatever the case, and reads one back", async () => {
    const mailer = createMailer({ db, from: FROM });
    expect(mailer.transport).toBe("outbox");
    await mailer.send({ to: "Ada@Example.com", subject: "Verify your email", text: "Open https://haya.ng/verify?token=abc", html: "<p>Open it</p>" });
    await mailer.send({ to: "bola@example.com", subject: "Reset your password", text: "Open https://haya.ng/reset?token=def" });
    await mailer.send({ to: "ada@example.com", subject: "Welcome", text: "Hello Ada" });

    const all = await outbox.list();
    expect(all.map((m) => [m.to, m.subject])).toEqual([
      ["ada@example.com", "Welcome"],
      ["bola@example.com", "Reset your password"],
      ["Ada@Example.com", "Verify your email"],
    ]);
    expect((await outbox.list({ to: "ADA@example.COM" })).map((m) => m.subject)).toEqual(["Welcome", "Verify your email"]);
    expect(await outbox.list({ to: "nobody@example.com" })).toEqual([]);
    expect((await outbox.list({ limit: 1 })).map((m) => m.subject)).toEqual(["Welcome"]);

    const verify = await outbox.get(all[2]!.id);
    expect(verify).toMatchObject({ to: "Ada@Example.com", subject: "Verify your email", text: "Open https://haya.ng/verify?token=abc", html: "<p>Open it</p>" });
    expect(verify!.createdAt).toBeInstanceOf(Date);
    expect((await outbox.get(all[1]!.id))!.html).toBeNull();
    expect(await outbox.get(all[0]!.id + 1000)).toBeUndefined();
  });

  it("keeps an e-mail's extra headers (the one-click unsubscribe) with it, and none for one without", async () => {
    const mailer = createMailer({ db, from: FROM });
    const headers = { "List-Unsubscribe": "<https://haya.ng/unsubscribe?token=t>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
    await mailer.send({ to: "chi@example.com", subject: "With", text: "x", headers });
    await mailer.send({ to: "chi@example.com", subject: "Without", text: "x" });
    const [without, withHeaders] = await outbox.list({ to: "chi@example.com" });
    expect((await outbox.get(withHeaders!.id))!.headers).toEqual(headers);
    expect((await outbox.get(without!.id))!.headers).toBeNull();
  });
});

interface Received {
  mailFrom: string | undefined;
  rcptTo: string[];
  user: unknown;
  raw: string;
}

/** A local SMTP server (no TLS, optional login) that keeps what it receives; `refuse` answers 550 to that recipient. */
async function fakeSmtp({ refuse }: { refuse?: string } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: `${auth.username}:${auth.password}` }),
    onRcptTo: (address: SMTPServerAddress, _session, callback) =>
      callback(address.address === refuse ? Object.assign(new Error("No such user here"), { responseCode: 550 }) : null),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({ mailFrom: mailFrom ? mailFrom.address : undefined, rcptTo: rcptTo.map((r) => r.address), user: session.user, raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("with SMTP_URL", () => {
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  beforeAll(async () => {
    smtp = await fakeSmtp({ refuse: "gone@example.com" });
  });
  afterAll(() => smtp.close());

  it("delivers to the server with the configured login, MAIL_FROM, recipient, subject and both bodies, and keeps nothing in the outbox", async () => {
    const before = (await outbox.list()).length;
    const mailer = createMailer({ db, smtpUrl: `smtp://haya:s3cret@127.0.0.1:${smtp.port}`, from: FROM });
    expect(mailer.transport).toBe("smtp");
    await mailer.send({ to: "ada@example.com", subject: "Verify your email", text: "Open https://haya.ng/verify?token=abc to verify.", html: "<p>Open <a href=\"https://haya.ng/verify?token=abc\">Verify</a></p>" });

    expect(smtp.received).toHaveLength(1);
    const m = smtp.received[0]!;
    expect(m.user).toBe("haya:s3cret");
    expect(m.mailFrom).toBe("no-reply@haya.ng");
    expect(m.rcptTo).toEqual(["ada@example.com"]);
    expect(m.raw).toMatch(/^From: Haya <no-reply@haya\.ng>\r$/m);
    expect(m.raw).toMatch(/^To: ada@example\.com\r$/m);
    expect(m.raw).toMatch(/^Subject: Verify your email\r$/m);
    expect(m.raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(m.raw).toMatch(/^Content-Type: text\/plain; charset=utf-8\r\n(?:.+\r\n)*\r\nOpen https:\/\/haya\.ng\/verify\?token=abc to verify\.\r$/m);
    expect(m.raw).toMatch(/^Content-Type: text\/html; charset=utf-8\r$/m);
    expect(m.raw).toContain("<a href=\"https://haya.ng/verify?token=abc\">Verify</a>");
    expect(await outbox.list()).toHaveLength(before);
  });

  it("sends an e-mail's extra headers (the one-click unsubscribe) as they are", async () => {
    const mailer = createMailer({ db, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: FROM });
    const headers = { "List-Unsubscribe": "<https://haya.ng/unsubscribe?token=abc.review.def>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
    const count = smtp.received.length;
    await mailer.send({ to: "ada@example.com", subject: "A review of you", text: "Read it", headers });
    const m = smtp.received[count]!;
    expect(m.raw).toMatch(/^List-Unsubscribe: <https:\/\/haya\.ng\/unsubscribe\?token=abc\.review\.def>\r$/m);
    expect(m.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
  });

  it("rejects, and logs why, when the server refuses the recipient", async () => {
    const { log, lines } = recordingLog();
    const mailer = createMailer({ db, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: FROM, log });
    await expect(mailer.send({ to: "gone@example.com", subject: "Hello", text: "Hello" })).rejects.toThrow(/No such user here/);
    expect(lines).toMatchObject([{ level: "error", msg: "mail not sent", fields: { to: "gone@example.com", subject: "Hello" } }]);
    expect(String(lines[0]!.fields!.error)).toMatch(/550/);
  });
});

it("rejects, and logs why, when the SMTP server cannot be reached", async () => {
  // A port that was free a moment ago: nothing listens there.
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));

  const { log, lines } = recordingLog();
  const mailer = createMailer({ db, smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, log });
  await expect(mailer.send({ to: "ada@example.com", subject: "Hello", text: "Hello" })).rejects.toThrow(/ECONNREFUSED/);
  expect(lines.map((l) => [l.level, l.msg])).toEqual([["error", "mail not sent"]]);
});
