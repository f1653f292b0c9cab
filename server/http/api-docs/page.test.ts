import { beforeAll, describe, expect, it } from "vitest";
import { apiHarness, type ApiHarness } from "../../testing/http";
import { apiV1Document } from "../api/v1";
import type { ApiDocument } from "./page";

let h: ApiHarness;
beforeAll(async () => {
  h = await apiHarness();
});

describe("GET /api/docs", () => {
  it("lists every operation of the document with its summary, parameters, body and every status it answers, with no script", async () => {
    const res = await h.app.request("/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).not.toContain("<script");
    expect(html).toContain('href="/api/v1/openapi.json"');
    const doc = apiV1Document() as unknown as ApiDocument;
    let operations = 0;
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item)) {
        operations++;
        const id = `${method}-${path.replace(/[{}]/g, "").replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}`;
        const start = html.indexOf(`<article id="${id}"`);
        expect(start, `${method} ${path}`).toBeGreaterThan(0);
        const article = html.slice(start, html.indexOf("</article>", start));
        expect(article).toContain(`${method.toUpperCase()}</span> <code>${path}</code>`);
        for (const status of Object.keys(op.responses ?? {})) expect(article, `${method} ${path} ${status}`).toContain(`<span class="mr-2 font-mono font-bold">${status}</span>`);
        for (const p of op.parameters ?? []) expect(article, `${method} ${path} ${p.name}`).toContain(`<code class="font-semibold">${p.name}</code>`);
        if (op.requestBody) expect(article, `${method} ${path}`).toContain("Request body");
      }
    expect(operations).toBeGreaterThan(20);
    // A request body's fields, from the zod schema: the listing a draft starts from.
    const create = html.slice(html.indexOf('<article id="post-listings"'));
    expect(create).toMatch(/<code class="font-semibold">categorySlug<\/code> <span class="text-sm text-slate-700">required; string, 1 to 60 characters/);
  });
});
