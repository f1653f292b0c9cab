// A server process cut off with kill -9 at a chosen moment, for server/jobs/crash.test.ts: it books through the real
// services on the database given (DATABASE_URL, or PGlite in DATA_DIR), then dies
//   after-commit:   as soon as the booking has committed, before any worker has taken its e-mail job;
//   after-delivery: inside the e-mail job, once its e-mails are delivered but before the queue hears it finished;
//   after-reminder: once the notifications sweep at the instant given has committed a return reminder (its e-mail and
//                   text still jobs), before any worker sends them and before the next reminder (issue 36).
import { openDatabase } from "../db/client";
import { createServices } from "../services";
import { createJobQueue } from "../jobs/queue";

const [moment, listingId, renterId, startDate] = process.argv.slice(2) as [string, string, string, string];
// after-reminder: [moment, the sweep's instant (ISO)].
const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR! });
// Jobs written here expire (are taken again after their process died) within seconds, as the test's restart expects.
const jobs = createJobQueue(handle.db, handle.kind, { log: () => {}, pollingIntervalSeconds: 0.5, expireInSeconds: 2, retryDelaySeconds: 1 });
await jobs.start();
const services = createServices(handle.db, { jobs, baseUrl: "https://haya.test" });
const die = () => process.kill(process.pid, "SIGKILL");

if (moment === "after-reminder") {
  const told = await services.notifications.sweep(new Date(listingId));
  process.stdout.write(`${told}\n`);
  die();
}

if (moment === "after-delivery") {
  await jobs.work("booking-mails", async (data, jobId) => {
    await services.jobHandlers["booking-mails"](data, jobId);
    die();
  });
}
const booking = await services.bookings.createBooking({ listingId: Number(listingId), renterId, startDate, endDate: startDate, pickupTime: "10:00 AM", units: 1 });
process.stdout.write(`${booking.id}\n`);
if (moment === "after-commit") die();
// after-delivery: the worker above dies once it has delivered the e-mails.
setTimeout(() => process.exit(3), 30_000);
