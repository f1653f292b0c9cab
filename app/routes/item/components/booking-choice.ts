// What a renter has chosen on the item page (days, pick-up time, units), as the booking form's fields and the page's
// query: the same names carry it through the no-JavaScript "See price" link, the sign-in round trip and the form post.
import { isIsoDay, PICKUP_TIMES, type PickupTime } from "@core/dates";

export type { PickupTime };

export interface BookingChoice {
  start: string | null;
  /** null: the one day `start`. */
  end: string | null;
  time: PickupTime;
  /** As typed (a number input): the server says what is wrong with it. */
  units: string;
  /** Delivery (issue 36): "delivery" with the address and window as typed (the server checks them), else a pick-up. */
  fulfilment: "pickup" | "delivery";
  address: { state: string; city: string; street: string; landmark: string };
  window: string;
}

/** The query's and the form's names of a delivery's fields. */
const DELIVERY_FIELDS = ["fulfilment", "state", "city", "street", "landmark", "window"] as const;

/** As the home page's search form preselects it. */
export const DEFAULT_PICKUP_TIME: PickupTime = "Noon";

const isPickupTime = (v: string | null): v is PickupTime => (PICKUP_TIMES as readonly string[]).includes(v ?? "");

/** The choice in a query (`?start=…&end=…&time=…&units=…`), with days outside `today`…`lastDay` dropped. */
export function readChoice(params: URLSearchParams, window: { today: string; lastDay: string }): BookingChoice {
  const day = (v: string | null) => (v && isIsoDay(v) && v >= window.today && v <= window.lastDay ? v : null);
  const start = day(params.get("start"));
  const end = start ? day(params.get("end")) : null;
  const time = params.get("time");
  const units = params.get("units");
  const text = (k: string, max = 160) => (params.get(k) ?? "").slice(0, max);
  return {
    start,
    end: end && end > start! ? end : null,
    time: isPickupTime(time) ? time : DEFAULT_PICKUP_TIME,
    units: units && /^\d{1,6}$/.test(units) ? units : "1",
    fulfilment: params.get("fulfilment") === "delivery" ? "delivery" : "pickup",
    address: { state: text("state", 60), city: text("city", 60), street: text("street"), landmark: text("landmark", 120) },
    window: text("window", 20),
  };
}

/** The query that brings a choice back (after signing in), from the fields as posted. */
export function choiceQuery(values: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const k of ["start", "end", "time", "units", ...(values.fulfilment === "delivery" ? DELIVERY_FIELDS : [])]) if (values[k]) q.set(k, values[k]);
  return q.size ? `?${q}` : "";
}

/** A choice as the form's fields (the names the query and the post use). */
export function choiceFields(c: BookingChoice): Record<string, string> {
  return { start: c.start ?? "", end: c.end ?? "", time: c.time, units: c.units, fulfilment: c.fulfilment, ...c.address, window: c.window };
}

/** The booking service's input for a posted choice; an empty end date is the one day of the start. */
export function bookingInputOf(listingId: number, v: Record<string, string | undefined>) {
  return {
    listingId,
    startDate: v.start ?? "",
    endDate: v.end || v.start || "",
    pickupTime: v.time ?? "",
    units: v.units === undefined || v.units === "" ? NaN : Number(v.units),
    ...(v.fulfilment === "delivery"
      ? { fulfilment: "delivery", deliveryAddress: { state: v.state ?? "", city: v.city ?? "", street: v.street ?? "", landmark: v.landmark ?? "" }, deliveryWindow: v.window ?? "" }
      : {}),
  };
}
