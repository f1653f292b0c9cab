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
  ...walls(),
);

/**
 * The walls between the floors (CONVENTIONS.md, issue 35 items 2 and 5): `core/` imports only `core/`; nothing in
 * `server/` imports `app/`; `server/db/` imports no feature or HTTP; a feature imports no HTTP or `services.ts`; neither
 * imports the consumers on top (`server/seed/`, `server/commands/`, `server/bootstrap.ts`); the browser's code in `app/`
 * imports only types from `server/`; production code imports no test helper. Tests (`*.test.ts`, `server/testing/`,
 * `tests/`) may reach across, to drive the whole stack.
 *
 * Each wall is a pattern on the import as written (this repo's aliases and relative paths). ESLint keeps only the last
 * options a file matches for a rule, so each block below lists every wall its files stand behind. Type-only imports
 * count too, except the `app/` → `server/` types (typescript-eslint's `allowTypeImports`). scripts/walls.test.ts plants
 * one violation of each and sees it refused.
 */
function walls() {
  const wall = (regex, message) => ({ regex, caseSensitive: true, message });
  const testHelpers = [
    wall("(^|/)[^/]+\\.test(\\.tsx?)?$", "Production code imports no test file."),
    wall("^(\\.\\.?/)+(server/)?testing(/|$)|(^|/)server/testing(/|$)", "Production code imports no test helper (server/testing/)."),
    wall("^(\\.\\./)+tests(/|$)", "Production code imports nothing from tests/."),
  ];
  const noApp = [wall("^~/|^(\\.\\./)+app(/|$)", "server/ never imports from app/: move what both need to core/.")];
  const coreOnly = [
    wall("^~/|^(\\.\\./)+(app|server|tests|scripts)(/|$)", "core/ imports only core/ (and packages): it is the floor both sides stand on."),
  ];
  const dbWalls = [
    wall("^(\\.\\./)+(features|http)(/|$)|^(\\.\\./)+services$", "server/db/ imports no feature or HTTP module: they stand on it, not it on them."),
  ];
  const featureWalls = [
    wall("^(\\.\\./)+http(/|$)|^(\\.\\./)+services$", "A feature imports no HTTP module or server/services.ts: they stand on the features."),
  ];
  // The demo data, the command-line tools and the start-up drive the services as any caller does; a service or table
  // that needed them would tie the product to its demo and its tools.
  const consumerWall = [
    wall(
      "^(\\.\\./)+(seed|commands)(/|$)|^(\\.\\./)+bootstrap$",
      "server/db/ and the features import no seed, command or server/bootstrap.ts: those are consumers on top of them.",
    ),
  ];
  const browserWall = {
    caseSensitive: true,
    allowTypeImports: true,
    message: "The browser runs this module: import only types from server/, and take shared rules and limits from @core/.",
  };
  const restrict = (...groups) => ["error", { patterns: groups.flat() }];
  const tests = ["**/*.test.ts", "**/*.test.tsx", "server/testing/**", "tests/**"];
  return [
    { files: ["core/**/*.{ts,tsx}"], rules: { "no-restricted-imports": restrict(coreOnly, testHelpers) } },
    { files: ["core/**/*.test.ts"], rules: { "no-restricted-imports": restrict(coreOnly) } },
    { files: ["server/**/*.{ts,tsx,mjs}"], ignores: tests, rules: { "no-restricted-imports": restrict(noApp, testHelpers) } },
    { files: ["server/db/**/*.ts"], ignores: tests, rules: { "no-restricted-imports": restrict(noApp, testHelpers, dbWalls, consumerWall) } },
    { files: ["server/features/**/*.ts"], ignores: tests, rules: { "no-restricted-imports": restrict(noApp, testHelpers, featureWalls, consumerWall) } },
    { files: ["app/**/*.{ts,tsx}"], ignores: tests, rules: { "no-restricted-imports": restrict(testHelpers) } },
    // The browser runs app/'s modules, so they import only types from server/; what both sides need lives in core/.
    // React Router takes a route module's loader and action (and what only they use) out of the browser's bundle, so
    // a route module may also import the server modules those need: the page context, the domain errors and the zod
    // shapes of what comes in. *.server.ts files never reach the browser and may import anything below them. An area's
    // components (app/routes/<area>/components/, decision 050) are not route modules: walled like app/components/.
    {
      files: ["app/**/*.{ts,tsx}"],
      ignores: [...tests, "app/**/*.server.ts", "app/**/*.server.tsx"],
      rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [{ ...browserWall, regex: "^(\\.\\./)+server(/|$)" }] }] },
    },
    {
      files: ["app/root.tsx", "app/routes/**/*.{ts,tsx}"],
      ignores: [...tests, "app/**/*.server.ts", "app/**/*.server.tsx", "app/routes/*/components/**"],
      rules: {
        "@typescript-eslint/no-restricted-imports": [
          "error",
          {
            patterns: [
              {
                ...browserWall,
                regex: "^(\\.\\./)+server/(?!(http/page-context|errors|features/[^/]+/[^/]+\\.schema)$)",
                message: `${browserWall.message} A route's loader and action may also import page-context, errors and *.schema.`,
              },
            ],
          },
        ],
      },
    },
  ];
}

