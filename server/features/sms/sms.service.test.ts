// The SMS sender: into the outbox when no gateway is set (at most once per key), or through Termii's documented send
// API (the number without its plus, the sender ID and channel from the settings), a refusal thrown for the job to
// retry, and a key already delivered not sent again; a long text is cut to two SMS parts.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { freshDatabase } from "../../testing/db";
import { createSmsSender, fitSms, SMS_MAX } from "./sms.service";

let db: Db;
beforeAll(async () => void (db = (await freshDatabase({ seed: false })).db));

const TERMII = { apiKey: "TLtestkey1234567890", senderId: "Haya", baseUrl: "https://termii.test", channel: "dnd" as const };

/** A fetch that records each call and answers with `status` and `body`. */
function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  const f = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)) as Record<string, unknown> });
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  return { f, calls };
}

describe("the outbox", () => {
  it("keeps each text, and a key once", async () => {
    const sender = createSmsSender({ db });
    expect(sender.transport).toBe("outbox");
    await sender.send({ to: "+2348031110000", body: "Hello   there\nfriend" }, { key: "job-1" });
    await sender.send({ to: "+2348031110000", body: "Hello there friend" }, { key: "job-1" });
    const rows = rowsOf<{ body: string }>(await db.execute(sql`select body from sms_outbox where "to" = '+2348031110000'`));
    expect(rows.map((r) => r.body)).toEqual(["Hello there friend"]);
  });
});

describe("Termii", () => {
  it("posts the documented body to /api/sms/send", async () => {
    const { f, calls } = fakeFetch(200, { code: "ok", message_id: "3017544054459493", message: "Successfully Sent", balance: 9, user: "Haya" });
    const sender = createSmsSender({ db, termii: TERMII, fetch: f });
    expect(sender.transport).toBe("termii");
    await sender.send({ to: "+2348031112222", body: "Your Haya code is 123456." }, { key: "job-2" });
    expect(calls).toEqual([
      { url: "https://termii.test/api/sms/send", body: { api_key: TERMII.apiKey, to: "2348031112222", from: "Haya", sms: "Your Haya code is 123456.", type: "plain", channel: "dnd" } },
    ]);
    // Delivered under that key: a retried job sends nothing more.
    await sender.send({ to: "+2348031112222", body: "Your Haya code is 123456." }, { key: "job-2" });
    expect(calls).toHaveLength(1);
  });

  it("throws when Termii refuses, and records no delivery (the job tries again)", async () => {
    const { f, calls } = fakeFetch(400, { message: "Insufficient balance" });
    const sender = createSmsSender({ db, termii: TERMII, fetch: f });
    await expect(sender.send({ to: "+2348031113333", body: "x" }, { key: "job-3" })).rejects.toThrow("Termii did not accept the SMS: Insufficient balance");
    await expect(sender.send({ to: "+2348031113333", body: "x" }, { key: "job-3" })).rejects.toThrow();
    expect(calls).toHaveLength(2);
  });
});

it("fits a long text into two SMS parts", () => {
  const long = "word ".repeat(100);
  expect(fitSms(long).length).toBeLessThanOrEqual(SMS_MAX);
  expect(fitSms(long).length).toBeGreaterThan(SMS_MAX - 5);
  expect(fitSms(long).endsWith("…")).toBe(true);
  expect(fitSms("short")).toBe("short");
});
