// Every status an /api/v1 operation can answer is in its OpenAPI entry, checked from Hono's route table and the
// generated document together (issue 40, item 5). What is checked, operation by operation:
// 1. A path parameter: 404 is documented (an empty or `..` segment matches no route, and the catch-all answers 404),
//    and the request with each parameter empty is answered with a documented status.
// 2. Behind `signedIn` (its own middleware or its router's `use`): a 401 that says a session is needed.
// 3. Its handler, run alone (the route's middleware and validators skipped, a person signed in) with services that throw
//    each domain error in turn, answer nothing, or answer a stand-in for anything: every status it answers (5xx aside) is
//    documented. A handler that hands a service's errors to `domainError` (or `answer`) is thus held to every status
//    domainError gives (400, 401, 403, 404, 409, 422, 429, 503): which errors a service throws is not known here.
// 4. 422 (given only by an UnprocessableError) is documented exactly where (3) can reach it: an operation whose
//    handler cannot give it does not list it.
// 5. As a visitor (no session), through the whole router with these services: every answer but a 500 is documented.
// Statuses a service returns as data (the payment webhooks' `{ status }`) are not reached by (3): they are written by hand.
import { Hono, type Handler } from "hono";
import { describe, expect, it } from "vitest";
import {
  ConflictError,
  ForbiddenError,
  InvalidError,
  LinesConflictError,
  NotFoundError,
  RateLimitedError,
  UnauthorizedError,
  UnavailableError,
  UnprocessableError,
} from "../../errors";
import type { Services } from "../../services";
import { signedIn, type ApiEnv } from "./openapi-kit";
import { apiV1, apiV1Document } from "./v1";

type Mode = { throws: Error } | { returns: "nothing" | "anything" };

/**
 * Services (and validated input) that stand in for anything: every property is the stand-in again, and every call
 * throws or answers as `mode` says. It is never a promise (`then` is absent) and reads as 1 or "1" where a primitive is needed.
 */
function standIn() {
  let mode: Mode = { returns: "anything" };
  const target = () => undefined;
  const proxy: unknown = new Proxy(target, {
    get(_t, key) {
      if (key === Symbol.toPrimitive) return (hint: string) => (hint === "number" ? 1 : "1");
      if (key === Symbol.iterator) return function* () {};
      if (typeof key === "symbol" || key === "then" || key === "toJSON") return undefined;
      return proxy;
    },
    apply() {
      if ("throws" in mode) throw mode.throws;
      return mode.returns === "anything" ? proxy : undefined;
    },
  });
  return { value: proxy, setMode: (m: Mode) => (mode = m) };
}

const MODES: Mode[] = [
  { throws: new InvalidError("invalid", { field: "invalid" }) },
  { throws: new UnauthorizedError("unauthorized") },
  { throws: new ForbiddenError("forbidden") },
  { throws: new NotFoundError("not found") },
  { throws: new ConflictError("conflict") },
  { throws: new LinesConflictError("conflict", [{ id: 1, message: "taken" }]) },
  { throws: new UnprocessableError("unprocessable", { field: "unprocessable" }) },
  { throws: new UnavailableError("unavailable") },
  { throws: new RateLimitedError(60) },
  { throws: new Error("not a domain error") },
  { returns: "nothing" },
  { returns: "anything" },
];

const stand = standIn();
const api = apiV1(stand.value as Services);
// What a stand-in cannot answer for ends as a 500, which is not asserted here: quiet, as the server's own handler is.
api.onError((_e, c) => c.text("", 500));
type Operation = { responses: Record<string, { description: string }> };
const doc = apiV1Document() as unknown as { paths: Record<string, Record<string, Operation>> };

/** Hono's `:id` as OpenAPI's `{id}`. */
const openApiPath = (path: string) => path.replace(/\/$/, "").replace(/:(\w+)/g, "{$1}") || "/";

/** Each operation Hono serves: its handlers in order (middleware, validators, then the route's own handler, last). */
function operations() {
  const byKey = new Map<string, { method: string; path: string; honoPath: string; handlers: Handler[] }>();
  for (const r of api.routes) {
    if (r.method === "ALL") continue;
    const path = openApiPath(r.path);
    if (path === "/openapi.json") continue;
    const key = `${r.method} ${path}`;
    const op = byKey.get(key) ?? { method: r.method, path, honoPath: r.path, handlers: [] };
    op.handlers.push(r.handler as Handler);
    byKey.set(key, op);
  }
  return [...byKey.values()];
}

