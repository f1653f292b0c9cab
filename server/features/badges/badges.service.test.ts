// The header's badges: the same counts as the bell, the inbox and the cart give one by one, in a single statement.
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { rowsOf } from "../../db/rows";
import { createServices } from "../../services";
import { freshDatabase, statementsOf } from "../../testing/db";

const { db } = await freshDatabase({ countStatements: true });
const services = createServices(db);

it("counts unread notifications, unread messages and cart lines as their features do, in one statement", async () => {
  const [row] = rowsOf<{ owner: string; renter: string }>(
    await db.execute(sql`select l.owner_id as owner, (select id from users where id <> l.owner_id order by id limit 1) as renter from listings l where l.id = 1`),
  );
  const id = row!.owner;
  await services.messages.startInquiry(row!.renter, 1, { text: "Is it free next weekend?" });
  await db.execute(sql`insert into notifications (user_id, kind, key, title, link) values (${id}, 'booking_paid', 'badges-test', 'Paid', '/')`);
  await db.execute(sql`insert into cart_lines (user_id, listing_id, start_date, end_date, pickup_time, units, price_per_day_kobo, total_kobo, booking_mode)
    values (${id}, 2, '2027-01-04', '2027-01-05', '10:00 AM', 1, 2500000, 5000000, 'instant'), (${id}, 3, '2027-01-04', '2027-01-05', '10:00 AM', 1, 2500000, 5000000, 'instant')`);
  const one = { unreadNotifications: await services.notifications.unreadCount(id), unreadMessages: await services.messages.unreadCount(id), cartLines: await services.cart.count(id) };
  expect(one.unreadNotifications).toBeGreaterThan(0);
  expect(one.unreadMessages).toBeGreaterThan(0);
  expect(one.cartLines).toBe(2);
  const { value, statements } = await statementsOf(() => services.badges.of(id));
  expect(value).toEqual(one);
  expect(statements).toBe(1);
  expect(await services.badges.of("nobody")).toEqual({ unreadNotifications: 0, unreadMessages: 0, cartLines: 0 });
});
