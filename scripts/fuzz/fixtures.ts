// What the fuzz aims at, found or made through the API as each person: ids to put in paths and bodies, which of them are
// private to whom, and strings that only some people may ever be shown.
import { DEMO_PASSWORD } from "../../server/seed/data/demo-people";
import type { HttpClient } from "./client";

export const PERSONAS = ["visitor", "owner", "renter", "stranger"] as const;
export type PersonaName = (typeof PERSONAS)[number];

export interface Persona {
  /** The session cookie (none for the visitor). */
  cookie?: string;
  userId?: string;
  /** The person's own address, as X-Forwarded-For (read only by a server that trusts its proxy). */
  ip: string;
}

/** A path (under /api/v1) and everything below it (unless `exact`) that only `allowed` may get a 2xx from, for `methods` (all if unset). */
export interface PrivateResource {
  prefix: string;
  exact?: boolean;
  allowed: PersonaName[];
  methods?: string[];
  what: string;
}

export interface Fixtures {
  personas: Record<PersonaName, Persona>;
  /** Ids to aim at, by the path segment that names them (listings, bookings, users…). */
  ids: Record<string, (number | string)[]>;
  /** Ids a person never deletes (their draft, their listings, their saved search): the checks keep something to guard all run long. */
  keep: Partial<Record<PersonaName, (number | string)[]>>;
  /** Ids a person never writes to at all: the owner's draft, which a valid update could publish for everyone to see. */
  untouched: Partial<Record<PersonaName, (number | string)[]>>;
  /** Valid values for some body fields: category slugs, banks' codes, the demo people's password. */
  words: Record<string, string[]>;
  private: PrivateResource[];
  /** Text that must never be in an answer to anyone but `allowed`. */
  secrets: { text: string; allowed: PersonaName[]; what: string }[];
}

const WRITES = ["POST", "PUT", "PATCH", "DELETE"];

/** Headers that make `p`'s call: their cookie and address, and (for a cookie) the site's Origin, as the CSRF guard asks. */
export function personaHeaders(p: Persona, origin: string): Record<string, string> {
  return { "x-forwarded-for": p.ip, ...(p.cookie ? { cookie: p.cookie, origin } : {}) };
}

type Listed = { id: number; status?: string };

/**
 * Finds the demo owner's and renter's things (their bookings of each other, their conversations) and adds a draft
 * listing, a saved search, a cart line and a message, each carrying a marker that no one else may ever see.
 */
