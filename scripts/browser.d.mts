/** The Chromium to use for the end-to-end tests (scripts/browser.mjs). */
export function findChromium(env?: NodeJS.ProcessEnv): { path: string; source: "CHROMIUM_PATH" | "system" | "playwright"; error?: undefined } | { error: string; path?: undefined } | undefined;
