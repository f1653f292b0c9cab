// Every allowed transition, every forbidden one (the full status × transition × actor table), timers and badges.
import { describe, expect, it } from "vitest";
import {
  ACTORS,
  BOOKING_STATUSES,
  HOLDING_STATUSES,
  TRANSITION_NAMES,
  badgeOf,
  checkTransition,
  deadlineFor,
  type BookingStatus,
  type Transition,
} from "./booking-states";

// Written from PRODUCT.md and issue 6, not derived from TRANSITIONS: "status transition actor → to".
const ALLOWED: Record<string, BookingStatus> = {
  "requested accept owner": "awaiting_payment",
  "requested decline owner": "declined",
  "requested expire system": "expired",
  "awaiting_payment expire system": "expired",
  "awaiting_payment pay system": "confirmed",
  "requested cancel renter": "cancelled",
  "requested cancel owner": "cancelled",
  "awaiting_payment cancel renter": "cancelled",
  "awaiting_payment cancel owner": "cancelled",
  "confirmed cancel renter": "cancelled",
  "confirmed cancel owner": "cancelled",
  // An operator (a ban): before pick-up only, like the parties.
  "requested cancel admin": "cancelled",
  "awaiting_payment cancel admin": "cancelled",
  "confirmed cancel admin": "cancelled",
  "confirmed pickUp owner": "active",
  "active return owner": "completed",
  "active autoComplete system": "completed",
};

const START = "2026-12-24";
const onStartDay = { now: new Date("2026-12-24T00:00:00+01:00"), startDate: START };

const combos = BOOKING_STATUSES.flatMap((status) =>
  TRANSITION_NAMES.flatMap((transition) =>
    ACTORS.map((actor) => ({ status, transition, actor, key: `${status} ${transition} ${actor}` })),
  ),
);

describe("checkTransition", () => {
  it("knows all eight transitions", () => {
    expect([...TRANSITION_NAMES].sort()).toEqual([
      "accept",
      "autoComplete",
      "cancel",
      "decline",
      "expire",
      "pay",
      "pickUp",
      "return",
    ]);
    expect(combos).toHaveLength(8 * 8 * 4);
  });

  it.each(Object.entries(ALLOWED))("allows %s → %s", (key, to) => {
    const [status, transition, actor] = key.split(" ") as [
      BookingStatus,
      Transition,
      (typeof ACTORS)[number],
    ];
    expect(checkTransition(status, transition, actor, onStartDay)).toEqual({ to });
  });

  const forbidden = combos.filter((c) => !(c.key in ALLOWED));
  it(`refuses the other ${8 * 8 * 4 - Object.keys(ALLOWED).length} combinations with a message`, () => {
    expect(forbidden).toHaveLength(256 - 17);
    for (const { status, transition, actor, key } of forbidden) {
      const result = checkTransition(status, transition, actor, onStartDay);
      expect(result, key).toEqual({ error: expect.stringMatching(/^[A-Z].{10,}[^.]$/) });
    }
  });

  it("says who may act before saying what state the booking is in", () => {
    expect(checkTransition("requested", "accept", "renter")).toEqual({
      error: "Only the owner can accept a request",
    });
    expect(checkTransition("confirmed", "accept", "renter")).toEqual({
      error: "Only the owner can accept a request",
    });
    expect(checkTransition("confirmed", "pay", "renter")).toEqual({
      error: "A booking is confirmed only when the payment provider confirms the payment",
    });
    expect(checkTransition("confirmed", "cancel", "system")).toEqual({
      error: "Only the renter or the owner can cancel a booking",
    });
    expect(checkTransition("requested", "accept", "admin")).toEqual({
      error: "Only the owner can accept a request",
    });
  });

  it("explains a retry or a late click by the state the booking is in", () => {
    expect(checkTransition("awaiting_payment", "accept", "owner")).toEqual({
      error: "This request has already been accepted",
    });
    expect(checkTransition("confirmed", "pay", "system")).toEqual({
      error: "This booking is already confirmed",
    });
    expect(checkTransition("requested", "pay", "system")).toEqual({
      error: "The owner has not accepted this request yet",
    });
    expect(checkTransition("awaiting_payment", "pickUp", "owner", onStartDay)).toEqual({
      error: "This booking has not been paid yet",
    });
    expect(checkTransition("confirmed", "return", "owner")).toEqual({
      error: "The item has not been picked up yet",
    });
    expect(checkTransition("declined", "cancel", "renter")).toEqual({
      error: "This request was declined",
    });
    expect(checkTransition("expired", "pay", "system")).toEqual({
      error: "This booking has expired",
    });
    expect(checkTransition("cancelled", "cancel", "owner")).toEqual({
      error: "This booking was cancelled",
    });
    expect(checkTransition("completed", "return", "owner")).toEqual({
      error: "This booking is already completed",
    });
    expect(checkTransition("active", "cancel", "renter")).toEqual({
      error: "The item has already been picked up: a booking cannot be cancelled after pick-up",
    });
  });

  it("refuses a pick-up before 00:00 WAT on the start date, and insists on being told the date", () => {
    const justBefore = { now: new Date("2026-12-23T23:59:59.999+01:00"), startDate: START };
    expect(checkTransition("confirmed", "pickUp", "owner", justBefore)).toEqual({
      error: "The item cannot be picked up before the start date",
    });
    expect(checkTransition("confirmed", "pickUp", "owner", onStartDay)).toEqual({ to: "active" });
    const weekLater = { now: new Date("2026-12-31T12:00:00+01:00"), startDate: START };
    expect(checkTransition("confirmed", "pickUp", "owner", weekLater)).toEqual({ to: "active" });
    expect(() => checkTransition("confirmed", "pickUp", "owner")).toThrow(TypeError);
  });
});

