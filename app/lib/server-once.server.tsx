// Parts of a page whose markup follows from a few values (decision 062): on the server each is rendered once per value
// and its markup written as it is; the browser renders and hydrates the same elements as ever (server-once.tsx, which
// the server's build replaces with this file). Icons (lib/server-icons.tsx), the item page's calendar and reviews, the
// footer's links and listing cards' details are kept so: the calendar is a fifth of an item page's elements and its
// reviews another, the footer's links a third of /login's, cards most of /browse's, and rendering is most of a page's
// cost (docs/performance.md). The calendar's markup depends on its month, closed days, prices and choice, which most
// listings share; the footer's on the page's language; a card's and a listing's reviews on their data.
import crypto from "node:crypto";
import { createElement, use, type Context, type ReactElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import * as Router from "react-router";
import { DataSaver } from "./data-saver";
import { escapedAsReact } from "./react-escape";
import { localeOfPath } from "@core/locales";
import { routerModules } from "../../server/http/pages/router-internals";

/** Markup kept per store unless it says otherwise: a few hundred keys (a calendar is ~10 KB), forgotten all at once past that. */
const MAX_KEPT = 200;

/**
 * Where a part's one value of the page's own goes in its kept markup (the page's address, in a card's heart form): a
 * private-use character, which no page writes.
 */
const HOLE = "\uE000";

/** A host element rendered once: its tag, its own props, and its children's markup (`around` the hole, if it has one). */
export interface Kept {
  type: string;
  props: Record<string, unknown>;
  inner: string;
  around?: string[];
  /** Its markup's bytes (`around` the hole, if it has one), made the first time a page is spliced with them; null if it cannot be. */
  slabs?: Buffer[] | null;
}

/**
 * A page rendered with its kept parts' markup left out (`html`, a mark where each goes) and their bytes beside it
 * (`slabs`). A page of 24 cards is then a string of a third of its size: one whole page's string (330 KB on /browse, two
 * bytes a character for its ₦) is a new large object of V8's on each request, whose memory the process touches afresh:
 * 80 page faults, the largest cost left on /browse (docs/benchmarks.md, 2026-12-02). The kept bytes are encoded once.
 */
export interface Spliced {
  html: string;
  slabs: Buffer[];
}

/**
 * What a mark starts with: a private-use character and this process's own random letters (96 bits), which no text of a
 * page can forge. Marks never leave the process: each is replaced by its part's bytes.
 */
const SPLICE = `\uE001${crypto.randomBytes(12).toString("base64url")}`;
const SPLICE_END = "\uE002";
/** The mark for a page's `index`th kept bytes. */
export const spliceMark = (index: number): string => `${SPLICE}${index}${SPLICE_END}`;
/** The slabs of the page being rendered with its parts spliced (renders are synchronous: one at a time). */
let splicing: Buffer[] | undefined;

/** `render()`'s markup (a page's renderToString), with the kept parts it renders marked and their bytes beside it. */
export function spliced(render: () => string): Spliced {
  const before = splicing;
  const slabs: Buffer[] = [];
  splicing = slabs;
  try {
    return { html: render(), slabs };
  } finally {
    splicing = before;
  }
}

/** A spliced page's pieces in order: its own markup (strings) and its kept parts' bytes (buffers). */
export function splicedPieces({ html, slabs }: Spliced): (string | Buffer)[] {
  const pieces: (string | Buffer)[] = [];
  let from = 0;
  for (let at = html.indexOf(SPLICE, from); at >= 0; at = html.indexOf(SPLICE, at + 1)) {
    const end = html.indexOf(SPLICE_END, at + SPLICE.length);
    const index = end < 0 ? "" : html.slice(at + SPLICE.length, end);
    const slab = /^\d{1,9}$/.test(index) ? slabs[Number(index)] : undefined;
    // Not a mark this render made (it cannot be, short of the letters): left as the text it is.
    if (!slab) continue;
    if (at > from) pieces.push(html.slice(from, at));
    pieces.push(slab);
    from = end + SPLICE_END.length;
  }
  if (from < html.length || pieces.length === 0) pieces.push(html.slice(from));
  return pieces;
}

const markupBytes = new Map<string, Buffer | null>();
/**
 * Markup its caller made once and keeps (the near filter's places, ~12,000 characters on every browse and category
 * page): in a spliced page, a mark and its bytes, made once; anywhere else, the markup. `html` must be as React would
 * write it where it goes (inside a `dangerouslySetInnerHTML`), and hold no script.
 */
export function splicedMarkup(html: string): string {
  if (!splicing) return html;
  let bytes = markupBytes.get(html);
  if (bytes === undefined) {
    if (markupBytes.size >= MAX_KEPT) markupBytes.clear();
    markupBytes.set(html, (bytes = spliceable(html, [html])?.[0] ?? null));
  }
  return bytes ? marked([bytes], undefined, splicing) : html;
}

const digests = new WeakMap<Buffer, Buffer>();
/** A kept part's bytes' SHA-1, made once: a page's hash takes it in their place (entry.server.tsx). */
export function slabDigest(slab: Buffer): Buffer {
  let digest = digests.get(slab);
  if (!digest) digests.set(slab, (digest = crypto.createHash("sha1").update(slab).digest()));
  return digest;
}

/** A spliced page as one string, as rendering it without splicing gives (for comparing renders). */
export const splicedText = (page: Spliced): string => splicedPieces(page).map((p) => (typeof p === "string" ? p : p.toString("utf8"))).join("");

/**
 * Set (SERVER_ONCE_CHECK=1, as the browser tests' server has it: scripts/e2e-server.mjs), every kept part is rendered
 * again on every page and compared with what was kept: a key that leaves out something the markup depends on fails the
 * page, with both markups in the error, instead of showing one page's part on another.
 */
export const checking = process.env.SERVER_ONCE_CHECK === "1";

/** A value of the page's own that a part shows but its key leaves out: kept as `mark`, written in as `value`. */
export interface Hole {
  mark: string;
  value: string;
}

/** Its children's markup, and the element's own props and tag; with `mark`, rendered with the mark in its value's place. */
function renderKept(render: () => ReactElement<{ children?: ReactNode }>, key: string, within: (node: ReactNode, marked: boolean) => ReactNode, mark?: string): Kept {
  // Whole: parts kept within it (icons in a card, or called by `render` itself) are written into its markup, not marked.
  const before = splicing;
  splicing = undefined;
  let element: ReactElement<{ children?: ReactNode }>;
  let whole: string;
  try {
    element = render();
    if (typeof element.type !== "string") throw new Error(`keptElement: give it a host element, not a component (${key})`);
    // React writes a newline more at the start of these when their markup begins with one, as it is written back.
    if (/^(pre|textarea|listing)$/.test(element.type)) throw new Error(`keptElement: not for a <${element.type}> (${key})`);
    whole = renderToString(within(createElement(element.type, null, element.props.children), mark !== undefined));
  } finally {
    splicing = before;
  }
  const { children: _children, ref: _ref, ...props } = element.props as { children?: ReactNode; ref?: unknown };
  const tag = element.type as string;
  if (!whole.startsWith(`<${tag}>`) || !whole.endsWith(`</${tag}>`)) throw new Error(`keptElement: its render gave more than one <${tag}> (${key})`);
  const inner = whole.slice(tag.length + 2, -(tag.length + 3));
  if (mark === undefined) return { type: tag, props, inner };
  const around = inner.split(mark);
  if (JSON.stringify(props).includes(HOLE) || around.some((part) => part.includes(HOLE))) {
    throw new Error(`keptElement: its markup uses the page's value otherwise than whole, which a kept part cannot hold (${key})`);
  }
  return { type: tag, props, inner, around };
}

/**
 * The host element `render()` gives (`<div className=…>…</div>`), from `store` when `key` was rendered before: its own
 * props kept, and its children's markup written as it is, so the page's HTML is byte for byte what rendering it gives
 * (server-once.test.ts, server-icons.test.ts). `key` must name everything the element depends on. `within` puts the
 * contexts its children read around their render, which is not the page's (`marked`: with the hole's mark in place of
 * its value). Not for elements whose children use `useId` (their ids would be of a render of their own, not the
 * page's), suspend or hoist resources into the page's head.
 * `hole`: one value the markup shows that the key leaves out (the page's address, in a card's heart form): kept with
 * its mark in its place and written into it, escaped, on each page.
 */
export function keptElement(
  store: Map<string, Kept>,
  key: string,
  render: () => ReactElement<{ children?: ReactNode }>,
  within: (node: ReactNode, marked: boolean) => ReactNode = (node) => node,
  max = MAX_KEPT,
  hole?: Hole,
): ReactElement {
  let done = store.get(key);
  // Joined by `+`, which links the kept strings rather than copying them (as join would, per part and page).
  const value = hole && escapedAsReact(hole.value);
  const markup = (kept: Kept) => (kept.around && value !== undefined ? kept.around.reduce((html, part) => `${html}${value}${part}`) : kept.inner);
  // A part with a hole is checked on its first render too: the mark written over is the page's value, nothing else.
  const hit = done !== undefined;
  if (!done) {
    done = renderKept(render, key, within, hole?.mark);
    if (store.size >= max) store.clear();
    store.set(key, done);
  }
  if (checking && (hit || hole)) {
    const again = renderKept(render, key, within);
    if (markup(done) !== again.inner || JSON.stringify(again.props) !== JSON.stringify(done.props)) {
      throw new Error(`keptElement: "${key}" names two different renders; its key leaves out something they depend on:\n${markup(done)}\n${again.inner}`);
    }
  }
  return createElement(done.type, { ...done.props, dangerouslySetInnerHTML: { __html: splicing && (value !== undefined || !done.around) && slabsFor(done) ? marked(done.slabs!, value, splicing) : markup(done) } });
}

/**
 * A kept part's pieces as bytes, in one allocation of their own: not in Node's shared pool, whose 64 KB blocks a kept
 * slice would hold on to for as long as it is kept.
 */
function slabsOf(texts: readonly string[]): Buffer[] {
  const sizes = texts.map((t) => Buffer.byteLength(t));
  const all = Buffer.allocUnsafeSlow(sizes.reduce((a, b) => a + b, 0));
  let at = 0;
  return texts.map((t, i) => {
    all.write(t, at);
    return all.subarray(at, (at += sizes[i]!));
  });
}

/**
 * `texts` (the pieces of `markup`) as bytes, or null if the markup cannot be spliced in as bytes: when it holds a script
 * (a page's scripts are hashed for its Content-Security-Policy from its own markup).
 */
const spliceable = (markup: string, texts: readonly string[]): Buffer[] | null => (/<script\b/i.test(markup) ? null : slabsOf(texts));

/** A kept part's bytes, made once (null if it cannot be spliced). */
const slabsFor = (kept: Kept): Buffer[] | null => (kept.slabs !== undefined ? kept.slabs : (kept.slabs = spliceable(kept.inner, kept.around ?? [kept.inner])));

/**
 * Kept bytes as marks for the page being spliced (added to `slabs`), with the hole's value between them when there are
 * several (a part kept with a hole: keptElement writes it whole when the page gives no value).
 */
function marked(kept: readonly Buffer[], value: string | undefined, slabs: Buffer[]): string {
  let html = "";
  for (const [i, slab] of kept.entries()) {
    if (i > 0) html += value;
    if (slab.byteLength === 0) continue;
    html += spliceMark(slabs.length);
    slabs.push(slab);
  }
  return html;
}

/**
 * The id of the route a part stands in, which React Router's fetchers and forms read (a card's heart is one): its package
 * does not export that context, so it is taken from its module file, of the build whose contexts these are.
 */
const routeId = (await routerModules("lib/context.js"))
  .filter((m) => m.LocationContext === Router.UNSAFE_LocationContext && m.RouteIdContext)
  .map((m) => m.RouteIdContext as Context<unknown>);
/** Found (server-once.test.ts): without it, a part with the page's address (a card with its heart) is rendered as ever. */
export const carriesRouteId = routeId.length > 0;

/**
 * The contexts a part's links and photos read (React Router's, and the data saver), as the page has them: a kept part is
 * rendered on its own, and these put it where the page would. Whatever else they give its markup must be in the part's
 * key; the language of the page's path, which its links take, and whether the page saves data, which its photos follow,
 * are put there by renderedOnce.
 */
const CARRIED = [
  Router.UNSAFE_DataRouterContext,
  Router.UNSAFE_DataRouterDataContext,
  Router.UNSAFE_DataRouterNavigationContext,
  Router.UNSAFE_DataRouterStateContext,
  Router.UNSAFE_FetchersContext,
  Router.UNSAFE_FrameworkContext,
  Router.UNSAFE_LocationContext,
  Router.UNSAFE_NavigationContext,
  Router.UNSAFE_RouteContext,
  Router.UNSAFE_ViewTransitionContext,
  ...routeId,
  DataSaver,
] as readonly Context<unknown>[];
const LOCATION = CARRIED.indexOf(Router.UNSAFE_LocationContext as Context<unknown>);
const SAVING = CARRIED.indexOf(DataSaver as Context<unknown>);

const parts = new Map<string, Map<string, Kept>>();

/**
 * keptElement for a named part of a page (the calendar, the footer's links, a listing card, an item's reviews), kept under
 * `key(path)`, `max` of them at most: `path` is the page's, for a part whose relative links follow it. Called as a
 * component renders: the contexts in CARRIED are read here, where the part would be, and put around its own render.
 * `address`: the part shows the page's own address (path and query, as a form's way back) and its key does not: it is
 * kept with a mark there (a location of the page's language whose path is the mark), and each page's address written in.
 */
export function renderedOnce(part: string, key: (path: string | undefined) => string, render: () => ReactElement<{ children?: ReactNode }>, max = MAX_KEPT, address = false): ReactElement {
  if (address && !carriesRouteId) return render();
  let store = parts.get(part);
  if (!store) parts.set(part, (store = new Map()));
  // Read on every render (`use` may be called in a loop): only a miss, or a check, uses them.
  const values = CARRIED.map((c) => use(c));
  const located = values[LOCATION] as { location?: Router.Location } | null;
  // Links put their paths in the language of the page's path (lib/links.tsx), which messages need not follow.
  const path = located?.location?.pathname;
  const language = path === undefined ? "" : localeOfPath(path);
  const hole = address && located?.location ? { mark: `${language === "pcm" ? "/pcm" : ""}/${HOLE}`, value: located.location.pathname + located.location.search } : undefined;
  const marked = hole && { ...located, location: { ...located!.location!, pathname: hole.mark, search: "", hash: "" } };
  const within = (node: ReactNode, mark: boolean) =>
    CARRIED.reduceRight<ReactNode>((inner, c, i) => createElement(c.Provider, { value: mark && i === LOCATION ? marked : values[i] }, inner), node);
  const named = key(path);
  // Text that holds the mark's character itself (a listing's title may: it is in the key) is rendered as ever.
  if (hole && named.includes(HOLE)) return render();
  // Photos are smaller for a phone saving data (lib/data-saver.ts): a part with one is kept apart for it.
  return keptElement(store, `${language}${values[SAVING] ? " saving" : ""} ${named}`, render, within, max, hole);
}
