// A person's copy of their data through the whole HTTP app (issue 37, item 4): POST /me/export asks (202, the pending
// export; again while it is being made, the same one), the data-export job makes it, GET /me/export gives its url, and
// the ZIP downloads for its owner's session only. Another person, no session, a forged origin, a bad id and an expired
// link are refused; deleting the account deletes the exports and their files.
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { dataExports, notifications, savedSearches } from "../../db/schema";
import type { JobSender } from "../../jobs/queue";
import { memoryStorage } from "../../features/media/storage";
import { apiHarness } from "../../testing/http";
import { meta } from "../../testing/accounts";

const exportJobs: number[] = [];
const jobs: JobSender = {
  send: async (name, data) => {
    if (name === "data-export") exportJobs.push((data as { exportId: number }).exportId);
  },
};
const originals = memoryStorage();
const h = await apiHarness({ jobs, media: { originals, cache: memoryStorage() } });
const { call, services, db } = h;

type Export = { id: number; status: string; url: string | null; expiresAt: string | null };
const ask = async (cookie: string) => (await call("POST", "/me/export", { cookie })) as Response;
/** Runs the data-export jobs written so far, as the queue's worker does. */
async function runJobs() {
  for (const id of exportJobs.splice(0)) await services.jobHandlers["data-export"]({ exportId: id }, `job-${id}`);
}
/** GET of a path of the app's own (the download's url starts with /api/v1). */
const get = (url: string, cookie?: string) => call("GET", url.replace(/^\/api\/v1/, ""), cookie ? { cookie } : {});

describe("asking for a copy", () => {
  it("answers 202 with the pending export, the same one again while it is being made, then the url once made", async () => {
    const ada = await h.join("Ada Export");
    expect((await call("GET", "/me/export", { cookie: ada.cookie })).status).toBe(404);
    const first = await ask(ada.cookie);
    expect(first.status).toBe(202);
    const pending = (await first.json()) as Export;
    expect(pending).toMatchObject({ status: "pending", url: null, expiresAt: null });
    const again = (await (await ask(ada.cookie)).json()) as Export;
    expect(again.id).toBe(pending.id);
    expect(exportJobs).toEqual([pending.id]);

    await runJobs();
    const res = await call("GET", "/me/export", { cookie: ada.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const ready = (await res.json()) as Export;
    expect(ready).toMatchObject({ id: pending.id, status: "ready", url: `/api/v1/me/export/${pending.id}/download` });

    const zip = await get(ready.url!, ada.cookie);
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    expect(zip.headers.get("content-disposition")).toMatch(/^attachment; filename="haya-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(zip.headers.get("cache-control")).toContain("no-store");
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(strFromU8(files["README.txt"]!)).toContain("Ada Export");
    expect(JSON.parse(strFromU8(files["profile.json"]!)).profile.id).toBe(ada.id);
  });

  it("refuses the download to another person (not found), to no session, and once expired (410)", async () => {
    const owner = await h.join("Bisi Owner");
    const stranger = await h.join("Chidi Stranger");
    const { id } = (await (await ask(owner.cookie)).json()) as Export;
    await runJobs();
    const path = `/me/export/${id}/download`;
    const theirs = await call("GET", path, { cookie: stranger.cookie });
    expect(theirs.status).toBe(404);
    expect(theirs.headers.get("content-type")).toContain("application/json");
    expect((await call("GET", path)).status).toBe(401);
    // The stranger's own latest is theirs alone: they never asked.
    expect((await call("GET", "/me/export", { cookie: stranger.cookie })).status).toBe(404);

    await db.update(dataExports).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(dataExports.id, id));
    const expired = await call("GET", path, { cookie: owner.cookie });
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ error: "gone", message: expect.stringMatching(/expired/) });
    expect(((await (await call("GET", "/me/export", { cookie: owner.cookie })).json()) as Export)).toMatchObject({ status: "expired", url: null });
  });

  it("refuses a forged origin, no session and a bad id, asking for nothing", async () => {
    const p = await h.join("Dayo Forged");
    expect((await call("POST", "/me/export", { cookie: p.cookie, headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect((await call("POST", "/me/export")).status).toBe(401);
    expect((await call("GET", "/me/export")).status).toBe(401);
    expect(await db.select().from(dataExports).where(eq(dataExports.userId, p.id))).toEqual([]);
    for (const bad of ["abc", "0", "-1", "1.5", "99999999999999999999"]) {
      const res = await call("GET", `/me/export/${bad}/download`, { cookie: p.cookie });
      expect(res.status, bad).toBe(400);
      expect(await res.json()).toMatchObject({ fields: { id: expect.any(String) } });
    }
  });

  it("deletes the person's exports and their files with the account, and what else only served them", async () => {
    const p = await h.join("Efe Leaving");
    await db.insert(savedSearches).values({ userId: p.id, query: "q=canopy", label: "canopy" });
    await db.insert(notifications).values({ userId: p.id, kind: "message", key: "k-1", title: "Hello", link: "/messages/1" });
    await ask(p.cookie);
    await runJobs();
    const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, p.id));
    expect(await originals.read(row!.storageKey!)).toBeDefined();
    const { session } = await services.accounts.getSession(meta(p.cookie));
    const email = session!.user.email;
    const password = `river-${email.match(/-(\d+)@/)![1]}-kola-nut`;
    await services.accounts.deleteAccount(session!, { currentPassword: password }, meta(p.cookie));
    expect(await db.select().from(dataExports).where(eq(dataExports.userId, p.id))).toEqual([]);
    expect(await originals.read(row!.storageKey!)).toBeUndefined();
    expect(await db.select().from(savedSearches).where(eq(savedSearches.userId, p.id))).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.userId, p.id))).toEqual([]);
  });
});
