// Paraglide JS (decision 038): compiles messages/{en,pcm}.json into one tree-shakable function per message in
// core/paraglide (generated, not committed) for Vite, Vitest and the type check alike. The message-format plugin is
// loaded from node_modules (project.inlang/settings.json), never from a CDN, so the build needs no network.
// The locale is Haya's own (app/lib/i18n.ts overwrites getLocale): the URL's /pcm prefix, nothing Paraglide guesses.
import { defineConfig } from "@inlang/paraglide-js";

export default defineConfig({
  outdir: "./core/paraglide",
  strategy: ["baseLocale"],
  disableAsyncLocalStorage: true,
  // One module per message in every mode. Paraglide's Vite plugin otherwise writes a module per language outside
  // production (Vitest's NODE_ENV=test, the development server), and each compile whose output differs from what is on
  // disk first deletes core/paraglide: a build or a test server starting during the unit tests then pulled the files
  // from under the processes reading them (a child server failed to find messages/en.js). With the same output
  // everywhere, every compile after the first finds nothing to write.
  outputStructure: "message-modules",
  emitTsDeclarations: true,
  emitReadme: false,
  // Each message reads this before the locale: left undefined on the server (both languages), and replaced by Vite's
  // `define` in each language's client build (vite.config.ts), where the other language's function is dead code and goes
  // (decision 044). Paraglide's own contract for per-locale builds: it must be written exactly so, and it keeps the
  // expression in every message module instead of reading it from runtime.js, where a bundler could not fold it.
  experimentalStaticLocale: "/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__",
});
