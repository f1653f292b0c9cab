// Vite builds the React Router app (client + server bundles) with Tailwind CSS.
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

const APP = fileURLToPath(new URL("./app/", import.meta.url));
const SERVER = fileURLToPath(new URL("./server/", import.meta.url));
const ROOT = fileURLToPath(new URL("./app/root.tsx", import.meta.url));
const MESSAGES = fileURLToPath(new URL("./core/paraglide/messages.js", import.meta.url));
const message = (key: string) => fileURLToPath(new URL(`./core/paraglide/messages/${key}.js`, import.meta.url));
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null };

/**
 * What the root route (header, footer, their messages) imports, which every page runs. Walked through our own modules
 * only: through a package or the messages' index (`m`, which re-exports all 2,500) it would take in what nobody calls;
 * a module's messages are the `m.key` it names. Each build is its own process (scripts/build-locales.mjs), so once.
 */
let shell: Set<string> | undefined;
function inShell(id: string, graph: ModuleGraph) {
  if (!shell) {
    shell = new Set();
    const todo = [ROOT];
    while (todo.length) {
      const info = graph.getModuleInfo(todo.pop()!);
      if (!info) continue;
      const deps = info.importedIds.filter((dep) => !/[\\/]node_modules[\\/]/.test(dep) && dep !== MESSAGES);
      if (info.importedIds.includes(MESSAGES)) for (const [, key] of (info.code ?? "").matchAll(/\bm\.(\w+)/g)) deps.push(message(key!));
      for (const dep of deps) if (!shell.has(dep)) todo.push((shell.add(dep), dep));
    }
  }
  return id !== ROOT && shell.has(id);
}

