// One rule for an id a request names (core/ids.ts): a positive int4. Past 2147483647 PostgreSQL refuses the comparison
// itself, so every operation whose path has an integer id answers it as bad input (400), never a 500, for anyone.
import { beforeAll, describe, expect, it } from "vitest";
import { ID_MAX } from "../../../core/ids";
import { apiHarness, type ApiHarness, type TestPerson } from "../../testing/http";
import { apiV1Document } from "./v1";

type Op = { parameters?: { name: string; in: string; schema?: { type?: string } }[] };

/** Every operation whose path has an integer parameter, with that parameter's name. */
function idOperations() {
  const doc = apiV1Document() as unknown as { paths: Record<string, Record<string, Op>> };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, op]) => {
      const ints = (op.parameters ?? []).filter((p) => p.in === "path" && p.schema?.type === "integer").map((p) => p.name);
      return ints.length ? [{ method: method.toUpperCase(), path, ints }] : [];
    }),
  );
}

let h: ApiHarness;
let person: TestPerson;
beforeAll(async () => {
  h = await apiHarness();
  person = await h.join("Ada Obi", { verified: true });
});

describe("ids past int4", () => {
  const ops = idOperations();

  it("finds the operations with an integer id in their path", () => {
    expect(ops.length).toBeGreaterThan(30);
    expect(ops.map((o) => `${o.method} ${o.path}`)).toContain("POST /reviews/{id}/reply");
  });

  it("are refused as bad input on every such operation, signed in or not, and ID_MAX is still an id", async () => {
    for (const op of ops) {
      for (const id of [String(ID_MAX + 1), "9007199254740991"]) {
        const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => (op.ints.includes(name) ? id : "1"));
        for (const cookie of [person.cookie, undefined]) {
          const res = await h.call(op.method, path, { cookie, body: op.method === "GET" || op.method === "DELETE" ? undefined : {} });
          const what = `${op.method} ${path} ${cookie ? "signed in" : "visitor"}`;
          expect(res.status, what).toBeLessThan(500);
          // Operator routes answer 404 to anyone but an operator; a visitor may be asked to sign in first.
          if (cookie && !op.path.startsWith("/admin/")) {
            expect(res.status, what).toBe(400);
            const body = (await res.json()) as { fields?: Record<string, string> };
            expect(Object.values(body.fields ?? {}).join(" "), what).toContain(`from 1 to ${ID_MAX}`);
          }
        }
      }
    }
    const largest = await h.call("POST", `/reviews/${ID_MAX}/reply`, { cookie: person.cookie, body: { reply: "Thank you for renting" } });
    expect(largest.status).toBe(404);
  });

  it("are refused in a body's ids and a cursor too", async () => {
    const booking = await h.call("POST", "/bookings", { cookie: person.cookie, body: { listingId: ID_MAX + 1, startDate: "2030-01-02", endDate: "2030-01-03", pickupTime: "09:00", units: 1 } });
    expect(booking.status).toBe(400);
    const pay = await h.call("POST", "/cart/pay", { cookie: person.cookie, body: { bookingIds: [ID_MAX + 1] } });
    expect(pay.status).toBe(400);
    const read = await h.call("POST", "/notifications/read", { cookie: person.cookie, body: { ids: [ID_MAX + 1] } });
    expect(read.status).toBe(400);
    const page = await h.call("GET", `/notifications?before=${ID_MAX + 1}`, { cookie: person.cookie });
    expect(page.status).toBe(400);
  });
});