export async function prepareFixtures(client: HttpClient, signedIn: Record<"owner" | "renter" | "stranger", { cookie: string }>): Promise<Fixtures> {
  const personas: Record<PersonaName, Persona> = { visitor: { ip: "10.77.0.1" }, owner: { ip: "10.77.0.2" }, renter: { ip: "10.77.0.3" }, stranger: { ip: "10.77.0.4" } };
  for (const name of ["owner", "renter", "stranger"] as const) personas[name].cookie = signedIn[name].cookie;
  const get = async <T>(path: string, as?: PersonaName) => (await client.json<T>("GET", `/api/v1${path}`, as ? { headers: personaHeaders(personas[as], client.origin) } : {})).data;
  const post = async <T>(path: string, as: PersonaName, body: unknown, expect?: number[]) => (await client.json<T>("POST", `/api/v1${path}`, { headers: personaHeaders(personas[as], client.origin), body, ...(expect ? { expect } : {}) })).data;
  const mark = `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  for (const name of ["owner", "renter", "stranger"] as const) personas[name].userId = (await get<{ user: { id: string } }>("/me", name)).user.id;
  const users = [personas.owner.userId!, personas.renter.userId!, personas.stranger.userId!];

  const { categories } = await get<{ categories: { slug: string; subcategories: { slug: string }[] }[] }>("/categories");
  const category = categories.find((c) => c.subcategories.length)!;
  const publicListings = (await get<{ items: Listed[] }>("/listings?limit=20")).items.map((l) => l.id);
  const mine = (await get<{ listings: Listed[] }>("/me/listings", "owner")).listings.filter((l) => l.status === "published").map((l) => l.id);
  const draftTitle = `Draft ${mark} trailer`;
  const draftBody = { categorySlug: category.slug, subcategorySlug: category.subcategories[0]!.slug, title: draftTitle, description: `A draft that nobody but its owner may see (${mark}).`, city: "Ikeja", state: "Lagos", pricePerDayKobo: 500_000 };
  const draft = (await post<{ listing: { id: number } }>("/listings", "owner", draftBody)).listing.id;
  const bookings = (await get<{ bookings: { id: number }[] }>("/me/bookings?as=owner", "owner")).bookings.map((b) => b.id);
  const conversations = (await get<{ conversations: { id: number }[] }>("/conversations", "renter")).conversations.map((c) => c.id);
  const secretMessage = `Private note ${mark}m`;
  if (conversations[0]) await post(`/conversations/${conversations[0]}/messages`, "renter", { text: secretMessage });
  const savedLabel = `Saved ${mark}s`;
  const saved = (await post<{ id: number }>("/me/saved-searches", "renter", { query: `search=generator+${mark}`, label: savedLabel })).id;
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const other = publicListings.find((id) => !mine.includes(id));
  const cart = other ? await post<{ lines?: { id: number }[] }>("/cart/lines", "renter", { listingId: other, startDate: day(40), endDate: day(41), pickupTime: "10:00 AM", units: 1 }, [200, 201, 400, 409]) : undefined;
  const cartLines = (cart?.lines ?? []).map((l) => l.id);
  const payout = await get<{ payoutAccount: { maskedAccountNumber?: string } | null }>("/me/payout-account", "owner");
  const ownReviews = (await get<{ reviews: { id: number }[] }>(`/users/${personas.owner.userId}/reviews`)).reviews.map((r) => r.id);
  const otherReviews = other ? (await get<{ reviews: { id: number }[] }>(`/listings/${other}/reviews`)).reviews.map((r) => r.id) : [];
  const banks = (await get<{ banks: { code: string }[] }>("/banks")).banks.map((b) => b.code).slice(0, 5);

  const parties: PersonaName[] = ["owner", "renter"];
  const owner: PersonaName[] = ["owner"];
  const privates: PrivateResource[] = [
    { prefix: "/admin", allowed: [], what: "an operator's route" },
    ...bookings.map((id) => ({ prefix: `/bookings/${id}`, allowed: parties, what: "the demo owner's and renter's booking" })),
    ...conversations.map((id) => ({ prefix: `/conversations/${id}`, allowed: parties, what: "the demo owner's and renter's conversation" })),
    ...["/listings", "/me/listings", "/me/favourites"].map((at) => ({ prefix: `${at}/${draft}`, allowed: owner, what: "the owner's draft listing" })),
    ...mine.flatMap((id) => [
      // Anyone may write below a published listing (a conversation, a report), but only its owner change it.
      ...["", "/photos", "/blocked-dates"].map((below) => ({ prefix: `/listings/${id}${below}`, exact: below === "", allowed: owner, methods: WRITES, what: `a change to the owner's listing${below ? ` (${below.slice(1)})` : ""}` })),
      { prefix: `/listings/${id}/calendars`, allowed: owner, what: "the owner's listing's calendars" },
      { prefix: `/me/listings/${id}`, allowed: owner, what: "the owner's own view of a listing" },
    ]),
    { prefix: `/me/saved-searches/${saved}`, allowed: ["renter"], what: "the renter's saved search" },
    ...cartLines.map((id) => ({ prefix: `/cart/lines/${id}`, allowed: ["renter"] as PersonaName[], what: "the renter's cart line" })),
    ...ownReviews.map((id) => ({ prefix: `/reviews/${id}/reply`, allowed: owner, what: "the reply to a review of the owner" })),
    ...otherReviews.map((id) => ({ prefix: `/reviews/${id}/reply`, allowed: [], what: "the reply to a review of another owner" })),
  ];
  const masked = payout.payoutAccount?.maskedAccountNumber;
  const secrets = [
    { text: `${mark} trailer`, allowed: owner, what: "the owner's draft's title" },
    { text: secretMessage, allowed: parties, what: "a message between the owner and the renter" },
    { text: savedLabel, allowed: ["renter"] as PersonaName[], what: "the renter's saved search" },
    ...(masked ? [{ text: masked, allowed: owner, what: "the owner's payout account" }] : []),
  ];
  return {
    personas,
    ids: { listings: [...new Set([...publicListings.slice(0, 6), ...mine, draft])], bookings, conversations, users, reviews: [...ownReviews, ...otherReviews], "saved-searches": [saved], lines: cartLines, "business-requests": users },
    keep: { owner: [draft, ...mine], renter: [saved, ...cartLines] },
    untouched: { owner: [draft] },
    // The demo people's password lets a valid payout-account change through (the stranger's is refused, as it should be).
    words: { categorySlug: [category.slug], subcategorySlug: [category.subcategories[0]!.slug], bankCode: banks, state: ["Lagos", "Oyo"], city: ["Ikeja", "Ibadan"], currentPassword: [DEMO_PASSWORD], cacNumber: ["RC1234567", "BN7654321"], units: ["1"] },
    private: privates,
    secrets,
  };
}
