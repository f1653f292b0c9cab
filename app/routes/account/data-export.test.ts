// /account's "Download my data" as a browser posts it: asking answers with a redirect to the section, which then says
// the copy is being made (and a second ask starts nothing more); once made, it offers the download with its end, and
// after 24 hours says it expired and offers a new one. "Delete account" says what goes and what stays, and why.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dataExports } from "../../../server/db/schema";
import type { JobSender } from "../../../server/jobs/queue";
import { apiHarness } from "../../../server/testing/http";
import { pageCalls } from "../../../server/testing/page-calls";
import * as accountPage from "./index";

const asked: number[] = [];
const jobs: JobSender = { send: async (name, data) => void (name === "data-export" && asked.push((data as { exportId: number }).exportId)) };
const h = await apiHarness({ jobs });
const { post, load } = pageCalls(h, "10.0.0.9", "/account", accountPage);
type Shown = { status: string; state: string | null; download: { href: string; label: string } | null; ask: string | null; checkAgain: string | null; done: string | null };
const section = async (cookie: string, query = "") => ((await load(cookie, query)) as unknown as { dataExport: Shown }).dataExport;

describe("/account: download my data", () => {
  it("asks for a copy, says it is being made, then offers the download until its end", async () => {
    const p = await h.join("Kemi Page");
    expect(await section(p.cookie)).toMatchObject({ status: "none", state: null, download: null, ask: "Ask for a copy of my data" });

    const res = (await post(p.cookie, { intent: "data-export" })) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/account?saved=data-export#data-export");
    const pending = await section(p.cookie, "?saved=data-export");
    expect(pending).toMatchObject({ status: "pending", download: null, ask: null, checkAgain: "Check again", done: "Asked. We will email you when your copy is ready." });
    expect(pending.state).toMatch(/We are making your copy/);

    // Asked again (a second tab, a double click): the same copy, one job.
    await post(p.cookie, { intent: "data-export" });
    expect(asked).toHaveLength(1);
    await h.services.jobHandlers["data-export"]({ exportId: asked[0]! }, "job-1");
    const ready = await section(p.cookie);
    expect(ready).toMatchObject({ status: "ready", download: { href: `/api/v1/me/export/${asked[0]}/download`, label: "Download my data (ZIP)" }, ask: "Make a new copy" });
    expect(ready.state).toMatch(/^Your copy is ready \(\d+ KB\)\. You can download it until .+ \(Lagos time\)/);

    await h.db.update(dataExports).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(dataExports.id, asked[0]!));
    expect(await section(p.cookie)).toMatchObject({ status: "expired", download: null, ask: "Make a new copy", state: expect.stringMatching(/has expired/) });
  });

  it("says what deleting erases and keeps, and why, with the copy offered first", async () => {
    const p = await h.join("Tobi Delete");
    const { deleting } = (await load(p.cookie)) as unknown as { deleting: Record<string, string> };
    expect(deleting.exportFirst).toBe("Before you go, download a copy of your data.");
    expect(deleting.erased).toMatch(/saved searches.*copies of your data/);
    expect(deleting.keptMoney).toMatch(/payments, refunds, payouts.*ledger.*the law requires/);
  });
});
