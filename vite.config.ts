// Vite builds the React Router app (client + server bundles) with Tailwind CSS.
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

// Every page needs React, React Router and a handful of shared components. Left alone the bundler
// cuts them into ~16 files, and on HTTP/1.1 over a slow phone link each file costs a round trip
// before it costs bytes; two groups bring a page down to about 5 script requests.
const clientChunks = {
  groups: [
    { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/, priority: 2 },
    // Owners' forms (listing-form) are shared by their own pages only: kept out, so that a renter's page never loads them
    // (nor zod, which their rules bring).
    // Nor a booking's own components (cards, states, receipt, earnings, pay boxes), which only the booking, cart and My
    // Rentals pages use: left to the bundler, they go in a chunk of those pages' own.
    { name: "shared", test: /app[\\/](components(?![\\/](listing-form|earnings)[\\/]|[\\/]booking[\\/](?!booking-panel|quote-lines|use-quote|booking-choice|booking-figures|booking-format))|lib|hooks)[\\/]|[\\/]core[\\/]|node_modules[\\/](lucide-react|clsx|class-variance-authority)[\\/]/, minShareCount: 2, priority: 1 },
  ],
};

/**
 * The language a client build speaks (decision 044): `npm run build` builds the browser's code once per language
 * (scripts/build-locales.mjs), and each message's other-language function is dead code there. Paraglide's messages read
 * `globalThis.__PARAGLIDE_STATIC_LOCALE__` first (project.inlang/paraglide.config.js); the server bundle and the
 * development server leave it undefined and speak both languages. (English, core/locales.ts's BASE_LOCALE, is written
 * out here: Vite's config loader wants no extensionless import.)
 */
const clientLocale = (command: string) => (command === "build" ? (process.env.HAYA_CLIENT_LOCALE ?? "en") : undefined);

/**
 * Per-language messages (project.inlang/paraglide.config.js) each carry a warning, for a caller asking them for a
 * language the build does not speak. Haya's browser code never names a language (the page's is the one), and on the
 * server, which speaks both, the warning cannot fire; in 2,500 messages it cost pages ~1 KB and the server bundle 0.5 MB.
 */
const OVERRIDE_WARNING =
  'if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")';
const quietMessages: Plugin = {
  name: "haya:quiet-messages",
  transform: { filter: { id: /[\\/]core[\\/]paraglide[\\/]messages[\\/]/ }, handler: (code) => code.replaceAll(OVERRIDE_WARNING, "") },
};

/**
 * Paraglide's plural(), number() and date() build a new Intl formatter on every call: on a rendered page that was ~3 % of
 * the server's CPU (issue 39's profile). Each formatter is kept per language and options instead. A Paraglide whose
 * registry no longer reads as expected stops the build rather than silently losing this.
 */
const INTL_FORMATTERS = /new (Intl\.(?:PluralRules|NumberFormat|DateTimeFormat))\(locale, options\)/g;
const KEPT_FORMATTER =
  "const keptFormatters = new Map();\nconst kept = (Kind, locale, options) => { const key = `${Kind.name} ${locale} ${JSON.stringify(options ?? {})}`; let f = keptFormatters.get(key); if (!f) keptFormatters.set(key, (f = new Kind(locale, options))); return f; };\n";
const keptFormatters: Plugin = {
  name: "haya:kept-formatters",
  transform: {
    filter: { id: /[\\/]core[\\/]paraglide[\\/]registry\.js$/ },
    handler: (code) => {
      const found = code.match(INTL_FORMATTERS)?.length ?? 0;
      if (found !== 3) throw new Error(`core/paraglide/registry.js: expected Paraglide's 3 Intl formatters per call, found ${found}`);
      return KEPT_FORMATTER + code.replace(INTL_FORMATTERS, "kept($1, locale, options)");
    },
  },
};

export default defineConfig(({ command }) => ({
  // Messages (messages/*.json) compiled to core/paraglide first: project.inlang/paraglide.config.js (decision 038).
  plugins: [paraglideVitePlugin({ project: "./project.inlang", outdir: "./core/paraglide" }), quietMessages, keptFormatters, tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)), "@core": fileURLToPath(new URL("./core", import.meta.url)) },
  },
  build: { assetsInlineLimit: 0 },
  // React Router 8 builds through Vite's environments: the chunk groups are the browser's alone.
  environments: {
    client: {
      define: clientLocale(command) ? { "globalThis.__PARAGLIDE_STATIC_LOCALE__": JSON.stringify(clientLocale(command)) } : {},
      build: { rolldownOptions: { output: { codeSplitting: clientChunks } } },
    },
  },
}));
