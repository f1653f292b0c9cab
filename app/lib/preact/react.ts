// React's API in the browser, served by Preact (decision 048): `react` resolves here in the client build only
// (vite.config.ts, preactInBrowser); the server renders with React itself.
import { Fragment, options, type VNode } from "preact";
import { useCallback, useEffect, useState, useSyncExternalStore as compatUseSyncExternalStore } from "preact/compat";

// @ts-expect-error -- compat's types are written as `export =`; the bundler reads its ES module, whose exports are named.
export * from "preact/compat";
export { default } from "preact/compat";

/** Whether the page's first render, hydration, is under way (set by react-dom-client.ts around it). */
let hydrating = false;
export function setHydrating(value: boolean): void {
  hydrating = value;
}

/**
 * useSyncExternalStore as React's: while hydrating, the server's snapshot (so the first render is the server's HTML,
 * which Preact keeps as it is), then the browser's from the next render on. Compat's reads the browser's at once, and
 * the page would keep the server's HTML under the browser's tree (a placeholder's aria-hidden around live buttons).
 */
export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot?: () => T): T {
  const [hydrated, setHydrated] = useState(!hydrating || getServerSnapshot === undefined);
  useEffect(() => {
    if (!hydrated) setHydrated(true);
  }, [hydrated]);
  return compatUseSyncExternalStore(subscribe, hydrated || !getServerSnapshot ? getSnapshot : getServerSnapshot);
}

/**
 * React 19's useOptimistic, which compat lacks: the passthrough value, or the value an action made of it until the
 * passthrough changes. React Router calls it on every render and sets it only with `useTransitions`, which Haya leaves
 * off.
 */
export function useOptimistic<S, A = S>(passthrough: S, reducer?: (state: S, action: A) => S): [S, (action: A) => void] {
  const [kept, setKept] = useState<{ base: S; value: S }>({ base: passthrough, value: passthrough });
  const current = kept.base === passthrough ? kept : { base: passthrough, value: passthrough };
  const add = useCallback(
    (action: A) =>
      setKept((k) => {
        const state = k.value;
        const value = reducer ? reducer(state, action) : typeof action === "function" ? (action as (s: S) => S)(state) : (action as unknown as S);
        return { base: k.base, value };
      }),
    [reducer],
  );
  return [current.value, add];
}

// Preact 11 renders into <html>, not the document: the root route's <html> element is hydrated as its children, so the
// server's <html> (with its lang) stays the page's.
const nextVnode = options.vnode;
options.vnode = (vnode: VNode) => {
  if (vnode.type === "html") vnode.type = Fragment;
  // React's onChange on a form hears its fields as they are typed in (React listens to input events); Preact's would
  // hear the browser's change event, sent when a field loses focus.
  else if (vnode.type === "form" && vnode.props && "onChange" in vnode.props && !("onInput" in vnode.props)) {
    const { onChange, ...rest } = vnode.props as Record<string, unknown>;
    vnode.props = { ...rest, onInput: onChange } as unknown as typeof vnode.props;
  }
  // An image's address is set last, as React DOM does: set before `loading="lazy"`, the browser would fetch it at once.
  else if (vnode.type === "img" && vnode.props && ("src" in vnode.props || "srcSet" in vnode.props)) {
    const { src, srcSet, ...rest } = vnode.props as Record<string, unknown>;
    vnode.props = { ...rest, ...(srcSet === undefined ? {} : { srcSet }), ...(src === undefined ? {} : { src }) } as typeof vnode.props;
  }
  nextVnode?.(vnode);
};