// Every page needs React and React Router (framework) and the root route's header and footer (shell). The rest of the
// app's shared code is cut by which pages use it (entriesAware): one chunk of all of it cost the home page ~10 KB of
// forms, messages and places it never shows (issue 39). Pieces under 8 KB of source are merged into their nearest
// neighbour, so that a page loads ~10–20 scripts, not 30–50 (Caddy serves them over HTTP/2, all at once). The bound
// is 7,900 B: the admin pages' shared messages and parts are ~7.9 KB since their keys are admin_* rather than
// console_* (decision 050), and at 8,000 they would be merged into the piece the category and 404 pages load.
const clientChunks = {
  groups: [
    { name: "framework", test: /node_modules[\\/](preact|react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/, priority: 3 },
    { name: (id: string, graph: ModuleGraph) => (inShell(id, graph) ? "shell" : null), priority: 2 },
    // Owners' forms (listing-form) are shared by their own pages only: kept out, so that a renter's page never loads them
    // (nor zod, which their rules bring).
    // Nor the booking components (states, receipt, pay boxes, moves) that the booking, cart and My Rentals pages share:
    // left to the bundler, they go in a chunk of those pages' own. So are the listing, calendar and booking rules those
    // pages share with the server (core/, from server/ since issue 35), as before they moved.
    // An area's own components (app/routes/<area>/components/, decision 050) are shared among that area's pages here,
    // as they were from app/components/ (what one page alone uses stays in its own chunk: minShareCount).
    {
      name: "shared",
      test: /app[\\/](components(?![\\/]listing-form[\\/]|[\\/]booking[\\/](?!quote-lines|booking-figures|booking-format))|routes[\\/][^\\/]+[\\/]components|lib|hooks)[\\/]|[\\/]core[\\/](?!(listing-limits|calendar-limits|booking-states|pickup|quote|day-prices)\.ts$|paraglide[\\/]messages[\\/]listing_(weekend|day_price|prices_by_day))|node_modules[\\/](lucide-react|clsx|class-variance-authority)[\\/]/,
      minShareCount: 2,
      priority: 1,
      entriesAware: true,
      entriesAwareMergeThreshold: 7900,
    },
  ],
};
/** A piece of the shared group is named after the pages that share it ("shared~home~browse~…"): "shared" is enough. */
const chunkFileNames = (chunk: { name: string }) => (chunk.name.startsWith("shared~") ? "assets/shared-[hash].js" : "assets/[name]-[hash].js");

/**
 * Each browser chunk's name that holds across builds, for the byte budgets (tests/e2e/budgets.spec.ts), which name the
 * chunk that grew: a route's or a lazily loaded component's own chunk is named after its module (`routes/item/$id`,
 * `routes/item/components/photo-viewer`), the groups after theirs (`framework`, `shell`), and a piece of the shared
 * group after the modules that load it, less `routes/` (`shared~browse/index~item/$id`; past 100 characters, cut and
 * ended with a hash of the whole). Rolldown names those pieces after the loaders' file names, which say little since
 * pages are named after their URLs (`index`, `$id`: decision 050). File names say neither: they carry a hash, and
 * every shared piece is written as `shared-[hash].js`. Written beside the build's client and server folders as
 * chunk-names.json (`/assets/<file>` → name); scripts/build-locales.mjs keeps it per language in build/server.
 */
let entryOrder: string[] = [];
const chunkNames: Plugin = {
  name: "haya:chunk-names",
  apply: "build",
  applyToEnvironment: (environment) => environment.name === "client",
  buildStart(options) {
    entryOrder = Object.values(options.input).map((id) => id.replace(/\?.*$/, ""));
  },
  writeBundle(options, bundle) {
    // The client entry, the root and the routes in app/routes.ts's order, then lazily loaded modules.
    const rank = (id: string) => (entryOrder.indexOf(id.replace(/\?.*$/, "")) + 1 || Infinity);
    const chunks = Object.values(bundle).flatMap((c) => (c.type === "chunk" ? [c] : []));
    const own = new Map<string, string>();
    const entries = chunks.filter((c) => (c.isEntry || c.isDynamicEntry) && c.facadeModuleId?.startsWith(APP));
    for (const c of entries.sort((a, b) => rank(a.facadeModuleId!) - rank(b.facadeModuleId!) || a.fileName.localeCompare(b.fileName))) {
      own.set(c.fileName, path.relative(APP, c.facadeModuleId!).replace(/\\/g, "/").replace(/\.[jt]sx?(\?.*)?$/, ""));
    }
    const importsOf = new Map(chunks.map((c) => [c.fileName, c.imports]));
    const loaders = new Map<string, string[]>();
    for (const [file, name] of own) {
      const reached = new Set<string>();
      for (const todo = [file]; todo.length; ) for (const dep of importsOf.get(todo.pop()!) ?? []) if (!reached.has(dep)) todo.push((reached.add(dep), dep));
      for (const dep of reached) loaders.set(dep, [...(loaders.get(dep) ?? []), name.replace(/^routes\//, "")]);
    }
    const sharedName = (file: string) => {
      const full = ["shared", ...(loaders.get(file) ?? [])].join("~");
      return full.length <= 100 ? full : `${full.slice(0, 91)}~${createHash("sha256").update(full).digest("hex").slice(0, 8)}`;
    };
    const names: Record<string, string> = {};
    const taken = new Map<string, string>();
    for (const chunk of chunks) {
      const name = own.get(chunk.fileName) ?? (chunk.name.startsWith("shared~") ? sharedName(chunk.fileName) : chunk.name);
      if (taken.has(name)) throw new Error(`two chunks would be named ${name}: ${taken.get(name)} and ${chunk.fileName}`);
      taken.set(name, chunk.fileName);
      names[`/${chunk.fileName}`] = name;
    }
    fs.writeFileSync(path.join(options.dir!, "..", "chunk-names.json"), JSON.stringify(names, null, 1));
    // CHUNK_MODULES=<file>: each chunk's modules with their minified sizes, to see what moved between two builds
    // (docs/performance.md).
    if (process.env.CHUNK_MODULES) fs.writeFileSync(process.env.CHUNK_MODULES, JSON.stringify(Object.fromEntries(chunks.map((c) => [names[`/${c.fileName}`], c.moduleIds.map((id) => `${path.relative(APP, id)} ${c.modules[id]?.renderedLength}`)])), null, 1));
  },
};

/**
 * server/ runs only on the server (README, Layout): the browser's code imports only types from it, and React Router
 * takes route modules' loaders and actions, with what only they import, out of the browser. The linter refuses most
 * wrong imports (eslint.config.js, decision 047) but cannot tell whether a route's component uses what its action
 * imports; this build can, and stops, naming the modules, when any of server/ reaches a browser chunk.
 */
const serverStaysOnServer: Plugin = {
  name: "haya:server-stays-on-server",
  apply: "build",
  applyToEnvironment: (environment) => environment.name === "client",
  generateBundle(_options, bundle) {
    const leaked = Object.values(bundle).flatMap((chunk) => (chunk.type === "chunk" ? chunk.moduleIds.filter((id) => id.startsWith(SERVER)) : []));
    if (leaked.length) throw new Error(`server/ modules in the browser's bundle (take what pages need from core/): ${[...new Set(leaked)].map((id) => path.relative(SERVER, id)).join(", ")}`);
  },
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

// The browser's React is Preact, through preact/compat and Haya's shims of what compat lacks (decision 048): ~47 KB
// less on every page's first view. The client build only, and only `vite build`: the server renders with React, and
// the development server keeps React for its fast refresh.
const PREACT: Record<string, string> = {
  react: fileURLToPath(new URL("./app/lib/preact/react.ts", import.meta.url)),
  "react-dom": fileURLToPath(new URL("./app/lib/preact/react-dom.ts", import.meta.url)),
  "react-dom/client": fileURLToPath(new URL("./app/lib/preact/react-dom-client.ts", import.meta.url)),
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-runtime",
};
const preactInBrowser: Plugin = {
  name: "haya:preact-in-browser",
  enforce: "pre",
  apply: "build",
  applyToEnvironment: (env) => env.name === "client",
  async resolveId(id, importer, options) {
    const to = PREACT[id];
    if (!to || importer?.includes("/app/lib/preact/")) return null;
    return this.resolve(to, importer, { ...options, skipSelf: true });
  },
};

// The server's build renders each icon's paths once per props (app/lib/server-icons.tsx): lucide's Icon module gets the
// wrapper around its export. The browser's build is untouched. A lucide-react whose Icon module no longer ends so stops
// the build here rather than quietly losing it.
const SERVER_ICONS = fileURLToPath(new URL("./app/lib/server-icons.tsx", import.meta.url));
const iconsRenderedOnce: Plugin = {
  name: "haya:icons-rendered-once",
  applyToEnvironment: (env) => env.name === "ssr",
  transform: {
    filter: { id: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]Icon\.mjs$/ },
    handler: (code) => {
      const ending = "export { Icon as default };";
      if (!code.includes(ending)) throw new Error(`lucide-react's Icon.mjs no longer ends with "${ending}": update iconsRenderedOnce (vite.config.ts)`);
      return code.replace(ending, `import { renderedOnce } from ${JSON.stringify(SERVER_ICONS)};\nconst IconRenderedOnce = renderedOnce(Icon);\nexport { IconRenderedOnce as default };`);
    },
  },
};

const SERVER_ONCE = fileURLToPath(new URL("./app/lib/server-once.server.tsx", import.meta.url));
/**
 * Parts of a page rendered once per what they depend on (app/lib/server-once.server.tsx, decision 062) are the server's
 * alone: its build and development server get that file where pages import app/lib/server-once.tsx, the browser's
 * pass-through, so no server renderer comes in the browser's bytes. A server build that never met the pass-through (a
 * file moved or renamed) stops: it would otherwise render every part every time, and nothing else would tell.
 */
const serverOnce: Plugin = {
  name: "haya:server-once",
  applyToEnvironment: (env) => env.name === "ssr",
  transform: {
    filter: { id: /[\\/]app[\\/]lib[\\/]server-once\.tsx$/ },
    handler() {
      swapped = true;
      return `export * from ${JSON.stringify(SERVER_ONCE)};`;
    },
  },
  configResolved(config) {
    building = config.command === "build";
  },
  buildStart() {
    swapped = false;
  },
  buildEnd(error) {
    if (building && !error && !swapped) this.error("app/lib/server-once.tsx never reached the server's build: update `serverOnce` (vite.config.ts)");
  },
};
let swapped = false;
let building = false;

export default defineConfig(({ command }) => ({
  // Messages (messages/*.json) compiled to core/paraglide first: project.inlang/paraglide.config.js (decision 038).
  plugins: [preactInBrowser, iconsRenderedOnce, serverOnce, paraglideVitePlugin({ project: "./project.inlang", outdir: "./core/paraglide" }), quietMessages, keptFormatters, chunkNames, serverStaysOnServer, tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)), "@core": fileURLToPath(new URL("./core", import.meta.url)) },
  },
  build: { assetsInlineLimit: 0 },
  // The server bundle takes in the icons its pages use (tree-shaken) instead of loading lucide-react's whole build
  // (~1,600 icons): that cost every server process ~44 MB of memory at start (issue 39, item 8).
  ssr: { noExternal: ["lucide-react"] },
  // React Router 8 builds through Vite's environments: the chunk groups are the browser's alone.
  environments: {
    client: {
      define: clientLocale(command) ? { "globalThis.__PARAGLIDE_STATIC_LOCALE__": JSON.stringify(clientLocale(command)) } : {},
      build: { rolldownOptions: { output: { codeSplitting: clientChunks, chunkFileNames } } },
    },
  },
}));
