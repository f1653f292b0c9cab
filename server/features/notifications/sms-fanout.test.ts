// Booking texts: the moments a booking hangs on (a request to answer, an acceptance to pay, a payment, tomorrow's
// pick-up) go by SMS to the person's verified number, once per event however often it is told, unless they turned that
// kind's SMS off; nobody without a verified number gets one, and kinds that never go by SMS stay e-mail and bell only.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDaysIso, lagosMidnight, todayInLagos } from "../../../core/dates";
import { rowsOf } from "../../db/rows";
import { InvalidError } from "../../errors";
import { paymentsHarness, type PaymentsHarness } from "../../testing/payments";

const OWNER_PHONE = "+2348035550001";
const RENTER_PHONE = "+2348035550002";

let h: PaymentsHarness;
beforeAll(async () => {
  h = await paymentsHarness();
  await h.db.execute(sql`update users set phone_number = ${OWNER_PHONE}, phone_number_verified = true where id = 'owner'`);
  await h.db.execute(sql`update users set phone_number = ${RENTER_PHONE}, phone_number_verified = true where id = 'renter'`);
});

const textsTo = async (to: string) => rowsOf<{ body: string }>(await h.db.execute(sql`select body from sms_outbox where "to" = ${to} order by id`)).map((r) => r.body);
const countTo = async (to: string) => (await textsTo(to)).length;

describe("booking texts", () => {
  it("a request texts the owner; an acceptance (told twice) texts the renter once; a payment texts both once", async () => {
    const [owner0, renter0] = [await countTo(OWNER_PHONE), await countTo(RENTER_PHONE)];
    const b = await h.booking({ mode: "request", start: 3, end: 4 });
    const owner = await textsTo(OWNER_PHONE);
    expect(owner).toHaveLength(owner0 + 1);
    expect(owner.at(-1)).toMatch(new RegExp(`^Haya: New booking request: .+\\. .* would like to rent it\\. Accept or decline by .+ http://localhost:3000/bookings/${b.id}$`));
    await h.services.bookings.accept(b.id, "owner");
    await h.services.bookings.accept(b.id, "owner");
    const renter = await textsTo(RENTER_PHONE);
    expect(renter).toHaveLength(renter0 + 1);
    expect(renter.at(-1)).toMatch(/^Haya: Request accepted: .+ Pay ₦[\d,]+(\.\d\d)? by .+ to confirm it\. http:\/\/localhost:3000\/bookings\/\d+$/);
    const { reference } = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter" });
    await h.payments.answerSandbox(reference, "success");
    await h.payments.settle(reference);
    await h.payments.settle(reference);
    expect(await countTo(RENTER_PHONE)).toBe(renter0 + 2);
    expect(await countTo(OWNER_PHONE)).toBe(owner0 + 2);
    expect((await textsTo(RENTER_PHONE)).at(-1)).toMatch(/^Haya: Booking confirmed: /);
    // Every text fits two SMS parts.
    for (const t of [...(await textsTo(RENTER_PHONE)), ...(await textsTo(OWNER_PHONE))]) expect(t.length).toBeLessThanOrEqual(306);
  });

  it("a decline (not a booking-critical kind) texts nobody", async () => {
    const b = await h.booking({ mode: "request", start: 5, end: 6 });
    const renter0 = await countTo(RENTER_PHONE);
    await h.services.bookings.decline(b.id, "owner");
    expect(await countTo(RENTER_PHONE)).toBe(renter0);
  });

  it("honours the person's choice per kind, and texts nobody without a verified number", async () => {
    await h.services.notifications.setPrefs("owner", {}, { booking_requested: false });
    expect((await h.services.notifications.getPrefs("owner")).find((p) => p.kind === "booking_requested")).toMatchObject({ email: true, sms: false });
    const owner0 = await countTo(OWNER_PHONE);
    await h.booking({ mode: "request", start: 7, end: 8 });
    expect(await countTo(OWNER_PHONE)).toBe(owner0);
    await h.services.notifications.setPrefs("owner", {}, { booking_requested: true });
    await h.booking({ mode: "request", start: 9, end: 10 });
    expect(await countTo(OWNER_PHONE)).toBe(owner0 + 1);
    // Not verified (a number typed on the profile only): nothing.
    await h.db.execute(sql`update users set phone_number_verified = false where id = 'owner'`);
    await h.booking({ mode: "request", start: 11, end: 12 });
    expect(await countTo(OWNER_PHONE)).toBe(owner0 + 1);
    await h.db.execute(sql`update users set phone_number_verified = true where id = 'owner'`);
  });

  it("writes each text in the person's language", async () => {
    await h.db.execute(sql`update users set language = 'pcm' where id = 'owner'`);
    const b = await h.booking({ mode: "request", start: 13, end: 14 });
    expect((await textsTo(OWNER_PHONE)).at(-1)).toMatch(new RegExp(`^Haya: New request for .+\\. .+ wan rent am\\. Accept or decline before .+\\. http://localhost:3000/pcm/bookings/${b.id}$`));
    await h.db.execute(sql`update users set language = 'en' where id = 'owner'`);
  });

  it("refuses an SMS choice for a kind that never goes by SMS, and changes nothing", async () => {
    const before = await h.services.notifications.getPrefs("renter");
    await expect(h.services.notifications.setPrefs("renter", { review: false }, { review: true })).rejects.toBeInstanceOf(InvalidError);
    await expect(h.services.notifications.setPrefs("renter", {}, { nonsense: true })).rejects.toBeInstanceOf(InvalidError);
    expect(await h.services.notifications.getPrefs("renter")).toEqual(before);
    expect(before.filter((p) => p.sms !== null).map((p) => p.kind)).toEqual(["booking_requested", "booking_accepted", "booking_paid", "booking_pickup_tomorrow", "booking_return_due", "booking_item_late"]);
  });
});

describe("tomorrow's pick-up", () => {
  it("texts both sides from 17:00 Lagos the day before, once", async () => {
    const b = await h.booking({ start: 1, end: 2 });
    const { reference } = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter" });
    await h.payments.answerSandbox(reference, "success");
    await h.payments.settle(reference);
    const today = todayInLagos();
    const at = (hour: number) => new Date(lagosMidnight(today) + hour * 3_600_000);
    const [owner0, renter0] = [await countTo(OWNER_PHONE), await countTo(RENTER_PHONE)];
    await h.services.notifications.sweep(at(16.9));
    expect(await countTo(RENTER_PHONE)).toBe(renter0);
    await h.services.notifications.sweep(at(17));
    await h.services.notifications.sweep(at(18));
    expect(await countTo(RENTER_PHONE)).toBe(renter0 + 1);
    expect(await countTo(OWNER_PHONE)).toBe(owner0 + 1);
    expect((await textsTo(RENTER_PHONE)).at(-1)).toMatch(new RegExp(`^Haya: Pick-up tomorrow: .+\\. .+ at 9:00 AM\\. Bring your ID\\. http://localhost:3000/bookings/${b.id}$`));
    const kinds = rowsOf<{ kind: string }>(await h.db.execute(sql`select kind from notifications where key = ${`booking:${b.id}:pickup-tomorrow`}`));
    expect(kinds.map((k) => k.kind)).toEqual(["booking_pickup_tomorrow", "booking_pickup_tomorrow"]);
    expect(addDaysIso(today, 1)).toBe(b.startDate);
  });
});
