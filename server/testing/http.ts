// The whole HTTP app for API tests (CSRF guard and session reader included, as in production), on a fresh
// database, with people who join through the real accounts service.
import { eq } from "drizzle-orm";
import createClient from "openapi-fetch";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import type { FetchLimits } from "../features/calendars/ical-fetch";
import type { JobSender } from "../jobs/queue";
import type { MediaService } from "../features/media/media.service";
import type { MediaStorage } from "../features/media/storage";
import { createApp } from "../http/app";
import type { paths } from "./openapi-types";
import { createServices } from "../services";
import { freshDatabase } from "./db";

export interface TestPerson {
  id: string;
  /** The session cookie, as a browser would send it back. */
  cookie: string;
}

export interface CallInit {
  cookie?: string;
  /** JSON-encoded unless it is already a string. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface HarnessOptions {
  /** Load the demo catalogue (categories, listings) first. */
  seed?: boolean;
  /** Where photos go (default: memory, out of the tests' reach). */
  media?: { originals: MediaStorage; cache: MediaStorage };
  /** The bookings' clock (ServiceOptions.now); unset: the real one. */
  now?: () => Date;
  /** A database the test opened itself (migrated), instead of a fresh one. */
  db?: Db;
  /** METRICS_TOKEN: serve GET /metrics with it. */
  metricsToken?: string;
  /** How imported calendars are fetched (ServiceOptions.calendarFetch): a local fake calendar server needs allowLoopback. */
  calendarFetch?: FetchLimits;
  /** A job queue (ServiceOptions.jobs), such as one that records what is sent for the test to run; unset: work is done right away. */
  jobs?: JobSender;
}

/** The Origin of Haya's own pages (app.request's http://localhost), for a signed-in call whose headers name none. */
function fromSite(cookie: string | undefined, headers: Record<string, string>): Record<string, string> {
  const named = Object.keys(headers).some((k) => k.toLowerCase() === "origin" || k.toLowerCase() === "sec-fetch-site");
  return cookie && !named ? { origin: "http://localhost" } : {};
}

export async function apiHarness(opts: HarnessOptions = {}) {
  const db = opts.db ?? (await freshDatabase({ seed: opts.seed ?? false })).db;
  const services = createServices(db, { ...(opts.media ? { media: opts.media } : {}), ...(opts.now ? { now: opts.now } : {}), ...(opts.calendarFetch ? { calendarFetch: opts.calendarFetch } : {}), ...(opts.jobs ? { jobs: opts.jobs } : {}) });
  const app = createApp({
    services,
    // The API never reaches photos or pages: neither is built for these tests.
    media: {} as MediaService,
    build: () => Promise.reject(new Error("no pages in API tests")),
    log: () => {},
    mode: "test",
    metricsToken: opts.metricsToken,
  });
  let seq = 0;

  /** Signs a new person up (each from their own address, clear of per-IP limits) and returns their cookie. `verified`: their address is verified, as listing needs. */
  async function join(name: string, { verified = false } = {}): Promise<TestPerson> {
    const ip = `10.9.${seq >> 8}.${++seq & 255}`;
    const email = `${name.toLowerCase().replace(/\W/g, "")}-${seq}@example.com`;
    const password = `river-${seq}-kola-nut`;
    const meta = { ip, headers: new Headers() };
    const { headers } = await services.accounts.signUp({ name, email, password }, meta);
    const cookie = headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const { session } = await services.accounts.getSession({
      ip,
      headers: new Headers({ cookie }),
    });
    if (verified) await db.update(users).set({ emailVerified: true }).where(eq(users.id, session!.user.id));
    return { id: session!.user.id, cookie };
  }

  /**
   * A request to /api/v1`path`; a body is sent as JSON unless `headers` say otherwise. With a cookie it says it comes
   * from the site's own pages (Origin), as a browser or API client must, unless `headers` say where it comes from.
   */
  function call(method: string, path: string, { cookie, body, headers = {} }: CallInit = {}) {
    const h: Record<string, string> = { ...fromSite(cookie, headers), ...headers };
    if (cookie) h.cookie = cookie;
    if (body !== undefined && !("content-type" in h)) h["content-type"] = "application/json";
    const payload = body === undefined || typeof body === "string" ? body : JSON.stringify(body);
    return app.request(`/api/v1${path}`, { method, headers: h, body: payload });
  }

  /**
   * A typed client of /api/v1 (openapi-fetch over the generated contract, testing/openapi-types.d.ts) that calls this
   * app in process: as `person` (their cookie, from the site's own pages) or as a visitor. A path, parameter, body or
   * answer the contract does not have fails at typecheck.
   */
  function client(person?: TestPerson, headers: Record<string, string> = {}) {
    return createClient<paths>({
      baseUrl: "http://localhost/api/v1",
      fetch: (request) => Promise.resolve(app.request(request)),
      headers: { ...fromSite(person?.cookie, headers), ...headers, ...(person ? { cookie: person.cookie } : {}) },
    });
  }

  /** POST /api/v1/listings/{id}/photos with one file, as the listing pages send it. */
  function upload(listingId: number, bytes: Uint8Array, { cookie, headers = {}, name = "photo.jpg" }: { cookie?: string; headers?: Record<string, string>; name?: string } = {}) {
    const form = new FormData();
    form.append("photo", new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
    return app.request(`/api/v1/listings/${listingId}/photos`, { method: "POST", body: form, headers: { ...fromSite(cookie, headers), ...headers, ...(cookie ? { cookie } : {}) } });
  }

  return { db, services, app, join, call, client, upload };
}
export type ApiHarness = Awaited<ReturnType<typeof apiHarness>>;
