// End-to-end tests: the built site in Debian's Chromium, on a fresh database (embedded, or PostgreSQL when TEST_DATABASE_URL is set).
import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./scripts/browser.mjs";

const port = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
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
