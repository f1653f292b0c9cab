// A database that cannot answer, as pages see it: a loader's fault is a 503 route error ("Please try again"), an
// action's gives the form back as typed with a message and 503, and anything else is left alone. Which errors count.
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { databaseFault, isDatabaseUnavailable } from "../../db/faults";
import { guardFormActions } from "./bad-bytes-forms";
import { guardDatabaseFaults } from "./database-faults";
import { unavailablePage } from "../pages/error-pages";

type Args = Parameters<NonNullable<ServerBuild["routes"][string]>["module"]["loader"] & {}>[0];

/** As Drizzle throws it: its own error, with the driver's as the cause. */
function drizzleError(cause: Error & { code?: string }) {
  return new Error("Failed query: insert into bookings …", { cause });
}
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("which errors mean the database cannot answer now", () => {
  it.each([
    ["statement timeout", drizzleError(withCode("canceling statement due to statement timeout", "57014"))],
    ["lock timeout", drizzleError(withCode("canceling statement due to lock timeout", "55P03"))],
    ["server shutting down", withCode("terminating connection due to administrator command", "57P01")],
    ["server starting", withCode("the database system is starting up", "57P03")],
    ["too many connections", withCode("sorry, too many clients already", "53300")],
    ["connection failure", withCode("connection failure", "08006")],
    ["deadlock", drizzleError(withCode("deadlock detected", "40P01"))],
    ["refused", drizzleError(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))],
    ["pool wait", new Error("timeout exceeded when trying to connect")],
    ["dropped", drizzleError(new Error("Connection terminated unexpectedly"))],
    ["silent connection", new Error("Query read timeout")],
    ["several addresses refused", new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")])],
  ])("%s", (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", drizzleError(withCode("duplicate key value violates unique constraint", "23505"))],
    ["an exclusion violation (dates taken)", drizzleError(withCode("conflicting key value violates exclusion constraint", "23P01"))],
    ["a syntax error (a bug)", drizzleError(withCode('syntax error at or near "form"', "42601"))],
    ["a plain error", new Error("boom")],
    ["nothing", undefined],
    ["a string", "Connection terminated"],
  ])("not %s", (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it.each([
    ["statement_timeout", drizzleError(withCode("canceling statement due to statement timeout", "57014"))],
    ["lock_timeout", drizzleError(withCode("canceling statement due to lock timeout", "55P03"))],
    ["no_free_connection", new Error("timeout exceeded when trying to connect")],
    ["no_answer", new Error("Query read timeout")],
    ["connection", drizzleError(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))],
    ["connection", new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")])],
    ["other", drizzleError(withCode("deadlock detected", "40P01"))],
    ["other", drizzleError(new Error("Connection terminated unexpectedly"))],
  ])("names the reason for /metrics: %s", (reason, error) => {
    expect(databaseFault(error)).toBe(reason);
  });

  it("follows a cause chain that loops without hanging", () => {
    const a = new Error("a") as Error & { cause?: unknown };
    const b = new Error("b", { cause: a });
    a.cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});

/** A build of one route whose loader and action fail as `fail` says. */
function buildFailing(fail: () => never) {
  const build = {
    routes: {
      "routes/contact": {
        id: "routes/contact",
        path: "contact",
        module: {
          loader: () => fail(),
          action: async ({ request }: { request: Request }) => {
            await request.formData();
            return fail();
          },
        },
      },
      "routes/home": { id: "routes/home", index: true, module: {} },
    },
  } as unknown as ServerBuild;
  const guarded = guardFormActions(guardDatabaseFaults(build));
  const route = guarded.routes["routes/contact"]!.module;
  const logged: unknown[] = [];
  const context = { log: (...args: unknown[]) => logged.push(args) };
  const get = () => route.loader!({ request: new Request("http://haya.test/contact"), params: {}, context } as unknown as Args);
  const post = (body: string) =>
    route.action!({
      request: new Request("http://haya.test/contact", { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } }),
      params: {},
      context,
    } as unknown as Args);
  return { guarded, get, post, logged, build };
}

const lockTimeout = () => {
  throw drizzleError(withCode("canceling statement due to lock timeout", "55P03"));
};

describe("pages when the database cannot answer", () => {
  it("a loader's fault is a 503 route error, logged once", async () => {
    const { get, logged } = buildFailing(lockTimeout);
    const thrown = await Promise.resolve(get()).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 503 } });
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged[0])).toContain("lock timeout");
  });

  it("an action's fault gives the form back as typed (secrets left out) with the message, status 503", async () => {
    const { post } = buildFailing(lockTimeout);
    const answer = await post("name=Ada+Obi&message=Is+it+free+on+Saturday%3F&password=secret");
    expect(answer).toMatchObject({
      type: "DataWithResponseInit",
      init: { status: 503 },
      data: { ok: false, errors: { form: unavailablePage().text }, values: { name: "Ada Obi", message: "Is it free on Saturday?" } },
    });
    expect((answer as { data: { values: object } }).data.values).not.toHaveProperty("password");
  });

  it("any other error goes on as it was (a bug stays a 500)", async () => {
    const boom = new Error("boom");
    const { get, post } = buildFailing(() => {
      throw boom;
    });
    await expect(get()).rejects.toBe(boom);
    await expect(post("name=Ada")).rejects.toBe(boom);
  });

  it("wraps a build once: the same build gives the same guarded build", () => {
    const { build } = buildFailing(lockTimeout);
    expect(guardDatabaseFaults(build)).toBe(guardDatabaseFaults(build));
  });
});