describe("HOLDING_STATUSES", () => {
  it("are the four statuses that hold units", () => {
    expect([...HOLDING_STATUSES]).toEqual(["requested", "awaiting_payment", "confirmed", "active"]);
  });
});

describe("deadlineFor", () => {
  const at = new Date("2026-12-01T10:30:00Z");
  const ctx = { at, mode: "request" as const, endDate: "2026-12-24", pickupAt: new Date("2026-12-20T12:00:00+01:00") };

  it("gives the owner 24 hours to answer a request", () => {
    expect(deadlineFor("requested", ctx)).toEqual(new Date("2026-12-02T10:30:00Z"));
  });

  it("gives the renter 1 hour to pay an instant booking, 24 hours after an acceptance", () => {
    expect(deadlineFor("awaiting_payment", { ...ctx, mode: "instant" })).toEqual(
      new Date("2026-12-01T11:30:00Z"),
    );
    expect(deadlineFor("awaiting_payment", ctx)).toEqual(new Date("2026-12-02T10:30:00Z"));
  });

  it("never runs the owner's answer or the payment past the pick-up: a request at 22:00 for 08:00 tomorrow is due at 08:00", () => {
    const late = { ...ctx, at: new Date("2026-12-01T22:00:00+01:00"), pickupAt: new Date("2026-12-02T08:00:00+01:00") };
    expect(deadlineFor("requested", late)).toEqual(late.pickupAt);
    expect(deadlineFor("awaiting_payment", late)).toEqual(late.pickupAt);
    // An instant booking's hour ends first when the pick-up is further off.
    expect(deadlineFor("awaiting_payment", { ...late, mode: "instant" })).toEqual(new Date("2026-12-01T23:00:00+01:00"));
  });

  it("completes an active booking at 00:00 WAT two days after the end date, across a year end too", () => {
    expect(deadlineFor("active", ctx)).toEqual(new Date("2026-12-26T00:00:00+01:00"));
    expect(deadlineFor("active", ctx)?.toISOString()).toBe("2026-12-25T23:00:00.000Z");
    expect(deadlineFor("active", { ...ctx, endDate: "2026-12-31" })).toEqual(
      new Date("2027-01-02T00:00:00+01:00"),
    );
  });

  it.each(["confirmed", "completed", "declined", "expired", "cancelled"] as const)(
    "sets no timer on %s",
    (status) => {
      expect(deadlineFor(status, ctx)).toBeNull();
    },
  );
});

describe("badgeOf", () => {
  it("follows the seed's colours, and says whom a waiting booking waits for, on each side", () => {
    expect(BOOKING_STATUSES.map((s) => [s, badgeOf(s, "renter"), badgeOf(s, "owner")])).toEqual([
      ["requested", { label: "waiting_owner", tone: "yellow" }, { label: "waiting_your_answer", tone: "yellow" }],
      ["awaiting_payment", { label: "waiting_your_payment", tone: "yellow" }, { label: "accepted_waiting_payment", tone: "yellow" }],
      ["confirmed", { label: "confirmed", tone: "green" }, { label: "confirmed", tone: "green" }],
      ["active", { label: "active", tone: "green" }, { label: "active", tone: "green" }],
      ["completed", { label: "completed", tone: "green" }, { label: "completed", tone: "green" }],
      ["declined", { label: "declined", tone: "grey" }, { label: "declined", tone: "grey" }],
      ["expired", { label: "expired", tone: "grey" }, { label: "expired", tone: "grey" }],
      ["cancelled", { label: "cancelled", tone: "grey" }, { label: "cancelled", tone: "grey" }],
    ]);
  });
});
