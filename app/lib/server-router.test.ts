// Pages rendered with the route objects built once (server-router.server.tsx) are the pages React Router's own
// <ServerRouter> renders: through app/entry.server.tsx as the browser tests' server runs it (SERVER_ONCE_CHECK=1), which
// renders each page both ways and fails one that differs, in a small route tree of our own with data, an error
// boundary, a 404, a redirect and both languages' builds.
import { createElement as h } from "react";
import { createRequestHandler, Links, Meta, Outlet, redirect, Scripts, ScrollRestoration, useLoaderData, useRouteError } from "react-router";
import { pageBuild, type TestRoute } from "../../server/testing/page-build";
import { afterAll, describe, expect, it, vi } from "vitest";

vi.stubEnv("SERVER_ONCE_CHECK", "1");
// Files share a worker's modules (isolate: false): the entry is loaded afresh, so that it reads the setting.
vi.resetModules();
const entry = await import("../entry.server");
const { installed } = await import("./server-router.server");
afterAll(() => void vi.unstubAllEnvs());

function Page() {
  const d = useLoaderData() as { text: string; id?: string };
  return h("main", null, h("h1", null, d.text), d.id ? h("p", null, `listing ${d.id}`) : null, h("a", { href: "/item/2" }, "next"));
}
const ROUTES: Record<string, TestRoute> = {
  root: {
    path: "",
    module: {
      loader: () => ({ year: 2026 }),
      default: () => h("html", { lang: "en" }, h("head", null, h(Meta), h(Links)), h("body", null, h(Outlet), h(ScrollRestoration), h(Scripts))),
      ErrorBoundary: () => h("html", { lang: "en" }, h("body", null, h("p", null, `Something went wrong: ${String((useRouteError() as { status?: number })?.status ?? "error")}`), h(Scripts))),
    },
  },
  home: { index: true, module: { loader: () => ({ text: "Home" }), default: Page, meta: () => [{ title: "Home" }] } },
  item: { path: "item/:id", module: { loader: ({ params }: { params: { id: string } }) => ({ text: "Item", id: params.id }), default: Page } },
  broken: {
    path: "broken",
    module: {
      loader: () => {
        throw new Response("gone", { status: 410 });
      },
      default: Page,
    },
  },
  moved: { path: "moved", module: { loader: () => redirect("/item/1"), default: Page } },
};


describe("pages rendered with React Router's route objects built once per build", () => {
  it("finds React Router's internals (an upgrade that moved them fails here, and pages render with its own ServerRouter)", () => {
    expect(installed).toBe(true);
  });

  it("renders every page as React Router's own ServerRouter does, page after page, for each build", async () => {
    const builds = ["en1", "pcm1"].map((v) => [v, createRequestHandler(pageBuild(ROUTES, entry, v), "production")] as const);
    for (const round of [1, 2])
      for (const [version, handle] of builds)
        for (const [path, status, text] of [
          ["/", 200, "<h1>Home</h1>"],
          ["/item/7", 200, "listing 7"],
          ["/item/8", 200, "listing 8"],
          ["/broken", 410, "Something went wrong: 410"],
          ["/nowhere", 404, "Something went wrong: 404"],
        ] as const) {
          const res = await handle(new Request(`http://haya.test${path}`));
          const html = await res.text();
          expect({ round, version, path, status: res.status }).toEqual({ round, version, path, status });
          expect(html).toContain(text);
          // Each build's own modules, and the page's hydration data.
          expect(html).toContain(`/assets/entry.client-${version}.js`);
          if (status === 200) expect(html).toContain("window.__reactRouterContext.streamController.enqueue(");
        }
    const moved = await builds[0]![1](new Request("http://haya.test/moved"));
    expect([moved.status, moved.headers.get("Location")]).toEqual([302, "/item/1"]);
  });
});
