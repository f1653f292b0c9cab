// React DOM's client roots in the browser, served by Preact (decision 048).
import { hydrate, render } from "preact";
import { createRoot } from "preact/compat/client";
import { setHydrating } from "./react";

export { createRoot };

type Children = Parameters<typeof hydrate>[0];

/**
 * Hydrates `container` with `children` as React's hydrateRoot does. React holds hydration while a component suspends
 * (React Router's router does, until the page's data is decoded); Preact would throw the suspension out of hydrate().
 * So the tree is first rendered into a detached element, which starts whatever it waits for and stops there (a
 * suspension aborts the render before anything is committed); the page is hydrated once that is done.
 */
export function hydrateRoot(container: Element | Document, children: Children) {
  // React's resource hints (module and photo preloads) are in the HTML only, not in the tree: Preact would take them for
  // the tree's own <link>s, one for one in order, and set their attributes on the wrong ones later. They have been read.
  for (const hint of document.head.querySelectorAll('link[rel="preload"], link[rel="modulepreload"]')) hint.remove();
  const root = createRoot(container as Element);
  void ready(children).then(() => {
    setHydrating(true);
    try {
      hydrate(children, container as Element);
    } finally {
      setHydrating(false);
    }
  });
  return root;
}

async function ready(children: Children): Promise<void> {
  const probe = document.createElement("div");
  for (let tries = 0; tries < 10; tries++) {
    try {
      render(children, probe);
      return;
    } catch (thrown) {
      if (!(thrown instanceof Promise)) throw thrown;
      await thrown.catch(() => {});
    } finally {
      render(null, probe);
    }
  }
}
