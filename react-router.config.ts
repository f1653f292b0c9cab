// React Router framework mode: server-rendered pages that hydrate in the browser.
import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // HAYA_BUILD_DIRECTORY: where scripts/build-locales.mjs builds another language's client, beside build/ (decision 044).
  buildDirectory: process.env.HAYA_BUILD_DIRECTORY ?? "build",
} satisfies Config;
