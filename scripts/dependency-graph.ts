// `npm run deps:check`: every import of production code runs down between the floors and none closes a cycle, type-only
// imports included (issue 35's "Done when", decision 051). ESLint's walls read an import as written; this resolves it.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** One import of a repo file by another, both relative to the repo, with the line it is written on. */
export type Edge = { from: string; to: string; typeOnly: boolean; line: number };
/** Each production file and the repo files it imports. */
export type Graph = Map<string, Edge[]>;

const ROOT = path.join(import.meta.dirname, "..");
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;

/** Tests and their helpers: `*.test.ts`, server/testing/, tests/ (any of which may reach across the floors). */
export function isTestCode(file: string): boolean {
  return /\.test\.tsx?$|(^|\/)tests?\/|^server\/testing\//.test(file);
}

/**
 * Production code: app/, core/ and server/, without tests and test helpers, and without generated files (Paraglide's
 * messages, React Router's route types), which are made from what is checked here.
 */
export function isProduction(file: string): boolean {
  return /^(app|core|server)\//.test(file) && SOURCE.test(file) && !isTestCode(file) && !/^core\/paraglide\//.test(file);
}

function listFiles(root: string, dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : listFiles(root, file);
    return isProduction(file) ? [file] : [];
  });
}

/** The modules `source` names, as written, each with whether it brings in types only. */
export function importsOf(source: ts.SourceFile): { specifier: string; typeOnly: boolean; line: number }[] {
  const found: { specifier: string; typeOnly: boolean; line: number }[] = [];
  const add = (node: ts.Node, specifier: ts.Expression | undefined, typeOnly: boolean) => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({ specifier: specifier.text, typeOnly, line });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      // `import { type A, type B }` brings in nothing at run time either: typescript-eslint's allowTypeImports agrees.
      const allTypes = !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
      add(node, node.moduleSpecifier, !!clause && (clause.isTypeOnly || (!clause.name && allTypes)));
    } else if (ts.isExportDeclaration(node)) {
      const clause = node.exportClause;
      const allTypes = !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
      add(node, node.moduleSpecifier, node.isTypeOnly || allTypes);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node, node.moduleReference.expression, node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node, node.arguments[0], false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node, node.argument.literal, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** tsconfig.json's compiler options, to resolve `~/…`, `@core/…` and relative imports as the type checker does. */
function compilerOptions(root: string): ts.CompilerOptions {
  const configFile = path.join(root, "tsconfig.json");
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configFile).options;
}

/**
 * The graph of the production files under `root`: each import resolved to the file it names, as tsc resolves it.
 * Imports of packages and of generated files are left out; imports of test code are kept, to be refused.
 */
export function readGraph(root = ROOT): Graph {
  const options = compilerOptions(root);
  const host = ts.createCompilerHost(options);
  const cache = ts.createModuleResolutionCache(root, (f) => f, options);
  const files = ["app", "core", "server"].filter((dir) => fs.existsSync(path.join(root, dir))).flatMap((dir) => listFiles(root, dir));
  const graph: Graph = new Map();
  for (const file of files) {
    const absolute = path.join(root, file);
    const source = ts.createSourceFile(absolute, fs.readFileSync(absolute, "utf8"), ts.ScriptTarget.Latest, false);
    const edges: Edge[] = [];
    for (const { specifier, typeOnly, line } of importsOf(source)) {
      const resolved = ts.resolveModuleName(specifier, absolute, options, host, cache).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const to = path.relative(root, resolved.resolvedFileName).split(path.sep).join("/");
      if (isProduction(to) || isTestCode(to)) edges.push({ from: file, to, typeOnly, line });
    }
    graph.set(file, edges);
  }
  return graph;
}

/** A floor: its files (a file is on the first floor whose pattern it matches) and the floors right below it. */
export type Floor = { name: string; files: RegExp; on: string[] };

/**
 * The floors, bottom first: eslint.config.js's walls (decision 047) drawn as one order. A file may import its own floor
 * and every floor below it, types included, and nothing else: not a floor above, nor one beside.
 */
