// SQL of public profiles: what anyone may see of a person (never their e-mail, phone or address), how they answer
// booking requests, and their published listings as cards.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { cardColumns } from "../catalogue/catalogue.repo";
import type { ListingCard } from "../catalogue/catalogue.schema";

export interface PublicPerson {
  id: string;
  name: string;
  image: string | null;
  createdAt: Date;
  emailVerified: boolean;
  businessName: string | null;
  businessVerified: boolean;
  /** Their identity is verified (issue 37): a NIN, licence or passport checked against the register. */
  idVerified: boolean;
  city: string | null;
  state: string | null;
  bio: string | null;
}

export async function publicPerson(db: Db, id: string): Promise<PublicPerson | undefined> {
  const [row] = rowsOf<PublicPerson & { createdAt: string }>(
    // A business name is shown once the business is verified, as on the item page (a claimed name is not a fact yet).
    await db.execute(sql`select id, name, image, created_at as "createdAt", email_verified as "emailVerified",
      case when business_status = 'verified' then business_name end as "businessName",
      business_status = 'verified' as "businessVerified", id_verified_at is not null as "idVerified", city, state, bio
      from users where id = ${id} and deleted_at is null`),
  );
  return row ? { ...row, createdAt: new Date(row.createdAt) } : undefined;
}

/**
 * How the person answers as an owner: booking requests for their listings, and renters' messages to them (a
 * conversation's first question, and each question asked again after the owner's last reply). Of those whose answer is
 * due (answered, or 24 hours gone by), how many they answered within 24 hours, and the median time to an answer in
 * seconds (null with no answer yet).
 */
export async function requestAnswers(db: Db, ownerId: string): Promise<{ due: number; answered: number; medianSeconds: number | null }> {
  const [row] = rowsOf<{ due: number; answered: number; medianSeconds: number | null }>(
    await db.execute(sql`
      with requests as (
        select e.at as asked,
          (select min(a.at) from booking_events a where a.booking_id = b.id and a.from_status = 'requested' and a.actor = 'owner') as answered,
          exists (select 1 from booking_events x where x.booking_id = b.id and x.from_status = 'requested') as settled
        from bookings b join booking_events e on e.booking_id = b.id and e.from_status is null and e.to_status = 'requested'
        where b.owner_id = ${ownerId}),
      turns as (
        -- A renter's message that opens a turn: the first of the conversation, or the first after one of the owner's.
        select c.id as conversation_id, m.created_at as asked
        from conversations c
        join lateral (
          select created_at, sender_id, lag(sender_id) over (order by id) as before
          from messages where conversation_id = c.id
        ) m on true
        where c.owner_id = ${ownerId} and m.sender_id = c.renter_id and (m.before is null or m.before <> c.renter_id)
      ),
      questions as (
        select t.asked,
          (select min(r.created_at) from messages r where r.conversation_id = t.conversation_id and r.sender_id = ${ownerId} and r.created_at > t.asked) as answered
        from turns t
      ),
      asked as (
        select asked, answered, settled from requests
        union all
        select asked, answered, answered is not null or asked < now() - interval '24 hours' from questions
      )
      select count(*) filter (where settled)::int as due,
        count(*) filter (where answered is not null and answered - asked <= interval '24 hours')::int as answered,
        (percentile_cont(0.5) within group (order by extract(epoch from answered - asked)) filter (where answered is not null))::float8 as "medianSeconds"
      from asked`),
  );
  return row ?? { due: 0, answered: 0, medianSeconds: null };
}

export async function publishedListings(db: Db, ownerId: string, limit = 24): Promise<ListingCard[]> {
  return rowsOf<ListingCard>(
    await db.execute(sql`select ${cardColumns()} from listings l join categories c on c.id = l.category_id
      where l.owner_id = ${ownerId} and l.status = 'published' order by l.published_at desc nulls last, l.id desc limit ${limit}`),
  );
}

export interface RenterSummaryRow {
  bookingId: number;
  id: string;
  name: string;
  createdAt: Date;
  emailVerified: boolean;
  phoneVerified: boolean;
  businessVerified: boolean;
  idVerified: boolean;
  /** Their account still exists: /u/{id} shows it. */
  active: boolean;
  /** Published owners' reviews of them (every owner's): the rating they have as a renter. */
  average: number;
  count: number;
  reviews: { id: number; rating: number; body: string; authorName: string; publishedAt: string }[];
}

/**
 * The renter of each of `bookingIds` that belongs to `ownerId` (others' bookings give no row), as the owner deciding on
 * it sees them: what is verified, member since, their rating from owners' published reviews, and the newest `limit`
 * of those reviews written by other owners. One query for a whole page of request cards.
 */
export async function renterSummaries(db: Db, ownerId: string, bookingIds: number[], limit: number): Promise<RenterSummaryRow[]> {
  const ids = bookingIds.filter((id) => Number.isSafeInteger(id));
  if (ids.length === 0) return [];
  const rows = rowsOf<RenterSummaryRow & { createdAt: string }>(
    await db.execute(sql`
      select b.id::int as "bookingId", u.id, u.name, u.created_at as "createdAt", u.email_verified as "emailVerified",
        (u.phone_number is not null and u.phone_number_verified) as "phoneVerified",
        u.business_status = 'verified' as "businessVerified", u.id_verified_at is not null as "idVerified", u.deleted_at is null as active,
        coalesce(s.average, 0)::float8 as average, coalesce(s.count, 0)::int as count, coalesce(w.reviews, '[]'::json) as reviews
      from bookings b
      join users u on u.id = b.renter_id
      left join lateral (
        select round(avg(rv.rating)::numeric, 2) as average, count(*) as count from reviews rv
        where rv.subject_id = u.id and rv.author_role = 'owner' and rv.published_at is not null
      ) s on true
      left join lateral (
        select json_agg(json_build_object('id', x.id, 'rating', x.rating, 'body', x.body, 'authorName', x.author_name,
          'publishedAt', x.published_at) order by x.published_at desc, x.id desc) as reviews
        from (
          select rv.id::int as id, rv.rating, rv.body, a.name as author_name, rv.published_at from reviews rv
          join users a on a.id = rv.author_id
          where rv.subject_id = u.id and rv.author_role = 'owner' and rv.published_at is not null and rv.author_id <> ${ownerId}
          order by rv.published_at desc, rv.id desc limit ${limit}
        ) x
      ) w on true
      where b.owner_id = ${ownerId} and b.id = any(${`{${ids.join(",")}}`}::bigint[])`),
  );
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt), average: Number(r.average) }));
}
