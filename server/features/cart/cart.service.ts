// The cart: several listings, from any owners, for one event, booked all or nothing (bookings.service createBookings).
// A line is checked as a booking is when it is added (dates in the window, a pick-up far enough ahead, the listing's days
// and units, the days free) and stored with the price it was added at; the cart page shows each line priced as it is
// now, with anything that would stop it being booked (the listing paused or gone, the days taken, the price changed),
// and checkout books only what the renter saw. Only the person's own lines are ever read or changed: every call names them.
import { CART_LINES_MAX } from "../../../core/cart";
import type { Db, Tx } from "../../db/client";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError, RequirementError } from "../../errors";
import * as bookingsRepo from "../bookings/bookings.repo";
import { withPickupTime, type BookingInput, type Booking } from "../bookings/bookings.schema";
import type { PickupTime } from "../../../core/dates";
import { checkBookable, checkInput, quoteFor, termsChanged, type BookingClient, type BookingsService } from "../bookings/bookings.service";
import { todayInLagos } from "../../../core/dates";
import * as repo from "./cart.repo";
import type { Cart, CartLine, LineProblemKind } from "./cart.schema";
import { openLines, sealLines, VISITOR_CART_MAX_CHARS } from "./visitor-cart";
import { m } from "../../../core/paraglide/messages";

/** 'Apply these dates to all' makes two lines of one listing one: the line with more units stays. */
function oneLinePerListing(lines: repo.StoredLine[]): { kept: repo.StoredLine[]; dropped: number[] } {
  const kept = new Map<number, repo.StoredLine>();
  for (const line of lines) if ((kept.get(line.listingId)?.units ?? 0) < line.units) kept.set(line.listingId, line);
  const stay = new Set([...kept.values()].map((l) => l.id));
  return { kept: [...kept.values()], dropped: lines.filter((l) => !stay.has(l.id)).map((l) => l.id) };
}

const ZERO = { rentalKobo: 0, discountKobo: 0, serviceFeeKobo: 0, vatKobo: 0, depositKobo: 0, deliveryFeeKobo: 0, totalKobo: 0 };

/** A stored line as the booking it asks for (its pick-up or its delivery; a pick-up's delivery fields are null). */
function lineInput(l: Omit<repo.StoredLine, "id" | "pricePerDayKobo" | "totalKobo" | "bookingMode">) {
  const { listingId, startDate, endDate, pickupTime, units, fulfilment, deliveryAddress, deliveryWindow } = l;
  return { listingId, startDate, endDate, pickupTime, units, fulfilment, deliveryAddress, deliveryWindow };
}

/** A stored line's input in the shape a checked one has (it was checked when stored): for pricing, which checks it again. */
const checkedShape = (x: ReturnType<typeof lineInput>): BookingInput => withPickupTime({ ...x, pickupTime: x.pickupTime as PickupTime });

/** A line moved to other dates (and a pick-up time, which a delivery's window keeps). */
const movedTo = <L extends repo.StoredLine>(line: L, dates: { startDate: string; endDate: string; pickupTime: string }): L => ({
  ...line,
  ...dates,
  pickupTime: line.fulfilment === "delivery" ? line.pickupTime : dates.pickupTime,
});

/** What a line keeps of a checked booking input (its fulfilment as parsed). */
const lineFields = (b: BookingInput) => ({
  listingId: b.listingId,
  startDate: b.startDate,
  endDate: b.endDate,
  pickupTime: b.pickupTime,
  units: b.units,
  fulfilment: b.fulfilment,
  deliveryAddress: b.deliveryAddress,
  deliveryWindow: b.deliveryWindow,
});

