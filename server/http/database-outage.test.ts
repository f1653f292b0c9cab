// A slow or dead PostgreSQL, as a client of the API and a load balancer see it: a request stuck behind another
// session's lock, a server that refuses connections and one that accepts them but never answers each get a 503 with
// Retry-After within 5 s (never a hang, never a 500, nothing changed), /readyz says so, and once the database is back the
// very next requests succeed, with no restart. Run on PostgreSQL (TEST_DATABASE_URL): PGlite lives inside the process,
// with no other session to hold a lock and no network to lose.
import { sql } from "drizzle-orm";
import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysIso, todayInLagos } from "../../core/dates";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { runMigrations } from "../db/migrate";
import { rowsOf } from "../db/rows";
import { bookingsFixture } from "../testing/bookings";
import { newPostgresDatabase } from "../testing/db";
import { apiHarness, type ApiHarness } from "../testing/http";

const base = process.env.TEST_DATABASE_URL;
/** The server's defaults (server/config.ts): a request gives up well within 5 s. */
const TIMEOUTS = { statementMs: 4_000, lockMs: 3_000, connectMs: 3_000 };

/**
 * A TCP hop between the app and PostgreSQL that a test can break: "refuse" closes every connection and the port, "hang"
 * takes connections and never forwards a byte (a network that swallows packets), "up" forwards again.
 */
async function breakableLink(target: URL) {
  const open = new Set<net.Socket>();
  let mode: "up" | "hang" = "up";
  let server: net.Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        open.add(client);
        client.on("close", () => open.delete(client));
        client.on("error", () => {});
        if (mode === "hang") return;
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        open.add(upstream);
        upstream.on("close", () => open.delete(upstream));
        upstream.on("error", () => client.destroy());
        client.on("error", () => upstream.destroy());
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const cut = () => {
    for (const s of open) s.destroy();
  };
  await listen();
  return {
    get port() {
      return port;
    },
    async refuse() {
      await new Promise<void>((r) => server!.close(() => r()) && cut());
    },
    hang() {
      mode = "hang";
      cut();
    },
    async up() {
      mode = "up";
      if (!server?.listening) await listen();
    },
    async close() {
      cut();
      if (server?.listening) await new Promise<void>((r) => server!.close(() => r()));
    },
  };
}

/** How long `fn` took, in ms, and what it answered. */
async function timed<T>(fn: () => T | Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await fn();
  return [value, performance.now() - started];
}

describe.runIf(base)("when PostgreSQL is slow or gone", () => {
  let h: ApiHarness;
  let link: Awaited<ReturnType<typeof breakableLink>>;
  let direct: DatabaseHandle;
  let app: DatabaseHandle;
  let drop: () => Promise<void>;
  let url: string;
  let listingId: number;
  const day = (n: number) => addDaysIso(todayInLagos(), n);

  beforeAll(async () => {
    const created = await newPostgresDatabase(base!, "haya_outage");
    drop = created.drop;
    url = created.url;
    direct = await openDatabase({ databaseUrl: created.url, dataDir: "memory://", poolSize: 2 });
    await runMigrations(direct);
    const { listing } = await bookingsFixture([], { db: direct.db });
    link = await breakableLink(new URL(created.url));
    const viaLink = new URL(created.url);
    viaLink.hostname = "127.0.0.1";
    viaLink.port = String(link.port);
    app = await openDatabase({ databaseUrl: viaLink.toString(), dataDir: "memory://", poolSize: 4, timeouts: TIMEOUTS });
    h = await apiHarness({ db: app.db });
    listingId = await listing();
  });
  afterAll(async () => {
    await app?.close().catch(() => {});
    await link?.close();
    await direct?.close();
    await drop?.();
  });

  const bookingsCount = async () => rowsOf<{ n: number }>(await direct.db.execute(sql`select count(*)::int as n from bookings`))[0]!.n;

  it("a booking stuck behind another session's lock on its listing is a 503 with Retry-After within 5 s, and changes nothing", async () => {
    const renter = await h.join("Bola Ade");
    const body = { listingId, startDate: day(10), endDate: day(12), pickupTime: "10:00 AM", units: 1 };
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query("begin");
      await holder.query("select id from listings where id = $1 for update", [listingId]);
      const before = await bookingsCount();
      const [res, ms] = await timed(() => h.call("POST", "/bookings", { cookie: renter.cookie, body }));
      expect(res.status).toBe(503);
      expect(ms).toBeLessThan(5_000);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(await res.json()).toEqual({ error: "unavailable", message: expect.stringContaining("try again") });
      expect(await bookingsCount()).toBe(before);
      // Reads that need no lock go on meanwhile.
      expect((await h.call("GET", `/listings/${listingId}`)).status).toBe(200);
    } finally {
      await holder.query("rollback");
      await holder.end();
    }
    // The lock gone, the same request books.
    const again = await h.call("POST", "/bookings", { cookie: renter.cookie, body });
    expect(again.status).toBe(201);
  });

  it("a database that refuses connections: 503 within 5 s and /readyz 503 while /healthz stays 200; back up, the next request works", async () => {
    const renter = await h.join("Tunde Ola");
    expect((await h.app.request("/readyz")).status).toBe(200);
    await link.refuse();
    // Connections already in the pool were cut too: every request needs a new one.
    const [res, ms] = await timed(() => h.call("GET", `/listings/${listingId}`));
    expect(res.status).toBe(503);
    expect(ms).toBeLessThan(5_000);
    expect(res.headers.get("retry-after")).toBe("5");
    // Signed in, the session is read first (through better-auth, which would turn the fault into a bare 500).
    const mine = await h.call("GET", "/me/bookings", { cookie: renter.cookie });
    expect(mine.status).toBe(503);
    expect(mine.headers.get("retry-after")).toBe("5");
    const ready = await h.app.request("/readyz");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "database unavailable" });
    expect((await h.app.request("/healthz")).status).toBe(200);

    await link.up();
    const [back, backMs] = await timed(() => h.call("GET", `/listings/${listingId}`));
    expect(back.status).toBe(200);
    expect(backMs).toBeLessThan(5_000);
    expect((await h.app.request("/readyz")).status).toBe(200);
  });

  it("a database that never answers (packets swallowed): 503 within 5 s, and recovery once it answers again", async () => {
    link.hang();
    const [res, ms] = await timed(() => h.call("GET", `/listings/${listingId}`));
    expect(res.status).toBe(503);
    expect(ms).toBeLessThan(5_000);
    const [ready, readyMs] = await timed(() => h.app.request("/readyz"));
    expect(ready.status).toBe(503);
    expect(readyMs).toBeLessThan(5_000);

    await link.up();
    const [back, backMs] = await timed(() => h.call("GET", `/listings/${listingId}`));
    expect(back.status).toBe(200);
    expect(backMs).toBeLessThan(5_000);
  });
});

