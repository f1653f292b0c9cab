/** The Chromium to use for the end-to-end tests (scripts/browser.mjs); `shell`: a headless shell first, where there is one. */
export function findChromium(env?: NodeJS.ProcessEnv, opts?: { shell?: boolean }): { path: string; source: "CHROMIUM_PATH" | "system" | "playwright"; error?: undefined } | { error: string; path?: undefined } | undefined;
