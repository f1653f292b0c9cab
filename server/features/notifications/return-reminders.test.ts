// Return reminders (issue 36, item 4): a renter is told a day, then 2 hours, before their rental is due back (8 PM
// Lagos on the end date): the bell, a text to their verified number and an e-mail, each with the time, the place and the
// way to extend, once each however often the sweep runs, and in their language. Nobody else is told; a rental returned
// already, or whose e-mail the renter turned off, gets no e-mail.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { returnDueAt } from "../../../core/late-returns";
import { rowsOf } from "../../db/rows";
import { paymentsHarness, type PaymentsHarness } from "../../testing/payments";

const HOUR = 3_600_000;
const RENTER_PHONE = "+2348031234567";

let h: PaymentsHarness;
beforeAll(async () => {
  h = await paymentsHarness();
  await h.db.execute(sql`update users set phone_number = ${RENTER_PHONE}, phone_number_verified = true where id = 'renter'`);
});

/** A rental from tomorrow to the day after, paid and picked up: its return is due at 8 PM on the day after tomorrow. */
async function pickedUp() {
  const b = await h.booking({ start: 1, end: 2, depositKobo: 0 });
  const { reference } = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter" });
  await h.payments.answerSandbox(reference, "success");
  await h.payments.settle(reference);
  await h.db.execute(sql`update bookings set status = 'active' where id = ${b.id}`);
  return { ...b, due: returnDueAt(b.endDate) };
}

const bell = async (id: number) =>
  rowsOf<{ userId: string; kind: string; key: string; title: string; link: string }>(
    await h.db.execute(sql`select user_id as "userId", kind, key, title, link from notifications where key like ${`booking:${id}:return-%`} order by id`),
  );
const texts = async () => rowsOf<{ body: string }>(await h.db.execute(sql`select body from sms_outbox where "to" = ${RENTER_PHONE} and body like 'Haya: Return%' order by id`)).map((r) => r.body);
const mails = async (title: string) =>
  rowsOf<{ subject: string; text: string; headers: Record<string, string> | null }>(
    await h.db.execute(sql`select subject, text, headers from mail_outbox where "to" = 'renter@example.com' and subject like ${`Return by %${title}`} order by id`),
  );

describe("return reminders", () => {
  it("a day before and 2 hours before, once each, on the bell, by text and by e-mail, to the renter only", async () => {
    const b = await pickedUp();
    const sweep = (msBefore: number) => h.services.notifications.sweep(new Date(b.due.getTime() - msBefore));
    const [title] = rowsOf<{ title: string }>(await h.db.execute(sql`select title from listings where id = ${b.listingId}`));

    await sweep(25 * HOUR);
    expect(await bell(b.id)).toEqual([]);
    await sweep(23 * HOUR);
    await sweep(22 * HOUR);
    expect((await bell(b.id)).map((n) => `${n.userId}:${n.kind}:${n.key}`)).toEqual([`renter:booking_return_due:booking:${b.id}:return-24h`]);
    await sweep(2 * HOUR);
    await sweep(HOUR);
    await sweep(0);
    const told = await bell(b.id);
    expect(told.map((n) => n.key)).toEqual([`booking:${b.id}:return-24h`, `booking:${b.id}:return-2h`]);
    expect(told[0]!.link).toBe(`/bookings/${b.id}#extension`);
    expect(told[0]!.title).toMatch(new RegExp(`^Return by \\d+ \\w+ \\d{4}, 20:00: ${title!.title}$`));

    const sent = await texts();
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/^Haya: Return .+ in Yaba, Lagos by \d+ \w+ \d{4}, 20:00\. To keep it longer, ask to extend: http.+\/bookings\/\d+#extension$/);

    const letters = await mails(title!.title);
    expect(letters).toHaveLength(2);
    expect(letters[0]!.text).toContain("Due back in Yaba, Lagos by");
    // The listing's late fee (none of its own: its daily price, ₦25,000).
    expect(letters[0]!.text).toContain("a late fee of ₦25,000 runs for each day begun");
    expect(letters[0]!.text).toMatch(/\/bookings\/\d+#extension/);
    // An optional kind: its e-mail can be turned off in one click.
    expect(letters[0]!.headers?.["List-Unsubscribe"]).toMatch(/unsubscribe\?token=/);
  });

  it("none for a rental already returned; no e-mail once the renter turned the kind off", async () => {
    const back = await pickedUp();
    await h.db.execute(sql`update bookings set status = 'completed' where id = ${back.id}`);
    await h.services.notifications.sweep(new Date(back.due.getTime() - HOUR));
    expect(await bell(back.id)).toEqual([]);

    await h.db.execute(sql`insert into notification_prefs (user_id, kind, email, updated_at) values ('renter', 'booking_return_due', false, now())
      on conflict (user_id, kind) do update set email = false`);
    const quiet = await pickedUp();
    // Return reminders to the renter only: the payment's own e-mails may still be arriving (sent after its commit).
    const outbox = async () => rowsOf<{ n: number }>(await h.db.execute(sql`select count(*)::int as n from mail_outbox where "to" = 'renter@example.com' and subject like 'Return by %'`))[0]!.n;
    const before = await outbox();
    await h.services.notifications.sweep(new Date(quiet.due.getTime() - HOUR));
    expect((await bell(quiet.id)).map((n) => n.key)).toEqual([`booking:${quiet.id}:return-2h`]);
    expect(await outbox()).toBe(before);
  });

  it("once overdue, tells the renter and the owner once, and warns the renters of the listing's next bookings within two days", async () => {
    const b = await pickedUp();
    const { addDaysIso } = await import("../../../core/dates");
    const nextBooking = async (renterId: string, startDate: string) => {
      const next = await h.services.bookings.createBooking({ listingId: b.listingId, renterId, startDate, endDate: startDate, pickupTime: "9:00 AM", units: 1 });
      await h.db.execute(sql`update bookings set status = 'confirmed' where id = ${next.id}`);
      return next.id;
    };
    const soon = await nextBooking("renter2", addDaysIso(b.endDate, 2));
    const later = await nextBooking("renter2", addDaysIso(b.endDate, 4));
    const keys = async () =>
      rowsOf<{ who: string }>(
        await h.db.execute(sql`select user_id || ':' || kind || ':' || key as who from notifications where key in (${`booking:${b.id}:overdue`}, ${`booking:${soon}:previous-overdue:${b.id}`}, ${`booking:${later}:previous-overdue:${b.id}`}) order by id`),
      ).map((r) => r.who);

    await h.services.notifications.sweep(new Date(b.due.getTime() - 60_000));
    expect(await keys()).toEqual([]);
    await h.services.notifications.sweep(new Date(b.due.getTime() + 60_000));
    await h.services.notifications.sweep(new Date(b.due.getTime() + 2 * HOUR));
    expect(await keys()).toEqual([
      `renter:booking_return_due:booking:${b.id}:overdue`,
      `owner:booking_return_due:booking:${b.id}:overdue`,
      `renter2:booking_item_late:booking:${soon}:previous-overdue:${b.id}`,
    ]);
    const [renterSays] = rowsOf<{ body: string }>(await h.db.execute(sql`select body from notifications where key = ${`booking:${b.id}:overdue`} and user_id = 'renter'`));
    expect(renterSays!.body).toMatch(/^It was due back by \d+ \w+ \d{4}, 20:00\. A late fee of ₦25,000 runs for each day begun until the owner has it back\.$/);
  });
});
