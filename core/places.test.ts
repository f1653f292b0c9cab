// The places table: every city of every state has coordinates inside Nigeria, near its state's other places, and the
// look-ups that listings and 'near' use find them.
import { describe, expect, it } from "vitest";
import { NIGERIAN_STATES } from "./nigeria";
import { capitalOf, distanceKm, distanceLabel, findPlace, listingCoordinates, placeIn, PLACES } from "./places";
import { PLACE_NAMES } from "./place-names";
import { PLACE_COORDINATES } from "./places-data";

describe("the places table", () => {
  it("has coordinates for every city and area that the state list offers", () => {
    const missing = NIGERIAN_STATES.flatMap((s) => s.cities.filter((c) => !PLACE_COORDINATES[s.slug]?.[c]).map((c) => `${s.name}: ${c}`));
    expect(missing).toEqual([]);
    expect(Object.keys(PLACE_COORDINATES).sort()).toEqual(NIGERIAN_STATES.map((s) => s.slug).sort());
  });

  it("names each place the coordinates place, and no other (place-names.ts beside places-data.ts)", () => {
    expect(Object.fromEntries(Object.entries(PLACE_NAMES).map(([slug, cities]) => [slug, [...cities].sort()]))).toEqual(
      Object.fromEntries(Object.entries(PLACE_COORDINATES).map(([slug, cities]) => [slug, Object.keys(cities).sort()])),
    );
  });

  it("puts every place inside Nigeria's bounding box (lat 4–14, lng 2.6–14.7)", () => {
    for (const p of PLACES) {
      expect(p.lat, `${p.city}, ${p.state}`).toBeGreaterThanOrEqual(4);
      expect(p.lat, `${p.city}, ${p.state}`).toBeLessThanOrEqual(14);
      expect(p.lng, `${p.city}, ${p.state}`).toBeGreaterThanOrEqual(2.6);
      expect(p.lng, `${p.city}, ${p.state}`).toBeLessThanOrEqual(14.7);
    }
  });

  it("keeps a state's places near each other: each within 300 km of its capital, and nearer to it than most capitals", () => {
    const capitals = NIGERIAN_STATES.map(capitalOf);
    for (const s of NIGERIAN_STATES) {
      const capital = capitalOf(s);
      expect(capital, s.name).toBeDefined();
      for (const p of PLACES.filter((x) => x.state === s.name)) {
        const home = distanceKm(p, capital);
        expect(home, `${p.city}, ${s.name}`).toBeLessThan(300);
        // A place typed into the wrong state would sit by another state's capital: at most a few capitals are nearer.
        const nearer = capitals.filter((c) => distanceKm(p, c) < home).length;
        expect(nearer, `${p.city}, ${s.name}`).toBeLessThanOrEqual(4);
      }
    }
  });

  it("puts a city's areas within 25 km of the city (Lagos, Abuja, Ibadan, Kano, Port Harcourt, Enugu, Kaduna)", () => {
    const groups: [string, string, string[]][] = [
      ["Lagos", "Ikeja", ["Lekki", "Victoria Island", "Yaba", "Surulere", "Ikoyi", "Maryland", "Festac", "Apapa", "Gbagada"]],
      ["FCT", "Garki", ["Wuse", "Maitama", "Asokoro", "Gwarinpa", "Jabi", "Lugbe", "Utako"]],
      ["Oyo", "Ibadan", ["Bodija", "Ring Road", "Challenge", "Dugbe"]],
      ["Kano", "Kano", ["Nassarawa GRA", "Sabon Gari", "Fagge", "Tarauni", "Gwale"]],
      ["Rivers", "Port Harcourt", ["Obio-Akpor", "Trans-Amadi", "Rumuola", "Rumuokoro", "Eleme", "Okrika"]],
      ["Enugu", "Enugu", ["Independence Layout", "Trans-Ekulu", "New Haven"]],
      ["Kaduna", "Kaduna", ["Barnawa", "Malali", "Kakuri"]],
    ];
    for (const [state, city, areas] of groups) {
      const centre = placeIn(state, city)!;
      for (const area of areas) expect(distanceKm(placeIn(state, area)!, centre), area).toBeLessThan(25);
    }
  });
});

describe("distanceKm", () => {
  it("measures the great circle: Ikeja–Ibadan about 105 km, Ikeja–Garki about 525 km, Lagos–Maiduguri over 1,200 km", () => {
    const ikeja = findPlace("Ikeja")!;
    expect(distanceKm(ikeja, findPlace("Ibadan")!)).toBeGreaterThan(95);
    expect(distanceKm(ikeja, findPlace("Ibadan")!)).toBeLessThan(115);
    expect(distanceKm(ikeja, findPlace("Garki")!)).toBeGreaterThan(500);
    expect(distanceKm(ikeja, findPlace("Garki")!)).toBeLessThan(550);
    expect(distanceKm(ikeja, findPlace("Maiduguri")!)).toBeGreaterThan(1_200);
    expect(distanceKm(ikeja, ikeja)).toBe(0);
    // One degree of latitude is 111 km.
    expect(distanceKm({ lat: 7, lng: 3.9 }, { lat: 8, lng: 3.9 })).toBeCloseTo(111.2, 0);
  });
});

describe("look-ups", () => {
  it("finds a city or area by any spelling, an alias, or a state's capital", () => {
    expect(findPlace("ibadan")).toMatchObject({ state: "Oyo", city: "Ibadan" });
    expect(findPlace("ADO EKITI")).toMatchObject({ state: "Ekiti", city: "Ado-Ekiti" });
    expect(findPlace("PH")).toMatchObject({ state: "Rivers", city: "Port Harcourt" });
    expect(findPlace("Lagos")).toMatchObject({ state: "Lagos", city: "Ikeja" });
    expect(findPlace("Abuja")).toMatchObject({ state: "FCT - Abuja", city: "Central Business District" });
    // A town named like its state is the town.
    expect(findPlace("Oyo")).toMatchObject({ state: "Oyo", city: "Oyo" });
    expect(findPlace("Atlantis")).toBeUndefined();
  });

  it("finds each place by its own name (the 'Near' select sends the name alone)", () => {
    for (const p of PLACES) expect(findPlace(p.city), `${p.city}, ${p.state}`).toEqual(p);
  });

  it("places a listing at its city, or at its state's capital when the city is not in the table", () => {
    expect(listingCoordinates("Lagos", "lekki")).toEqual({ lat: 6.44, lng: 3.48 });
    expect(listingCoordinates("Lagos State", "Somewhere New")).toEqual({ lat: 6.6, lng: 3.35 });
    // The city must be the state's own: Ikeja named in Oyo is Oyo's capital.
    expect(listingCoordinates("Oyo", "Ikeja")).toEqual({ lat: 7.38, lng: 3.9 });
    expect(listingCoordinates("", "Ikeja")).toBeUndefined();
  });
});

describe("distanceLabel", () => {
  it("says how far as a card does", () => {
    expect(distanceLabel(0)).toBe("Under 1 km away");
    expect(distanceLabel(12)).toBe("12 km away");
    expect(distanceLabel(1050)).toBe("1,050 km away");
  });
});