export function createCartService(
  db: Db,
  deps: {
    bookings: BookingsService;
    now?: (() => Date) | undefined;
    /** The key visitors' cart cookies are signed with (app_secrets "cart"). */
    secret?: (() => Promise<string>) | undefined;
  },
) {
  const now = deps.now ?? (() => new Date());
  const today = () => todayInLagos(now());

  /** The line's input checked as a booking's, against the listing as it is now: the booking input, listing and quote. */
  async function priced(conn: Db | Tx, input: unknown, userId: string | undefined) {
    const b = checkInput(input, today(), now());
    const listing = await checkBookable(conn, await bookingsRepo.getListingTerms(conn, b.listingId), b, userId);
    return { b, listing, quote: quoteFor(listing, b) };
  }

  /**
   * The total of a line moved to other dates or units, at the price per day its renter accepted (the listing's
   * discounts and deposit as now): a price the owner changed since stays flagged rather than taken on by the move.
   */
  const totalAtAccepted = (listing: bookingsRepo.LockedListing, b: BookingInput, accepted: repo.StoredLine) => quoteFor({ ...listing, pricePerDayKobo: accepted.pricePerDayKobo }, b).totalKobo;

  /** A line's total on other dates, at its accepted price; as it was when it cannot be priced then (the cart says why). */
  async function movedTotal(conn: Db | Tx, line: repo.StoredLine, dates: { startDate: string; endDate: string; pickupTime: string }): Promise<number> {
    const terms = await bookingsRepo.getListingTerms(conn, line.listingId);
    try {
      return terms ? totalAtAccepted(terms, checkedShape(lineInput(movedTo(line, dates))), line) : line.totalKobo;
    } catch {
      return line.totalKobo;
    }
  }

  /** What would stop a stored line being booked as it is now, and its quote when it can be priced. */
  async function inspect(line: repo.LineRow, userId: string | undefined): Promise<Pick<CartLine, "quote" | "problems">> {
    const problem = (kind: LineProblemKind, message: string) => ({ kind, message });
    if (line.status === "deleted" || line.status === "draft") return { quote: null, problems: [problem("gone", m.err_cart_listing_gone())] };
    const terms = await bookingsRepo.getListingTerms(db, line.listingId);
    if (!terms) return { quote: null, problems: [problem("gone", m.err_cart_listing_gone())] };
    const input = checkedShape(lineInput(line));
    const problems: CartLine["problems"] = [];
    if (line.status !== "published") problems.push(problem("paused", m.err_cart_listing_paused()));
    let quote: CartLine["quote"] = null;
    try {
      quote = quoteFor(terms, input);
    } catch {
      // Units or days the listing no longer allows: the date check below names it.
    }
    const changed = quote && termsChanged(line, terms, quote);
    if (changed) problems.push(problem("price", changed));
    if (line.status === "published") {
      try {
        checkInput(input, today(), now());
        await checkBookable(db, terms, input, userId);
      } catch (e) {
        if (e instanceof RequirementError) problems.push(problem("verified_id", e.message));
        else if (e instanceof ForbiddenError) problems.push(problem("own", e.message));
        else if (e instanceof InvalidError || e instanceof ConflictError || e instanceof NotFoundError) problems.push(problem("dates", e.message));
        else throw e;
      }
    }
    return { quote, problems };
  }

  /** The cart page's view of these lines (a person's, or a visitor's when `userId` is undefined). */
  async function viewOf(rows: repo.LineRow[], userId: string | undefined): Promise<Cart> {
    const lines: CartLine[] = [];
    for (const row of rows) {
      const { quote, problems } = await inspect(row, userId);
      lines.push({
        id: row.id,
        listingId: row.listingId,
        title: row.title,
        ownerName: row.ownerName,
        bookingMode: row.bookingMode,
        photo: row.photo,
        startDate: row.startDate,
        endDate: row.endDate,
        pickupTime: row.pickupTime,
        fulfilment: row.fulfilment,
        deliveryAddress: row.deliveryAddress,
        deliveryWindow: row.deliveryWindow,
        units: row.units,
        addedTotalKobo: row.totalKobo,
        quote,
        problems,
      });
    }
    const totals = { ...ZERO };
    for (const { quote } of lines) if (quote) for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += quote[k];
    return { lines, totals, ready: lines.length > 0 && lines.every((l) => l.problems.length === 0) };
  }

  const secret = async () => {
    if (!deps.secret) throw new Error("The cart service was made without a key for visitors' carts");
    return deps.secret();
  };
  /** The cookie's value for a visitor's lines; ConflictError when it would be too long for a browser to keep (nothing changes). */
  const sealed = async (lines: repo.StoredLine[]) => {
    const value = sealLines(lines, await secret());
    if (value.length > VISITOR_CART_MAX_CHARS) throw new ConflictError(m.err_cart_cookie_full());
    return value;
  };
  /** A visitor's lines, from their cookie's value (none when it is not a cart Haya signed). */
  const visitorLines = async (cookie: string | undefined) => (cookie ? openLines(cookie, await secret()) : []);

  return {
    /** The person's cart: each line priced as it is now, with what would stop it being booked, and the totals. */
    view: async (userId: string): Promise<Cart> => viewOf(await repo.linesOf(db, userId), userId),

    /** How many lines the person's cart holds (the header's badge). */
    count: (userId: string) => repo.countLines(db, userId),

    /**
     * Adds a line, checked as a booking would be now (InvalidError, NotFoundError, ForbiddenError or ConflictError with
     * the booking's reason, and nothing stored); the same listing and dates again replaces that line's time and units.
     * ConflictError past CART_LINES_MAX lines. Answers the line's id.
     */
    async add(userId: string, input: unknown): Promise<{ id: number; created: boolean }> {
      const { b, listing, quote } = await priced(db, input, userId);
      return db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        const lines = await repo.lockCart(tx, userId);
        const same = lines.find((l) => l.listingId === b.listingId && l.startDate === b.startDate && l.endDate === b.endDate);
        if (!same && lines.length >= CART_LINES_MAX) throw new ConflictError(m.err_cart_full({ max: CART_LINES_MAX }));
        const id = await repo.upsertLine(tx, userId, { ...lineFields(b), pricePerDayKobo: quote.pricePerDayKobo, totalKobo: quote.totalKobo, bookingMode: listing.bookingMode }, now());
        return { id, created: !same };
      });
    },

    /**
     * Changes a line's dates, time or units (checked as when it was added), at the price per day the renter accepted:
     * what they see is what checkout books, and a price the owner changed since stays flagged. A line changed onto
     * another of theirs for the same listing and dates replaces it.
     */
    async change(userId: string, lineId: number, input: unknown): Promise<void> {
      const mine = (await repo.storedLinesOf(db, userId)).find((l) => l.id === lineId);
      if (!mine) throw new NotFoundError(m.err_cart_line_not_found());
      const { b, listing } = await priced(db, { ...lineInput(mine), ...(input as object), listingId: mine.listingId }, userId);
      await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        const lines = await repo.lockCart(tx, userId);
        const other = lines.find((l) => l.id !== lineId && l.listingId === b.listingId && l.startDate === b.startDate && l.endDate === b.endDate);
        if (other) await repo.deleteLines(tx, userId, [other.id]);
        const line = { id: lineId, ...lineFields(b), totalKobo: totalAtAccepted(listing, b, mine) };
        if (!(await repo.updateLine(tx, userId, line, now()))) throw new NotFoundError(m.err_cart_line_not_found());
      });
    },

    /**
     * 'Apply these dates to all': every line moved to the same dates and pick-up time, at the prices accepted. A line
     * its listing cannot take on those dates is still moved, and the cart shows why it cannot be booked.
     */
    async applyDates(userId: string, dates: { startDate: string; endDate: string; pickupTime: string }): Promise<void> {
      const first = await repo.storedLinesOf(db, userId);
      if (first.length === 0) throw new ConflictError(m.err_cart_empty());
      // The dates themselves must be bookable ones (in the window, a pick-up far enough ahead), whatever the listings.
      checkInput({ listingId: first[0]!.listingId, units: 1, ...dates }, today(), now());
      await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        const { kept, dropped } = oneLinePerListing(await repo.lockCart(tx, userId));
        await repo.deleteLines(tx, userId, dropped);
        for (const line of kept) await repo.updateLine(tx, userId, { ...movedTo(line, dates), totalKobo: await movedTotal(tx, line, dates) }, now());
      });
    },

    /** Removes one of the person's lines; NotFound when it is not theirs (another person's stay untouched). */
    async remove(userId: string, lineId: number): Promise<void> {
      if (!(await repo.deleteLine(db, userId, lineId))) throw new NotFoundError(m.err_cart_line_not_found());
    },

    /**
     * Books every line at once, at the price the renter saw (each line's stored total), all or nothing: the bookings made
     * (in the cart's order) and the cart emptied of them; or LinesConflictError naming each line that cannot be held and
     * why, with nothing held and the cart as it was. ConflictError for an empty cart.
     */
    async checkout(userId: string, client: BookingClient = {}): Promise<{ lineId: number; booking: Booking; title: string }[]> {
      const made = await deps.bookings.createBookings(
        async (tx) => {
          // The cart taken first: a second checkout of it (a double tap) waits here, then finds it empty.
          const lines = await repo.lockCart(tx, userId);
          if (lines.length === 0) throw new ConflictError(m.err_cart_empty());
          return lines.map((l) => ({
            key: l.id,
            input: lineInput(l),
            accepted: { totalKobo: l.totalKobo, pricePerDayKobo: l.pricePerDayKobo, bookingMode: l.bookingMode },
          }));
        },
        userId,
        client,
        { inTx: (tx, booked) => repo.deleteLines(tx, userId, booked.map((b) => b.key)) },
      );
      // Each booking with its listing's title (one query), for the page that says what was booked.
      const shown = await repo.listingsForLines(db, [...new Set(made.map((b) => b.booking.listingId))]);
      return made.map((b) => ({ lineId: b.key, booking: b.booking, title: shown.get(b.booking.listingId)?.title ?? `Booking ${b.booking.id}` }));
    },

    /**
     * A visitor's cart, kept in a signed cookie until they sign in: the same checks and views as an account's, on the
     * cookie's value (`cookie`); each change answers the cookie's new value.
     */
    visitor: {
      async view(cookie: string | undefined): Promise<Cart> {
        const lines = await visitorLines(cookie);
        const listings = await repo.listingsForLines(db, [...new Set(lines.map((l) => l.listingId))]);
        return viewOf(lines.flatMap((l) => { const shown = listings.get(l.listingId); return shown ? [{ ...l, ...shown }] : []; }), undefined);
      },
      count: async (cookie: string | undefined) => (await visitorLines(cookie)).length,
      /** As `add`, for a visitor (their own listings are theirs to find out about when they sign in). */
      async add(cookie: string | undefined, input: unknown): Promise<{ cookie: string; id: number }> {
        const { b, listing, quote } = await priced(db, input, undefined);
        const lines = await visitorLines(cookie);
        const same = lines.find((l) => l.listingId === b.listingId && l.startDate === b.startDate && l.endDate === b.endDate);
        if (!same && lines.length >= CART_LINES_MAX) throw new ConflictError(m.err_cart_full({ max: CART_LINES_MAX }));
        const id = same?.id ?? Math.max(0, ...lines.map((l) => l.id)) + 1;
        const line = { id, ...lineFields(b), pricePerDayKobo: quote.pricePerDayKobo, totalKobo: quote.totalKobo, bookingMode: listing.bookingMode };
        return { cookie: await sealed([...lines.filter((l) => l.id !== id), line].sort((x, y) => x.id - y.id)), id };
      },
      async change(cookie: string | undefined, lineId: number, input: unknown): Promise<string> {
        const lines = await visitorLines(cookie);
        const mine = lines.find((l) => l.id === lineId);
        if (!mine) throw new NotFoundError(m.err_cart_line_not_found());
        const { b, listing } = await priced(db, { ...lineInput(mine), ...(input as object), listingId: mine.listingId }, undefined);
        const moved = { ...mine, ...lineFields(b), totalKobo: totalAtAccepted(listing, b, mine) };
        const others = lines.filter((l) => l.id !== lineId && !(l.listingId === b.listingId && l.startDate === b.startDate && l.endDate === b.endDate));
        return sealed([...others, moved].sort((x, y) => x.id - y.id));
      },
      /** As `applyDates`, for a visitor. */
      async applyDates(cookie: string | undefined, dates: { startDate: string; endDate: string; pickupTime: string }): Promise<string> {
        const lines = await visitorLines(cookie);
        if (lines.length === 0) throw new ConflictError(m.err_cart_empty());
        checkInput({ listingId: lines[0]!.listingId, units: 1, ...dates }, today(), now());
        const moved: repo.StoredLine[] = [];
        for (const line of oneLinePerListing(lines).kept) moved.push({ ...movedTo(line, dates), totalKobo: await movedTotal(db, line, dates) });
        return sealLines(moved.sort((x, y) => x.id - y.id), await secret());
      },
      async remove(cookie: string | undefined, lineId: number): Promise<string> {
        const lines = await visitorLines(cookie);
        if (!lines.some((l) => l.id === lineId)) throw new NotFoundError(m.err_cart_line_not_found());
        return sealLines(lines.filter((l) => l.id !== lineId), await secret());
      },
    },

    /**
     * At sign-in: a visitor's cart joins the person's. A line for a listing and dates already in their cart takes the
     * visitor's time, units and terms (the latest choice); every other line is added, past the cap too (a full cart and
     * a full visitor's cart make at most twice the cap), so that nothing the visitor chose is dropped. Answers how many
     * lines were merged.
     */
    async mergeVisitor(userId: string, cookie: string | undefined): Promise<number> {
      const lines = await visitorLines(cookie);
      if (lines.length === 0) return 0;
      return db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        const held = await repo.lockCart(tx, userId);
        const same = (l: repo.StoredLine) => held.some((h) => h.listingId === l.listingId && h.startDate === l.startDate && h.endDate === l.endDate);
        // Replayed cookies cannot grow a cart without end: beyond twice the cap, new lines wait for room.
        let room = 2 * CART_LINES_MAX - held.length;
        let merged = 0;
        for (const { id: _id, ...line } of lines) {
          const replaces = same({ id: 0, ...line });
          if (!replaces && room <= 0) continue;
          await repo.upsertLine(tx, userId, line, now());
          if (!replaces) room--;
          merged++;
        }
        return merged;
      });
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
