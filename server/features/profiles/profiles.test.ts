// Public profiles: what anyone sees of a person (nothing private), and the response rate and typical time computed from
// the person's real booking requests and renters' messages: answered ones count, an unanswered one that expired (or a
// question unanswered for 24 hours) counts against, one still waiting does not count yet.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDaysIso, todayInLagos } from "../../../core/dates";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { NotFoundError } from "../../errors";
import { createServices, type Services } from "../../services";
import { bookingsFixture } from "../../testing/bookings";
import { sweepBookings } from "../bookings/sweeper";
import { answerTimeText } from "./profiles.service";

const HOUR = 3_600_000;
let db: Db;
let services: Services;
let listing: Awaited<ReturnType<typeof bookingsFixture>>["listing"];
/** The services' clock: real time unless a request is made in the past. */
let clock: Date | undefined;

beforeAll(async () => {
  ({ db, listing } = await bookingsFixture());
  services = createServices(db, { now: () => clock ?? new Date() });
});

/** A request for `owner`'s listing made at `at` (days from today: start, start + 1). */
async function request(listingId: number, start: number, at: Date) {
  const today = todayInLagos();
  clock = at;
  try {
    return await services.bookings.createBooking({ listingId, renterId: "renter", startDate: addDaysIso(today, start), endDate: addDaysIso(today, start + 1), pickupTime: "9:00 AM", units: 1 });
  } finally {
    clock = undefined;
  }
}

describe("public profiles", () => {
  it("count answered requests, an expired one against, a waiting one not yet; the typical time is the median answer", async () => {
    const id = await listing({ owner: "owner" });
    const t0 = new Date(Date.now() - 72 * HOUR);
    const a = await request(id, 10, t0);
    await services.bookings.accept(a.id, "owner", { now: new Date(t0.getTime() + 2 * HOUR) });
    const b = await request(id, 13, t0);
    await services.bookings.decline(b.id, "owner", { now: new Date(t0.getTime() + 0.5 * HOUR) });
    const c = await request(id, 16, t0);
    await sweepBookings(db, new Date(t0.getTime() + 25 * HOUR), undefined, { only: [c.id] });
    await request(id, 19, new Date());

    const p = await services.profiles.profile("owner");
    expect(p.requestsCounted).toBe(3);
    expect(p.responseRate).toBe(67);
    // The median of 2 hours and 30 minutes: 1 h 15 min.
    expect(p.responseTime).toBe("within 2 hours");
    expect(p.listings.map((l) => l.id)).toContain(id);
  });

  it("count renters' messages too: a question answered within 24 hours, one answered late, one never answered", async () => {
    const id = await listing({ owner: "owner2" });
    const base = Date.now();
    const ago = (h: number) => new Date(base - h * HOUR).toISOString();
    const conversation = async (renter: string, lines: [string, number][]) => {
      const [c] = rowsOf<{ id: number }>(await db.execute(sql`insert into conversations (listing_id, renter_id, owner_id) values (${id}, ${renter}, 'owner2') returning id::int as id`));
      for (const [from, h] of lines) await db.execute(sql`insert into messages (conversation_id, sender_id, body, created_at) values (${c!.id}, ${from}, 'Is it free?', ${ago(h)})`);
    };
    // Answered in 1 hour; asked again and answered in 3 hours (two turns); a second message in a row is the same turn.
    await conversation("renter", [["renter", 100], ["renter", 99.5], ["owner2", 99], ["renter", 50], ["owner2", 47]]);
    // Answered after 30 hours: due, not within 24 hours.
    await conversation("renter2", [["renter2", 80], ["owner2", 50]]);
    const p = await services.profiles.profile("owner2");
    expect(p.requestsCounted).toBe(3);
    expect(p.responseRate).toBe(67);
    // The median of 1, 3 and 30 hours.
    expect(p.responseTime).toBe("within 3 hours");
    // A question not yet 24 hours old and unanswered is not counted yet.
    await db.execute(sql`insert into messages (conversation_id, sender_id, body, created_at) select id, renter_id, 'And delivery?', now() from conversations where renter_id = 'renter2' and owner_id = 'owner2'`);
    expect((await services.profiles.profile("owner2")).requestsCounted).toBe(3);
  });

  it("show nothing private, and a person who does not exist or left is not found", async () => {
    const p = await services.profiles.profile("renter");
    expect(JSON.stringify(p)).not.toContain("@example.com");
    expect(p.person).not.toHaveProperty("email");
    expect(p.person).not.toHaveProperty("phone");
    expect(p.responseRate).toBeNull();
    expect(p.responseTime).toBeNull();
    await expect(services.profiles.profile("nobody")).rejects.toBeInstanceOf(NotFoundError);
    await db.execute(sql`update users set deleted_at = now() where id = 'renter2'`);
    await expect(services.profiles.profile("renter2")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("say typical answer times as people do", () => {
    expect(answerTimeText(600)).toBe("within an hour");
    expect(answerTimeText(5 * 3600)).toBe("within 5 hours");
    expect(answerTimeText(20 * 3600)).toBe("within 20 hours");
    expect(answerTimeText(30 * 3600)).toBe("within 2 days");
  });
});
