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
  // React Router 8 hands loaders the raw request, whose URL is React Router's own on a client-side navigation
  // (`/browse.data?_routes=…`): pages read their address with pageUrl(request) (app/lib/page-url.server.ts).
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.ts", "app/lib/page-url.server.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "NewExpression[callee.name='URL'] > MemberExpression.arguments[object.name='request'][property.name='url']", message: "Use pageUrl(request) from ~/lib/page-url.server: on a client-side navigation request.url is React Router's .data URL." },
      ],
    },
  },
  // The service worker runs in its own global scope (clients, registration…), not a window.
  { files: ["public/sw.js"], languageOptions: { globals: { ...globals.serviceworker } } },
);
