// Parts of a page whose markup follows from a few values (decision 062): on the server each is rendered once per value
// and its markup written as it is, the way icons are (lib/server-icons.tsx); the browser renders and hydrates the same
// elements as ever (server-once.tsx, which the server's build replaces with this file). The item page's calendar is a
// fifth of its elements, and rendering is most of a page's cost (docs/performance.md); a calendar's markup depends on
// its month, closed days, prices and choice, which most listings share.
import { createElement, type ReactElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";

/** Markup kept per part: a few hundred keys each at most (a calendar is ~10 KB), forgotten all at once past that. */
const MAX_PER_PART = 200;

interface Kept {
  type: string;
  props: Record<string, unknown>;
  inner: string;
}
const kept = new Map<string, Map<string, Kept>>();

/**
 * `render()`, a host element (`<div className=…>…</div>`): in the browser as it is; on the server its children's markup
 * is kept under `part` and `key()`, which must name everything the element depends on, and written as it is the next
 * time. `wrap` puts the children in the contexts they read (a router, for links), which a render of its own does not
 * have. The element keeps its own props, so the page's HTML is byte for byte what rendering it gives (server-once.test.ts).
 * Not for parts that use `useId` (its ids would be of the render of their own, not the page's), suspend, or hoist
 * resources into the page's head: those are the page render's alone.
 */
export function renderedOnce(part: string, key: () => string, render: () => ReactElement<{ children?: ReactNode }>, wrap?: (children: ReactNode) => ReactElement): ReactElement {
  let byKey = kept.get(part);
  if (!byKey) kept.set(part, (byKey = new Map()));
  const k = key();
  let done = byKey.get(k);
  if (!done) {
    const element = render();
    if (typeof element.type !== "string") throw new Error(`renderedOnce("${part}"): give it a host element, not a component`);
    const { children, ...props } = element.props;
    const tag = element.type;
    const whole = renderToString(wrap ? wrap(createElement(tag, null, children)) : createElement(tag, null, children));
    if (!whole.startsWith(`<${tag}>`) || !whole.endsWith(`</${tag}>`)) throw new Error(`renderedOnce("${part}"): its render gave more than one <${tag}>`);
    done = { type: tag, props, inner: whole.slice(tag.length + 2, -(tag.length + 3)) };
    if (byKey.size >= MAX_PER_PART) byKey.clear();
    byKey.set(k, done);
  }
  return createElement(done.type, { ...done.props, dangerouslySetInnerHTML: { __html: done.inner } });
}
