// Paraglide JS (decision 038): compiles messages/{en,pcm}.json into one tree-shakable function per message in
// core/paraglide (generated, not committed) for Vite, Vitest and the type check alike. The message-format plugin is
// loaded from node_modules (project.inlang/settings.json), never from a CDN, so the build needs no network.
// The locale is Haya's own (app/lib/i18n.ts overwrites getLocale): the URL's /pcm prefix, nothing Paraglide guesses.
import { defineConfig } from "@inlang/paraglide-js";

export default defineConfig({
  outdir: "./core/paraglide",
  strategy: ["baseLocale"],
  disableAsyncLocalStorage: true,
  emitTsDeclarations: true,
  emitReadme: false,
});
