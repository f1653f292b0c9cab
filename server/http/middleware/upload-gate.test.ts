// The upload gate: past its number of uploads at once, the next waits for a place before its body is read; when the
// line is full or the wait runs out it is answered 503 with Retry-After (JSON under /api, a page elsewhere); other
// requests never wait on it; a place frees when an upload ends.
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { concurrencyLimit, WorkAbortedError } from "../../features/media/limit";
import { busyPage } from "../pages/error-pages";
import { uploadGate } from "./upload-gate";

// What the code under test says, in English (it speaks the request's language).
const BUSY_MESSAGE = busyPage().text;

function gatedApp(max: number, queue = 0, waitMs = 100) {
  const release: (() => void)[] = [];
  const app = new Hono();
  app.use("*", uploadGate({ paths: [/^\/api\/v1\/listings\/\d+\/photos$/, /^\/list-item\/\d+\/photos$/], max, queue, waitMs }));
  app.all("*", async (c) => {
    if (c.req.method === "POST") await new Promise<void>((r) => release.push(r));
    return c.text("done");
  });
  return { app, release };
}

/** A multipart upload. */
function upload(path: string) {
  return { request: new Request(`http://haya.test${path}`, { method: "POST", body: "--x--\r\n", headers: { "content-type": "multipart/form-data; boundary=x" } }) };
}

const settle = () => new Promise((r) => setTimeout(r, 10));

describe("upload gate", () => {
  it("lets an upload wait for a place, and answers 503 when its wait runs out", async () => {
    const { app, release } = gatedApp(1, 1, 300);
    const first = app.fetch(upload("/api/v1/listings/1/photos").request);
    await settle();
    const second = app.fetch(upload("/api/v1/listings/2/photos").request);
    await settle();
    // The line (1) is full: a third is refused at once.
    expect((await app.fetch(upload("/api/v1/listings/3/photos").request)).status).toBe(503);
    expect(release).toHaveLength(1);
    release.shift()!();
    expect((await first).status).toBe(200);
    await settle();
    // The waiting one got the place and is being handled.
    expect(release).toHaveLength(1);
    release.shift()!();
    expect((await second).status).toBe(200);
    // Now one holds the place and the next waits 300 ms in vain.
    const holder = app.fetch(upload("/api/v1/listings/4/photos").request);
    await settle();
    const started = Date.now();
    const late = await app.fetch(upload("/api/v1/listings/5/photos").request);
    expect(late.status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    release.shift()!();
    expect((await holder).status).toBe(200);
  });

  it("admits `max` uploads at once; the next gets 503 JSON with Retry-After under /api, unread", async () => {
    const { app, release } = gatedApp(2);
    const first = app.fetch(upload("/api/v1/listings/1/photos").request);
    const second = app.fetch(upload("/list-item/1/photos").request);
    await settle();
    const third = upload("/api/v1/listings/2/photos");
    const busy = await app.fetch(third.request);
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe("5");
    expect(await busy.json()).toEqual({ error: "unavailable", message: BUSY_MESSAGE });
    // The handler (which would read the body) never ran for it.
    expect(release).toHaveLength(2);

    // A page upload gets a page; other requests (a GET, a form that is not an upload) are not held back.
    const page = await app.fetch(upload("/list-item/2/photos").request);
    expect(page.status).toBe(503);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(await page.text()).toContain(BUSY_MESSAGE);
    expect((await app.request("/list-item/2/photos")).status).toBe(200);

    // When one ends, the next upload is admitted.
    release.shift()!();
    expect((await first).status).toBe(200);
    const fourth = app.fetch(upload("/api/v1/listings/3/photos").request);
    await settle();
    expect(release).toHaveLength(2);
    release.splice(0).forEach((r) => r());
    expect((await second).status).toBe(200);
    expect((await fourth).status).toBe(200);
  });
});

describe("the image queue", () => {
  it("drops a waiting job whose client went away, without running it, and runs the rest in turn", async () => {
    const limited = concurrencyLimit(1);
    const ran: string[] = [];
    let finish!: () => void;
    const busy = limited(() => new Promise<void>((r) => (finish = r)).then(() => ran.push("busy")));
    const gone = new AbortController();
    const dropped = limited(async () => ran.push("gone"), gone.signal);
    const kept = limited(async () => ran.push("kept"));
    gone.abort();
    await expect(dropped).rejects.toBeInstanceOf(WorkAbortedError);
    finish();
    await Promise.all([busy, kept]);
    expect(ran).toEqual(["busy", "kept"]);
    // Already gone before it asked: never queued.
    await expect(limited(async () => ran.push("late"), AbortSignal.abort())).rejects.toBeInstanceOf(WorkAbortedError);
    expect(ran).toEqual(["busy", "kept"]);
  });
});
