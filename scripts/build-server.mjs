// Bundles the Node process (server/start.ts → build/server.js) and every command-line tool (server/commands/*.ts →
// build/commands/*.js: backup and restore, admin, claims, the seed) so that a release runs them without the sources, tsx
// or any other development dependency. Packages stay external (npm install --omit=dev installs them); code the entries
// share is split into build/chunks/ once rather than copied into each.
import { build } from "esbuild";
import fs from "node:fs";
import path from "node:path";

const COMMANDS = ["backup", "admin", "claims", "seed"];

const OPTIONS = {
  entryPoints: { server: "server/start.ts", ...Object.fromEntries(COMMANDS.map((c) => [`commands/${c}`, `server/commands/${c}.ts`])) },
  outdir: "build",
  chunkNames: "chunks/[name]-[hash]",
  splitting: true,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
};

// The messages the server says. Paraglide's `m` is one namespace of every message (2,800 of them, both languages: 4 MB
// of source that V8 keeps for as long as the process runs), and a namespace cannot be tree-shaken. The pages' messages
// travel in the pages' bundle (build/server/index.js); this one needs only those its own code names: e-mails, texts,
// notifications, the API's errors. So a first pass lists the files the bundle is made of, every word in them that is a
// message's id is kept (`m.mail_…`, and ids written as strings, as notifications.words.ts lists them), and the
// messages module the server imports becomes one that exports those alone. A message named any other way (an id put
// together from parts) would be missing: scripts/build-server.test.ts checks that the server's code never does that.
const MESSAGES_DIR = path.resolve("core/paraglide/messages");
const MESSAGES = path.resolve("core/paraglide/messages.js");
const messageIds = new Set(fs.readdirSync(MESSAGES_DIR).filter((f) => f.endsWith(".js") && f !== "_index.js").map((f) => f.slice(0, -3)));
const { metafile } = await build({ ...OPTIONS, write: false, metafile: true, sourcemap: false, logLevel: "error" });
const said = new Set();
for (const input of Object.keys(metafile.inputs)) {
  if (path.resolve(input).startsWith(path.resolve("core/paraglide"))) continue;
  for (const word of fs.readFileSync(input, "utf8").match(/[a-z][a-z0-9_]*/g) ?? []) if (messageIds.has(word)) said.add(word);
}
const saidMessages = {
  name: "messages-the-server-says",
  setup(b) {
    b.onResolve({ filter: /paraglide\/messages(\.js)?$/ }, (args) => {
      const resolved = path.resolve(args.resolveDir, args.path.replace(/^@core\//, `${path.resolve("core")}/`));
      if (resolved !== MESSAGES && `${resolved}.js` !== MESSAGES) return undefined;
      return { path: "said", namespace: "server-messages" };
    });
    b.onLoad({ filter: /^said(-list)?$/, namespace: "server-messages" }, (args) => {
      const list = [...said].sort().map((id) => `export { ${id} } from ${JSON.stringify(path.join(MESSAGES_DIR, `${id}.js`))};`).join("\n");
      return args.path === "said-list"
        ? { contents: list, resolveDir: MESSAGES_DIR, loader: "js" }
        : { contents: `export * from "said-list";\nexport * as m from "said-list";\n`, resolveDir: MESSAGES_DIR, loader: "js" };
    });
    b.onResolve({ filter: /^said-list$/, namespace: "server-messages" }, () => ({ path: "said-list", namespace: "server-messages" }));
  },
};

fs.rmSync("build/commands", { recursive: true, force: true });
fs.rmSync("build/chunks", { recursive: true, force: true });
await build({ ...OPTIONS, plugins: [saidMessages] });

// V8 keeps each module's source in memory as long as the process runs, and one character outside ASCII anywhere in a
// file (a '…' in a comment, a '₦' in a regular expression) makes it keep the whole file at two bytes a character: the
// messages' chunk and the pages' bundle (build/server/index.js, from `react-router build`) held 15.9 MB, 9.6 MB since.
// As \u escapes they mean the same in strings, regular expressions and comments (only a line's columns in the source
// map move).
const bundles = ["build/server/index.js", ...["build", "build/chunks", "build/commands"].flatMap((d) => fs.readdirSync(d).filter((f) => f.endsWith(".js")).map((f) => `${d}/${f}`))];
for (const file of bundles) {
  const text = fs.readFileSync(file, "utf8");
  const ascii = text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  if (ascii !== text) fs.writeFileSync(file, ascii);
}
