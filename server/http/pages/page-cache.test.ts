import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { pageCache } from "./page-cache";

function appWithCounter(ttlMs: number, clock: { t: number }, respond?: (n: number) => Response) {
  let renders = 0;
  const app = new Hono();
  app.all("*", pageCache({ ttlMs, now: () => clock.t }), async () => {
    renders++;
    await new Promise((r) => setTimeout(r, 5));
    return respond ? respond(renders) : new Response(`<p>render ${renders}</p>`, { headers: { "Content-Type": "text/html" } });
  });
  return { app, renders: () => renders };
}

describe("page cache", () => {
  it("serves a page again within the TTL and renders it anew after", async () => {
    const clock = { t: 0 };
    const { app, renders } = appWithCounter(5000, clock);
    expect(await (await app.request("/item/1")).text()).toBe("<p>render 1</p>");
    clock.t = 4999;
    const again = await app.request("/item/1");
    expect(await again.text()).toBe("<p>render 1</p>");
    expect(again.headers.get("X-Page-Cache")).toBe("hit");
    clock.t = 5000;
    expect(await (await app.request("/item/1")).text()).toBe("<p>render 2</p>");
    expect(await (await app.request("/item/2")).text()).toBe("<p>render 3</p>");
    expect(renders()).toBe(3);
  });

  it("shares one render between concurrent requests for the same page", async () => {
    const { app, renders } = appWithCounter(5000, { t: 0 });
    const bodies = await Promise.all(Array.from({ length: 10 }, () => Promise.resolve(app.request("/browse?search=x")).then((r) => r.text())));
    expect(new Set(bodies)).toEqual(new Set(["<p>render 1</p>"]));
    expect(renders()).toBe(1);
  });

  it("never caches for requests with cookies, fresh-copy requests, non-GETs, errors or responses that set cookies", async () => {
    const clock = { t: 0 };
    const { app, renders } = appWithCounter(5000, clock);
    await app.request("/a", { headers: { Cookie: "s=1" } });
    await app.request("/a", { headers: { Cookie: "s=1" } });
    expect(renders()).toBe(2);
    await app.request("/b", { headers: { "Cache-Control": "no-cache" } });
    await app.request("/b", { headers: { "Cache-Control": "no-cache" } });
    expect(renders()).toBe(4);
    await app.request("/c", { method: "POST" });
    await app.request("/c", { method: "POST" });
    expect(renders()).toBe(6);

    const failing = appWithCounter(5000, clock, (n) => new Response(`missing ${n}`, { status: 404, headers: { "Content-Type": "text/html" } }));
    await failing.app.request("/gone");
    expect(await (await failing.app.request("/gone")).text()).toBe("missing 2");

    const cookie = appWithCounter(5000, clock, (n) => new Response(`${n}`, { headers: { "Content-Type": "text/html", "Set-Cookie": "a=b" } }));
    await cookie.app.request("/x");
    expect(await (await cookie.app.request("/x")).text()).toBe("2");
  });

  it("never keeps a response marked no-store or private (reset links, verification pages)", async () => {
    for (const cc of ["no-store", "private, no-cache"]) {
      const { app, renders } = appWithCounter(5000, { t: 0 }, (n) => new Response(`<p>${n}</p>`, { headers: { "Content-Type": "text/html", "Cache-Control": cc } }));
      await app.request("/reset-password?token=abc");
      const again = await app.request("/reset-password?token=abc");
      expect(again.headers.get("X-Page-Cache")).not.toBe("hit");
      expect(renders()).toBe(2);
    }
  });

  it("is off with a TTL of 0", async () => {
    const { app, renders } = appWithCounter(0, { t: 0 });
    await app.request("/a");
    await app.request("/a");
    expect(renders()).toBe(2);
  });
});