export const FLOORS: Floor[] = [
  { name: "core", files: /^core\//, on: [] },
  // What any server module may need: the domain errors, the log, the work a line belongs to, where files are.
  { name: "server ground", files: /^server\/(errors|logger|paths|request-context)\.ts$/, on: ["core"] },
  { name: "server/db", files: /^server\/db\//, on: ["server ground"] },
  { name: "jobs and metrics", files: /^server\/(jobs\/|metrics\.ts$|cluster-metrics\.ts$)/, on: ["server/db"] },
  { name: "server/features", files: /^server\/features\//, on: ["jobs and metrics"] },
  // services.ts builds the features for the HTTP app, which is handed them, and reads a request's language from it.
  { name: "server/http and services.ts", files: /^server\/(http\/|services\.ts$)/, on: ["server/features"] },
  { name: "server/backup", files: /^server\/backup\//, on: ["server/features"] },
  // The consumers on top, which drive the services as any caller does (`cli/`: the name issue 35 gives the commands).
  { name: "seeds, commands, settings, start-up", files: /^server\/(seed\/|commands\/|cli\/|bootstrap\.ts$|config\.ts$)/, on: ["server/http and services.ts", "server/backup"] },
  { name: "the server's process", files: /^server\/(serve|index|start|memory-settings)\.ts$/, on: ["seeds, commands, settings, start-up"] },
  { name: "app", files: /^app\//, on: ["server/http and services.ts"] },
];

/**
 * What was there when this check came (issue 35), each to be taken out, none to be added: all are out now. A cycle is named by its files
 * (sorted), an upward import by `from -> to`. One that is gone must leave the list too, so that the list stays true.
 */
export const KNOWN: { upward: string[]; cycles: string[][] } = {
  upward: [],
  cycles: [],
};

/** The floor of `file`, or undefined for a file on none. */
export function floorOf(file: string, floors = FLOORS): string | undefined {
  return floors.find((floor) => floor.files.test(file))?.name;
}

/** Each floor and every floor it may import: itself and all below it. */
function floorsBelow(floors: Floor[]): Map<string, Set<string>> {
  const byName = new Map(floors.map((floor) => [floor.name, floor]));
  const below = new Map<string, Set<string>>();
  const walk = (name: string): Set<string> => {
    const known = below.get(name);
    if (known) return known;
    const floor = byName.get(name);
    if (!floor) throw new Error(`The floors name one that is not there: ${name}`);
    const all = new Set([name, ...floor.on.flatMap((on) => [...walk(on)])]);
    below.set(name, all);
    return all;
  };
  for (const floor of floors) walk(floor.name);
  return below;
}

/**
 * The browser runs app/'s modules but its *.server.ts: they take only types from server/. A route module's loader and
 * action, which React Router keeps out of the browser, may also take the page context, the domain errors and a
 * feature's zod shapes (as eslint.config.js's walls say; the build stops any other server module reaching the browser).
 */
function browserMayImport({ from, to, typeOnly }: Edge): boolean {
  if (typeOnly || !from.startsWith("app/") || /\.server\.tsx?$/.test(from) || !to.startsWith("server/")) return true;
  const routeModule = from === "app/root.tsx" || from.startsWith("app/routes/");
  return routeModule && /^server\/(http\/page-context|errors|features\/[^/]+\/[^/]+\.schema)\.ts$/.test(to);
}

/** Why `edge` breaks a wall, or undefined when it runs down (or along one floor). */
function importProblem(edge: Edge, floors: Floor[], below: Map<string, Set<string>>): string | undefined {
  if (isTestCode(edge.to)) return "production code imports no test code";
  const from = floorOf(edge.from, floors);
  const to = floorOf(edge.to, floors);
  if (!from || !to) return undefined; // said once for the file, by checkGraph
  if (!below.get(from)!.has(to)) return `${from} may not import ${to}, a floor above it or beside it`;
  if (!browserMayImport(edge)) return "the browser runs this module, so it imports only types from server/";
  return undefined;
}

/** Every import that breaks a wall, as [`from -> to`, `file:line imports file: why`]. */
export function upwardImports(graph: Graph, floors = FLOORS): [string, string][] {
  const below = floorsBelow(floors);
  return [...graph.values()].flat().flatMap((edge): [string, string][] => {
    const problem = importProblem(edge, floors, below);
    return problem ? [[`${edge.from} -> ${edge.to}`, `${edge.from}:${edge.line} imports ${edge.to}${edge.typeOnly ? " (types)" : ""}: ${problem}`]] : [];
  });
}

/** The groups of files that import one another round (Tarjan's strongly connected components, without recursion). */
export function cycles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const targets = (file: string) => (graph.get(file) ?? []).map((e) => e.to).filter((to) => graph.has(to));
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { file: string; todo: string[] }[] = [];
    const open = (file: string) => {
      index.set(file, index.size);
      low.set(file, index.get(file)!);
      stack.push(file);
      onStack.add(file);
      work.push({ file, todo: targets(file) });
    };
    open(start);
    while (work.length) {
      const top = work[work.length - 1]!;
      const to = top.todo.shift();
      if (to !== undefined) {
        if (!index.has(to)) open(to);
        else if (onStack.has(to)) low.set(top.file, Math.min(low.get(top.file)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(top.file)!));
      if (low.get(top.file) !== index.get(top.file)) continue;
      const group: string[] = [];
      let file: string;
      do {
        file = stack.pop()!;
        onStack.delete(file);
        group.push(file);
      } while (file !== top.file);
      if (group.length > 1 || targets(file).includes(file)) groups.push(group.sort());
    }
  }
  return groups;
}

/** The shortest cycle through the first file of `group` (breadth first, inside the group), one import a line. */
export function describeCycle(graph: Graph, group: string[]): string {
  const members = new Set(group);
  const first = group[0]!;
  const via = new Map<string, Edge>();
  const queue = [first];
  let closing: Edge | undefined;
  while (queue.length && !closing) {
    for (const edge of graph.get(queue.shift()!) ?? []) {
      if (!members.has(edge.to)) continue;
      if (edge.to === first) {
        closing = edge;
        break;
      }
      if (!via.has(edge.to)) {
        via.set(edge.to, edge);
        queue.push(edge.to);
      }
    }
  }
  const steps: Edge[] = [];
  for (let edge = closing; edge; edge = edge.from === first ? undefined : via.get(edge.from)) steps.unshift(edge);
  const all = group.length > steps.length ? ` (of ${group.length} files that reach one another: ${group.join(", ")})` : "";
  return [`an import cycle of ${steps.length} file${steps.length === 1 ? "" : "s"}${all}:`, ...steps.map((e) => `  ${e.from}:${e.line} imports ${e.to}${e.typeOnly ? " (types)" : ""}`)].join("\n");
}

/** What the check says of `graph`: what fails it, and what it lets through for now (`known`). */
export function checkGraph(graph: Graph, floors = FLOORS, known: typeof KNOWN = { upward: [], cycles: [] }) {
  const upward = upwardImports(graph, floors);
  const groups = cycles(graph);
  const key = (group: string[]) => group.join(" ");
  const knownCycles = new Set(known.cycles.map((group) => key([...group].sort())));
  const problems = [
    ...[...graph.keys()].filter((file) => !floorOf(file, floors)).map((file) => `${file} is on no floor: give it one in FLOORS (scripts/dependency-graph.ts)`),
    ...upward.filter(([pair]) => !known.upward.includes(pair)).map(([, line]) => line),
    ...groups.filter((group) => !knownCycles.has(key(group))).map((group) => describeCycle(graph, group)),
    ...known.upward.filter((pair) => !upward.some(([p]) => p === pair)).map((pair) => `${pair} is fixed: take it out of KNOWN.upward`),
    ...[...knownCycles].filter((k) => !groups.some((group) => key(group) === k)).map((k) => `the cycle of ${k} is gone: take it out of KNOWN.cycles`),
  ];
  const tolerated = [
    ...upward.filter(([pair]) => known.upward.includes(pair)).map(([, line]) => line),
    ...groups.filter((group) => knownCycles.has(key(group))).map((group) => describeCycle(graph, group)),
  ];
  return { problems, tolerated, imports: [...graph.values()].reduce((n, edges) => n + edges.length, 0) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const graph = readGraph();
  const { problems, tolerated, imports } = checkGraph(graph, FLOORS, KNOWN);
  if (tolerated.length) console.log(`Known, to be taken out (KNOWN in scripts/dependency-graph.ts):\n${tolerated.map((t) => `- ${t}`).join("\n")}\n`);
  for (const problem of problems) console.error(`- ${problem}`);
  console.log(`${graph.size} production files, ${imports} imports: ${problems.length ? `${problems.length} against the floors or in a cycle` : "each runs down, none in a new cycle"}.`);
  if (problems.length) process.exitCode = 1;
}
