// End-to-end tests: the built site in Debian's Chromium, on a fresh database (embedded, or PostgreSQL when TEST_DATABASE_URL is set).
import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./scripts/browser.mjs";

const port = Number(process.env.E2E_PORT ?? 3210);

/**
 * What the page is made of, not what the database holds: layouts at 360 px, bytes sent, the API reference, screenshots,
 * every route in both languages, security headers and the offline service worker. CI runs `npm test` on the embedded
 * database, then again on PostgreSQL with TEST_DATABASE_ONLY=1 (decision 040): the second run leaves these out, and axe
 * (a11y.ts), because the same build sends the same markup whatever database answers.
 */
const MARKUP_ONLY = ["narrow-screens.spec.ts", "budgets.spec.ts", "api-docs.spec.ts", "browse-phone.spec.ts", "language-routes.spec.ts", "security-headers.spec.ts", "offline.spec.ts"];

export default defineConfig({
  testDir: "tests/e2e",
  testIgnore: process.env.TEST_DATABASE_ONLY ? MARKUP_ONLY.map((f) => `**/${f}`) : [],
  fullyParallel: true,
  // Two, one per core of CI's machine. E2E_WORKERS sets another number, to measure the suite's time: three took 16.6 min
  // on PGlite against two's 14.1 (its one process answers every browser), 11.3 against 12.3 on PostgreSQL
  // (docs/benchmarks.md).
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  // Screenshot tests (browse-phone.spec.ts) compare with the picture committed for this platform; where there is none yet
  // (another operating system's fonts), the first run writes it and passes.
  updateSnapshots: "missing",
  expect: { toHaveScreenshot: { animations: "disabled", caret: "hide", scale: "css" } },
  // Journeys with two or three people, each joining (an argon2 hash) and checked with axe, take 20-30 s on CI's two cores
  // with two workers: 60 s leaves them room. A wrong page still fails at once, on its locator's own 5 s.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      // CHROMIUM_PATH, the system's headless shell, Chrome or Chromium, or Playwright's own (`npm test` installs one first if none).
      executablePath: findChromium(process.env, { shell: true })?.path,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [
    { name: "mobile", use: { ...devices["Pixel 7"], defaultBrowserType: "chromium" } },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/api/v1/categories`,
    // The embedded database migrates and seeds the demo catalogue and people first: a minute, more on a loaded machine.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
