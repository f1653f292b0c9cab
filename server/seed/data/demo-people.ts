// The demo people a newcomer signs in as (README: Demo people), and the owner's listings that their bookings are of.
import type { ItemTemplate } from "./types";

/** Every demo person's password, printed in the README: these accounts exist only in demo data. */
export const DEMO_PASSWORD = "haya-demo-2026";

export interface DemoPersonSeed {
  id: string;
  name: string;
  email: string;
  state: string;
  city: string;
  bio: string;
  businessName?: string;
  /** A verified mobile number (booking texts, and signing in with a code from /dev/outbox). */
  phoneNumber?: string;
  /** An operator of the console (the demo admin); unset: an ordinary person. */
  role?: "admin" | "support";
  /** Days before the seed's now that the person joined. */
  joinedDaysAgo: number;
  /** Their identity verified (issue 37) this many days before the seed's now, with a NIN ending in `idLast4`. */
  idVerified?: { daysAgo: number; idLast4: string };
}

export const DEMO_OWNER: DemoPersonSeed = {
  id: "demo-person-owner",
  name: "Folasade Adewale",
  email: "owner@demo.haya.ng",
  state: "Lagos",
  city: "Ikeja",
  bio: "Rents out the family's cars, a generator, a camera kit and party canopies around Ikeja, with quick answers to requests.",
  businessName: "Adewale Rentals",
  phoneNumber: "+2348099990001",
  joinedDaysAgo: 400,
  idVerified: { daysAgo: 380, idLast4: "7730" },
};

export const DEMO_RENTER: DemoPersonSeed = {
  id: "demo-person-renter",
  name: "Chukwuemeka Nwankwo",
  email: "renter@demo.haya.ng",
  state: "Lagos",
  city: "Yaba",
  bio: "Event planner",
  phoneNumber: "+2348099990002",
  joinedDaysAgo: 200,
  // Verified before their first booking: the owner's cars ask for it.
  idVerified: { daysAgo: 190, idLast4: "5120" },
};

/** The console's demo admin: the console asks them to set up two-factor sign-in on their first visit to /admin. */
export const DEMO_ADMIN: DemoPersonSeed = {
  id: "demo-person-admin",
  name: "Halima Danjuma",
  email: "admin@demo.haya.ng",
  state: "FCT - Abuja",
  city: "Wuse",
  bio: "Runs Haya's support and trust desk.",
  role: "admin",
  joinedDaysAgo: 500,
};

export const DEMO_PEOPLE: readonly DemoPersonSeed[] = [DEMO_OWNER, DEMO_RENTER, DEMO_ADMIN];

/** The names the demo bookings (demo-bookings.ts) use for the owner's listings. */
export type DemoListingKey = "camry" | "highlander" | "generator" | "camera" | "canopy";

export interface DemoListingSeed extends ItemTemplate {
  key: DemoListingKey;
  /** Where it sits in the demo catalogue (server/seed/data/categories-*.ts), by name. */
  category: string;
  subcategory: string;
  priceNaira: [number, number];
  /** Days before the seed's now that it was published: before the oldest demo booking. */
  publishedDaysAgo: number;
}

/** Priced at one figure each (the range's ends are equal), so that quotes in the demo are the same on every seed. */
export const DEMO_LISTINGS: readonly DemoListingSeed[] = [
  {
    key: "camry",
    category: "Vehicles",
    subcategory: "Self-Drive Cars",
    title: "Toyota Camry 2019, self-drive – Ikeja",
    description: "A clean, well-serviced 2019 Camry with cold AC, for business trips, airport runs and weekends away. Driver's licence and a valid ID at pick-up.",
    priceNaira: [45_000, 45_000],
    features: ["Automatic", "Cold AC", "Bluetooth audio", "Reverse camera"],
    included: ["Full tank at pick-up", "Comprehensive insurance"],
    bookingMode: "request",
    cautionNaira: 50_000,
    publishedDaysAgo: 120,
  },
  {
    key: "highlander",
    category: "Vehicles",
    subcategory: "SUVs & Jeeps",
    title: "Toyota Highlander 2020 SUV – Ikeja",
    description: "Seven seats, third row folded or up, for family trips and wedding convoys. Booked instantly: pay and the dates are yours.",
    priceNaira: [70_000, 70_000],
    features: ["7 seats", "Automatic", "Cold AC", "Apple CarPlay"],
    included: ["Full tank at pick-up", "Comprehensive insurance", "First-aid kit"],
    bookingMode: "instant",
    cautionNaira: 100_000,
    // Its overdue demo booking runs up this late fee (issue 36).
    lateFeeNaira: 100_000,
    publishedDaysAgo: 110,
  },
  {
    key: "generator",
    category: "Power Generation Tools",
    subcategory: "Diesel Generators",
    title: "Perkins 30kVA soundproof diesel generator – Ikeja",
    description: "Quiet enough for an indoor reception, strong enough for a hall's lights, sound and cooling. Delivery within Ikeja on request.",
    priceNaira: [40_000, 40_000],
    features: ["30kVA", "Soundproof canopy", "Automatic voltage regulator"],
    included: ["Changeover cable", "Operator's briefing"],
    bookingMode: "request",
    cautionNaira: 50_000,
    publishedDaysAgo: 100,
  },
  {
    key: "camera",
    category: "Photography & Video",
    subcategory: "Cameras",
    title: "Sony A7 IV camera kit with two lenses – Ikeja",
    description: "Full-frame body with a 24-70mm and an 85mm lens, two batteries and a padded bag: ready for a wedding or a shoot.",
    priceNaira: [20_000, 20_000],
    features: ["33 MP full frame", "4K video", "24-70mm f/2.8", "85mm f/1.8"],
    included: ["Two batteries and charger", "128 GB card", "Padded bag"],
    bookingMode: "instant",
    cautionNaira: 60_000,
    publishedDaysAgo: 90,
  },
  {
    key: "canopy",
    category: "Event & Party Equipment",
    subcategory: "Canopies & Tents",
    title: "Canopy, 100 chairs and 10 tables for owambe – Ikeja",
    description: "A 20 by 40 ft canopy with 100 padded chairs and 10 round tables, set up and packed away by our crew anywhere in Ikeja.",
    priceNaira: [35_000, 35_000],
    features: ["20 x 40 ft canopy", "100 padded chairs", "10 round tables"],
    included: ["Set-up and pack-away", "Delivery within Ikeja"],
    bookingMode: "request",
    cautionNaira: 20_000,
    publishedDaysAgo: 150,
  },
];
