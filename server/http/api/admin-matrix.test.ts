// The admin API's authorisation matrix, generated from the OpenAPI document (every documented /admin operation, so a
// new one cannot be missed): a visitor, an ordinary person, an API token, and support or an admin without two-factor
// sign-in get exactly what an unknown path answers; support and admins with it get past the gate (money operations:
// admins only, support the unknown path's answer). Nothing is done by any of these calls: bodies are empty.
import { beforeAll, describe, expect, it } from "vitest";
import { apiHarness, type ApiHarness, type TestPerson } from "../../testing/http";
import { operatorCast } from "../../testing/operators";
import { apiV1Document } from "./v1";

let h: ApiHarness;
let cast: Awaited<ReturnType<typeof operatorCast>>;
beforeAll(async () => {
  h = await apiHarness();
  cast = await operatorCast(h);
});

/** Every documented admin operation, its path's parameters filled with ids that exist nowhere. */
const operations = () => {
  const doc = apiV1Document() as unknown as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith("/admin/"))
    .flatMap(([path, item]) => Object.keys(item).map((method) => [method.toUpperCase(), path.replace(/\{userId\}|\{id\}/g, (m) => (m === "{userId}" ? "nobody" : "987654"))] as const));
};

async function answer(who: TestPerson | { token: string }, method: string, path: string) {
  const body = method === "GET" ? undefined : {};
  const r = "token" in who ? await h.call(method, path, { headers: { authorization: `Bearer ${who.token}` }, body }) : await h.call(method, path, { cookie: who.cookie || undefined, body });
  return { status: r.status, body: await r.text() };
}

describe("the admin API, every documented operation", () => {
  it("is documented: the admin side has operations to test", () => {
    expect(operations().length).toBeGreaterThanOrEqual(14);
  });

  it("answers a visitor, an ordinary person, an API token and operators without two-factor sign-in as an unknown path", async () => {
    for (const [method, path] of operations())
      for (const who of [cast.visitor, cast.person, cast.adminNo2fa, cast.supportNo2fa, { token: cast.token }]) {
        const unknown = await answer(who, method, "/admin/no-such-thing");
        expect({ method, path, ...(await answer(who, method, path)) }).toEqual({ method, path, ...unknown });
      }
  });

  it("answers anyone else 404 before reading the body: bad bytes, deep nesting, a wrong type or an impossible id tell nothing", async () => {
    const bodies: [string, string][] = [
      ["application/json", '{"reason":"a\\u0000b","note":1}'],
      ["application/json", "[".repeat(5_000) + "]".repeat(5_000)],
      ["application/json", "{not json"],
      ["text/plain", "hello"],
    ];
    for (const [method, path] of operations()) {
      if (method === "GET") continue;
      for (const [type, body] of bodies)
        for (const who of [cast.visitor, cast.person]) {
          const r = await h.call(method, path.replace("987654", "2147483648"), { cookie: who.cookie || undefined, body, headers: { "content-type": type } });
          expect({ method, path, type, status: r.status }).toEqual({ method, path, type, status: 404 });
          expect(await r.json()).toEqual({ error: "not_found", message: "No such API endpoint" });
        }
    }
    // An operator with two-factor sign-in is told what is wrong.
    const [method, path] = operations().find(([m]) => m === "POST")!;
    const r = await h.call(method, path, { cookie: cast.admin.cookie, body: '{"reason":"a\\u0000b"}', headers: { "content-type": "application/json" } });
    expect(r.status).toBe(400);
  });

  it("lets an admin with two-factor sign-in past the gate on every operation", async () => {
    for (const [method, path] of operations()) {
      const unknown = await answer(cast.admin, method, "/admin/no-such-thing");
      const got = await answer(cast.admin, method, path);
      // Past the gate: an answer of the operation itself (its 400 for an empty body, its 404 naming what is missing, a 200), never the unknown path's.
      expect({ method, path, same: got.status === unknown.status && got.body === unknown.body }).toEqual({ method, path, same: false });
    }
  });
});
