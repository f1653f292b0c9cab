// React Router's modules that its package does not export, reached through their files: a module is one instance per
// file, so what they hold is what the router itself uses. Node loads the production build, Vite's development server and
// the tests the development one; each caller takes what it needs from either, and says when neither had it, so that a
// React Router whose files moved is noticed (route-matching.test.ts, server-router.test.ts).
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

/** The module at `file` (under `dist/<build>/`) of each of React Router's builds, production first; `{}` for one that cannot be loaded. */
export async function routerModules(file: string): Promise<Record<string, unknown>[]> {
  let index: string;
  try {
    index = createRequire(import.meta.url).resolve("react-router");
  } catch {
    return [];
  }
  const modules: Record<string, unknown>[] = [];
  for (const build of ["production", "development"]) {
    const path = index.replace(/\/dist\/(production|development)\/index\.m?js$/, `/dist/${build}/${file}`);
    if (path === index) return [];
    modules.push(await import(/* @vite-ignore */ pathToFileURL(path).href).catch(() => ({})));
  }
  return modules;
}
