import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, Link as RouterLink, NavLink as RouterNavLink, StaticRouterProvider, type LinkProps, type NavLinkProps } from "react-router";
import { describe, expect, it } from "vitest";
import { serverLink as maybeServerLink, serverNavLink as maybeServerNavLink } from "./links";

const serverLink = maybeServerLink!;
const serverNavLink = maybeServerNavLink!;

/** Renders `node` as the server renders a page at `url`: inside React Router's static router. */
async function rendered(url: string, node: () => ReactNode) {
  const routes = [{ id: "root", path: "/", children: [{ id: "page", path: "*", Component: () => node() }] }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://haya.test${url}`));
  if (context instanceof Response) throw new Error("unexpected response");
  return renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context, hydrate: false }));
}

const cases: [string, Omit<LinkProps, "to">][] = [
  ["/", {}],
  ["/item/12", { className: "underline", children: "A car" }],
  ["/browse?search=generator&state=Lagos", { "aria-label": "Search" }],
  ["/vehicles/cars#top", {}],
  ["/pcm/item/12", { prefetch: "intent" }],
  ["/saved/", { target: "_blank", rel: "noopener" }],
  ["/a/./b/../c", {}],
  ["/item/12?", { discover: "none" }],
  ["/item/12#", { reloadDocument: true, replace: true, state: { from: "x" }, preventScrollReset: true, viewTransition: true }],
  ["/search?q=%C3%A9t%C3%A9", { id: "x", title: "t", style: { color: "red" } }],
  ["/item/12", { onClick: () => {}, role: "button", tabIndex: 0 }],
];

describe("a link on the server", () => {
  it("is the <a> React Router's Link renders, for site paths, on any page", async () => {
    for (const page of ["/", "/item/7", "/pcm/browse?x=1"])
      for (const [to, props] of cases) {
        const theirs = await rendered(page, () => createElement(RouterLink, { ...props, to }));
        // Link takes `prefetch` for itself (intent: handlers only, nothing in the HTML) and hands serverLink the rest.
        const { prefetch: _prefetch, ...rest } = props;
        const ours = await rendered(page, () => serverLink(to, rest));
        expect({ page, to, html: ours }).toEqual({ page, to, html: theirs });
      }
  });

  it("is left to React Router's Link for relative paths and other sites", () => {
    for (const to of ["item/12", "../x", "?page=2", "#reviews", "//evil.example/x", "https://haya.ng/", "mailto:help@haya.ng"]) expect(serverLink(to, {})).toBeUndefined();
  });

  it("as a NavLink is the <a> React Router's NavLink renders, active or not", async () => {
    const navCases: [string, Omit<NavLinkProps, "to">][] = [
      ["/browse", { className: ({ isActive }) => (isActive ? "on" : "off"), children: "Browse" }],
      ["/vehicles", { className: "nav", children: ({ isActive }) => (isActive ? "Here" : "There") }],
      ["/vehicles", { end: true, style: ({ isActive }) => ({ fontWeight: isActive ? 700 : 400 }) }],
      ["/", { end: true, "aria-current": "location" }],
      ["/", {}],
      ["/Item/7", { caseSensitive: true }],
      ["/item/7", {}],
      ["/admin/claims", { end: true, className: ({ isActive }) => (isActive ? "font-semibold" : "") }],
      ["/pcm/browse", { prefetch: "intent", className: "x" }],
    ];
    for (const page of ["/", "/browse", "/vehicles/cars", "/vehicles", "/item/7", "/admin/claims/3", "/pcm/browse?x=1"])
      for (const [to, props] of navCases) {
        const theirs = await rendered(page, () => createElement(RouterNavLink, { ...props, to }));
        const { prefetch: _prefetch, ...rest } = props;
        const ours = await rendered(page, () => serverNavLink(to, new URL(page, "http://haya.test").pathname, rest));
        expect({ page, to, html: ours }).toEqual({ page, to, html: theirs });
      }
  });
});