/** Whether `signedIn` runs before the operation: in its own middleware, or a `use` of a router it is mounted under. */
function behindSignedIn(op: ReturnType<typeof operations>[number]) {
  if (op.handlers.includes(signedIn as Handler)) return true;
  return api.routes.some((r) => {
    if (r.method !== "ALL" || r.handler !== signedIn) return false;
    const base = r.path.replace(/\/\*$/, "");
    return r.path.endsWith("/*") ? op.path === base || op.path.startsWith(`${base}/`) : openApiPath(r.path) === op.path;
  });
}

/** Bodies for the handlers that read their own: a form with every file and choice field they take, and JSON naming an email. */
const BODIES = () => {
  const form = new FormData();
  const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" });
  for (const field of ["photo", "photos", "certificate"]) form.append(field, png, "a.png");
  form.append("stage", "pickup");
  form.append("answer", "accept");
  return [form, JSON.stringify({ email: "someone@example.com" })];
};

const documented = (method: string, path: string) => Object.keys(doc.paths[path]?.[method.toLowerCase()]?.responses ?? {}).map(Number);
const withParams = (path: string, value: string) => path.replace(/\{\w+\}/g, value);
const ops = operations();

/** What the route's own handler answers in each mode, run alone with a person signed in and any input. */
async function handlerStatuses(op: ReturnType<typeof operations>[number]) {
  const statuses = new Set<number>();
  const handler = op.handlers.at(-1)!;
  for (const mode of MODES) {
    stand.setMode(mode);
    const app = new Hono<ApiEnv>();
    app.on(op.method, op.honoPath, async (c, next) => {
      c.set("session", { user: { id: "someone", email: "someone@example.com", name: "Someone" }, session: { id: "s" } } as never);
      for (const target of ["param", "query", "json", "header", "form", "cookie"] as const) c.req.addValidatedData(target, stand.value as object);
      await next();
    }, handler);
    app.onError((_e, c) => c.text("", 500));
    for (const body of BODIES()) {
      const res = await app.request(withParams(op.path, "1"), { method: op.method, ...(op.method === "GET" ? {} : { body }) });
      await res.body?.cancel();
      if (res.status < 500) statuses.add(res.status);
    }
  }
  stand.setMode({ returns: "anything" });
  return statuses;
}

describe("every status an /api/v1 operation answers is documented", () => {
  it("finds the operations", () => {
    expect(ops.length).toBeGreaterThan(90);
  });

  it("documents 404 on every operation with a path parameter, and answers one with an empty parameter with a documented status", async () => {
    for (const op of ops.filter((o) => o.path.includes("{"))) {
      expect(documented(op.method, op.path), `${op.method} ${op.path}`).toContain(404);
      for (const bad of ["", ".."]) {
        const res = await api.request(withParams(op.path, bad), { method: op.method });
        expect(documented(op.method, op.path), `${op.method} ${withParams(op.path, bad)}`).toContain(res.status);
      }
    }
  });

  it("documents 401 as a missing session on every operation behind signedIn", () => {
    const behind = ops.filter(behindSignedIn);
    expect(behind.length).toBeGreaterThan(50);
    for (const op of behind) expect(doc.paths[op.path]![op.method.toLowerCase()]!.responses["401"]?.description, `${op.method} ${op.path}`).toMatch(/session|sign in/i);
  });

  it("documents every status each handler answers, whatever its services throw or answer", async () => {
    const missing: string[] = [];
    const unreachable422: string[] = [];
    for (const op of ops) {
      const statuses = await handlerStatuses(op);
      const listed = documented(op.method, op.path);
      for (const s of statuses) if (!listed.includes(s)) missing.push(`${op.method} ${op.path} ${s}`);
      if (listed.includes(422) && !statuses.has(422)) unreachable422.push(`${op.method} ${op.path}`);
    }
    expect(missing).toEqual([]);
    expect(unreachable422).toEqual([]);
  });

  it("documents what a visitor without a session is answered", async () => {
    stand.setMode({ throws: new Error("not a domain error") });
    const missing: string[] = [];
    for (const op of ops) {
      const res = await api.request(withParams(op.path, "1"), { method: op.method });
      await res.body?.cancel();
      if (res.status !== 500 && !documented(op.method, op.path).includes(res.status)) missing.push(`${op.method} ${op.path} ${res.status}`);
    }
    stand.setMode({ returns: "anything" });
    expect(missing).toEqual([]);
  });
});
