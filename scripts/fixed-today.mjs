// With HAYA_TODAY set (an instant, "2026-12-31T23:30:00Z"), this process's clock reads as if it were then; unset, it
// does nothing. Vitest loads it before every test file (vitest.config.ts setupFiles; `npm run test:dates` sets the
// instants, vitest.dates.config.ts), and an end-to-end run can take it too, for the test runner and the server it
// starts alike (the browser keeps the real clock: the pages take today from the server):
//   HAYA_TODAY=2026-12-11T09:00:00Z NODE_OPTIONS=--import=./scripts/fixed-today.mjs npx playwright test tests/e2e/item-booking.spec.ts
//
// Only `Date` moves, and it keeps running: it is the real clock shifted by a constant, so durations, timeouts and the
// order of events are as on the real clock. (vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true }) was the
// other way: its clock steps 20 ms at a time on a timer, stands still inside synchronous code and gives rows written
// within one step the same timestamp, differences from the real clock that tests would trip over.) Timers,
// performance.now(), Intl's own notion of now and the database's now() are untouched.
const fixed = process.env.HAYA_TODAY;

if (fixed) {
  // The real Date, kept from this file's first run in the process: vitest runs it again before each test file of a
  // worker (isolate: false), which would otherwise wrap the last file's proxy in another, one more per file.
  const RealDate = (globalThis[Symbol.for("haya.realDate")] ??= Date);
  const at = RealDate.parse(fixed);
  if (Number.isNaN(at)) throw new Error(`HAYA_TODAY is not an instant: ${JSON.stringify(fixed)}`);
  const shift = at - RealDate.now();
  const now = () => RealDate.now() + shift;
  // A proxy, not a subclass: `new Date(…)` still makes real Dates (one prototype, so `instanceof`, structuredClone and
  // the database drivers' Dates all agree), and Date.UTC, Date.parse… are the real ones.
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [now()], newTarget),
    // Date() called without `new` is the current time as text.
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === "now" ? now : Reflect.get(target, key, receiver)),
  });
}
