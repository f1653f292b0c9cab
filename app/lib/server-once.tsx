// Parts of a page rendered once on the server per what they depend on (decision 062, server-once.server.tsx). This is
// the browser's build: there every part renders as ever, and no server renderer comes in its bytes. The server's build
// (and its development server) gets server-once.server.tsx in this file's place: vite.config.ts's `serverOnce`.
import type { ReactElement, ReactNode } from "react";

export function renderedOnce(_part: string, _key: (path: string | undefined) => string, render: () => ReactElement<{ children?: ReactNode }>, _max?: number, _address?: boolean): ReactElement {
  return render();
}

/** Markup made once by its caller (on the server, spliced into the page as bytes): here, the markup itself. */
export const splicedMarkup = (html: string): string => html;
