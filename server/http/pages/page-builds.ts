// Which browser build a page names (decision 044): the browser's code is built once per language, each message holding
// only that language's text, while the server bundle speaks both. So React Router's one server build answers every
// page, given the manifest (module URLs) of the build in the page's language: its own (English) or another's
// (build/server/assets.<locale>.json, scripts/build-locales.mjs).
import fs from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { BASE_LOCALE, LOCALES, localeOfPath, type Locale } from "../../../core/locales";

export type ClientAssets = ServerBuild["assets"];

/** The build to answer a request in `locale` with: the server build, naming the modules of that language's client. */
export function buildFor(build: ServerBuild, clientAssets: Partial<Record<Locale, ClientAssets>>, locale: Locale): ServerBuild {
  const assets = clientAssets[locale];
  return assets ? { ...build, assets } : build;
}

/**
 * Which language's build answers `url`: a page and its data by the path's language; React Router's route manifest
 * requests (lazy route discovery: `/__manifest?paths=…&version=…`) by the manifest version the browser runs, whatever
 * paths it asks about, so that the modules it is told of are its own language's (a version no build has gets English's,
 * which tells the browser to reload).
 */
export function buildLocaleOf(url: URL, build: ServerBuild, clientAssets: Partial<Record<Locale, ClientAssets>>): Locale {
  if (url.pathname === build.routeDiscovery.manifestPath) {
    const version = url.searchParams.get("version");
    return LOCALES.find((locale) => clientAssets[locale]?.version === version) ?? BASE_LOCALE;
  }
  return localeOfPath(url.pathname);
}

/**
 * Each language's client manifest for a built site (`buildDir`: build/): English's is the server build's own, the others
 * scripts/build-locales.mjs wrote beside it. A missing one stops the start: that language's pages would hydrate with the
 * other language's words.
 */
export function readClientAssets(buildDir: string, build: ServerBuild): Record<Locale, ClientAssets> {
  const read = (locale: Locale): ClientAssets => {
    if (locale === BASE_LOCALE) return build.assets;
    const file = path.join(buildDir, "server", `assets.${locale}.json`);
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: the site was not built for ${locale} (npm run build builds every language)`);
    return JSON.parse(fs.readFileSync(file, "utf8")) as ClientAssets;
  };
  return Object.fromEntries(LOCALES.map((locale) => [locale, read(locale)])) as Record<Locale, ClientAssets>;
}
