// The reader's language on a page (decision 038): which one it is, and where the compiled messages (core/paraglide,
// from messages/*.json) read it. The URL decides: /pcm/… is Pidgin, the rest English (core/locales.ts).
import { useLocation } from "react-router";
import { localeOfPath, type Locale } from "@core/locales";
import { overwriteGetLocale } from "@core/paraglide/runtime";

declare global {
  /** Set by Vite's `define` in each language's browser build (vite.config.ts); undefined on the server and in development. */
  var __PARAGLIDE_STATIC_LOCALE__: Locale | undefined;
}

/**
 * The one language this browser build's messages speak (decision 044), or undefined where they speak both (the server,
 * the development server, tests). A page in the other language needs a document load: the server sends it with that
 * language's build.
 */
export const buildLocale: Locale | undefined = globalThis.__PARAGLIDE_STATIC_LOCALE__;

/** In the browser: the language of the page the root layout is rendering (showLocale). */
let shown: Locale = "en";
/** On the server: the language of the request being answered (entry.server.tsx: server/http/request-locale.ts). */
let ofRequest: (() => Locale | undefined) | undefined;

overwriteGetLocale(() => ofRequest?.() ?? shown);

/** Server only: messages take the language of the request being answered from `source`. */
export function readRequestLocaleFrom(source: () => Locale | undefined) {
  ofRequest = source;
}

/** The root layout, as it renders a page: its messages are in `locale` (the whole page re-renders on a change). */
export function showLocale(locale: Locale) {
  shown = locale;
}

/** The language of the page being shown. */
export const useLocale = (): Locale => localeOfPath(useLocation().pathname);
