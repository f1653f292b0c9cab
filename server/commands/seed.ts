// `npm run db:seed [-- --listings N] [-- --reset]`: demo data, and optionally a large synthetic catalogue. Runs with
// Haya's settings (the environment, then ./.env), on its database, migrated first (./run.ts).
import { sql } from "drizzle-orm";
import { originalsStorage } from "../features/media/originals";
import { isCatalogueEmpty } from "../seed/demo";
import { seedDemoData } from "../seed/demo-people";
import { addSyntheticListings } from "../seed/synthetic";
import { runCli } from "./run";

const args = process.argv.slice(2);
const listingsArg = args.indexOf("--listings");
const extra = listingsArg >= 0 ? Number(args[listingsArg + 1]) : 0;
if (!Number.isInteger(extra) || extra < 0) {
  console.error("--listings takes a whole number, e.g. --listings 100000");
  process.exit(2);
}

await runCli(async (handle, config) => {
  if (args.includes("--reset") && config.env === "production" && !args.includes("--force")) {
    console.error("--reset empties every table; in production add --force if you really mean it");
    return 2;
  }
  if (args.includes("--reset")) {
    await handle.db.execute(
      sql`truncate reviews, listing_photos, listings, subcategories, categories, users, newsletter_subscriptions, contact_messages restart identity cascade`,
    );
    console.log("emptied every table: people, catalogue, newsletter and contact messages");
  }
  if (await isCatalogueEmpty(handle.db)) {
    const counts = await seedDemoData(handle.db, { originals: originalsStorage(config) });
    console.log(`seeded demo data: ${counts.listings} listings, ${counts.reviews} reviews, ${counts.demoBookings} bookings of the demo people`);
  } else {
    console.log("demo data already present (use --reset to start again)");
  }
  if (extra > 0) {
    const started = Date.now();
    await addSyntheticListings(handle.db, extra, (m) => console.log(m));
    console.log(`added ${extra} synthetic listings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return 0;
});
