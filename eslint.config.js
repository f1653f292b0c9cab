// Lint rules: typescript-eslint's recommended set plus the React hooks rules.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build", "data", ".react-router", "node_modules", "test-results", "playwright-report", "core/paraglide"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
    },
  },
  // Journeys use the `test` of tests/e2e/helpers.ts (or accounts-helpers.ts, built on it): it fails a test whose pages
  // broke their Content-Security-Policy or Permissions-Policy.
  {
    files: ["tests/e2e/**/*.ts"],
    ignores: ["tests/e2e/helpers.ts"],
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "@playwright/test", importNames: ["test"], message: "Import test from ./helpers or ./accounts-helpers." }] }],
    },
  },
  // The service worker runs in its own global scope (clients, registration…), not a window.
  { files: ["public/sw.js"], languageOptions: { globals: { ...globals.serviceworker } } },
);
