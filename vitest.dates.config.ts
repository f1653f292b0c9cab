// `npm run test:dates`: the tests whose answers hang on today's date, run again as of several awkward todays (a project
// each, HAYA_TODAY read by scripts/fixed-today.mjs), so that a test that holds only on most days fails at once, not on
// the days it does not hold.
//
// Chosen: the tests that read the real clock and do calendar arithmetic with it, through the whole path a booking takes
// (HTTP API → services → database): booking windows from today, the 48-hour refund line measured to Lagos midnight,
// pick-up on the start day, the sweeper's completion two Lagos midnights after the end, dates written in e-mails; and
// core/dates.test.ts, which also checks that the clock really was moved. Left out:
// - tests with a fixed date or an injected clock (quote, refunds' rules, the bookings service with `today`/`now`…):
//   a moved clock changes nothing in them;
// - tests in child processes (server/jobs/crash.test.ts) and of pg-boss's timing (server/jobs/queue.test.ts): the child
//   and PostgreSQL's now() keep the real clock, so they would test the mismatch rather than the date;
// - the other real-clock database tests (payments, listings, booking authorisation and pages, /dev/sweep): the same
//   rules through the same services as those chosen, and each file costs a database of its own per today; this run is
//   kept well under a minute. (All of them passed as of each of these todays when this was set up.)
// Run it after changing date logic or a test that picks days: `npm run test:dates`, or one instant at a time with
// `HAYA_TODAY=2027-02-28T23:30:00Z npx vitest run <files>`.
import { defineConfig } from "vitest/config";
import base from "./vitest.config";

/** Instants (UTC) and why each is awkward. Lagos is UTC+1 all year. */
const TODAYS: [instant: string, why: string][] = [
  ["2026-12-31T22:30:00Z", "23:30 on 31 December in Lagos: tomorrow is next year"],
  ["2026-12-31T23:30:00Z", "00:30 on 1 January 2027 in Lagos while UTC is still 31 December 2026"],
  ["2027-02-28T12:00:00Z", "Sunday 28 February, with no 29th: tomorrow is March"],
  ["2028-02-29T12:00:00Z", "29 February"],
];

const FILES = [
  "core/dates.test.ts",
  "server/http/api/bookings.test.ts",
  "server/features/bookings/booking-mails.test.ts",
  // Searching by dates: refused before today, past the booking window, and priced for days counted from today.
  "server/http/api/listings-dates.test.ts",
];

// CI's second run, on PostgreSQL (TEST_DATABASE_ONLY, decision 063): the suite moves the app's clock, not the database's,
// and the app's calendar arithmetic is the same code whichever database answers; the first run tested it.
const secondDatabase = Boolean(process.env.TEST_DATABASE_ONLY);
if (secondDatabase) console.log("The date suite ran on the first database (TEST_DATABASE_ONLY, decision 063): nothing to run.");

// The unit tests' settings (vitest.config.ts), with these files once per today instead of every file once.
const { include: _every, ...settings } = base.test ?? {};
export default defineConfig({
  resolve: base.resolve,
  test: secondDatabase ? { include: [], passWithNoTests: true } : {
    ...settings,
    // A migrated template only: each file seeds its demo data as of its own today. A worker process serves one project
    // (one today) and moves its clock; its files share its imported modules, as in the unit run (93 s here against 134 s
    // with a process per file, the modules' transforms kept on disk by vitest.config.ts).
    globalSetup: ["server/testing/db-template-migrated.ts"],
    isolate: false,
    // One worker more than a small machine's two cores: much of these files' time is spent waiting for e-mails sent
    // after a move commits, and the run is about 35 s instead of 55 s on two cores.
    maxWorkers: 3,
    projects: TODAYS.map(([instant, why]) => ({
      extends: true,
      test: { name: `${instant}: ${why}`, include: FILES, env: { HAYA_TODAY: instant } },
    })),
  },
});
