// Parts of a page whose markup follows from a few values (decision 062): on the server each is rendered once per value
// and its markup written as it is; the browser renders and hydrates the same elements as ever (server-once.tsx, which
// the server's build replaces with this file). Icons (lib/server-icons.tsx) and the item page's calendar are kept so:
// the calendar is a fifth of an item page's elements, and rendering is most of a page's cost (docs/performance.md); its
// markup depends on its month, closed days, prices and choice, which most listings share.
import { createElement, type ReactElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";

/** Markup kept per store: a few hundred keys at most (a calendar is ~10 KB), forgotten all at once past that. */
const MAX_KEPT = 200;

/** A host element rendered once: its tag, its own props, and its children's markup. */
export interface Kept {
  type: string;
  props: Record<string, unknown>;
  inner: string;
}

/**
 * The host element `render()` gives (`<div className=…>…</div>`), from `store` when `key` was rendered before: its own
 * props kept, and its children's markup written as it is, so the page's HTML is byte for byte what rendering it gives
 * (server-once.test.ts, server-icons.test.ts). `key` must name everything the element depends on.
 * Not for elements whose children use `useId` (their ids would be of a render of their own, not the page's), read a
 * context (they are rendered outside the page's), suspend, or hoist resources into the page's head.
 */
export function keptElement(store: Map<string, Kept>, key: string, render: () => ReactElement<{ children?: ReactNode }>): ReactElement {
  let done = store.get(key);
  if (!done) {
    const element = render();
    if (typeof element.type !== "string") throw new Error(`keptElement: give it a host element, not a component (${key})`);
    const { children, ref: _ref, ...props } = element.props as { children?: ReactNode; ref?: unknown };
    const tag = element.type;
    const whole = renderToString(createElement(tag, null, children));
    if (!whole.startsWith(`<${tag}>`) || !whole.endsWith(`</${tag}>`)) throw new Error(`keptElement: its render gave more than one <${tag}> (${key})`);
    done = { type: tag, props, inner: whole.slice(tag.length + 2, -(tag.length + 3)) };
    if (store.size >= MAX_KEPT) store.clear();
    store.set(key, done);
  }
  return createElement(done.type, { ...done.props, dangerouslySetInnerHTML: { __html: done.inner } });
}

const parts = new Map<string, Map<string, Kept>>();

/** keptElement for a named part of a page (the calendar), kept under `key()`. */
export function renderedOnce(part: string, key: () => string, render: () => ReactElement<{ children?: ReactNode }>): ReactElement {
  let store = parts.get(part);
  if (!store) parts.set(part, (store = new Map()));
  return keptElement(store, key(), render);
}
