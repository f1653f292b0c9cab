// The release archive (npm run release) on a server with no sources and no build tools, on the database this run tests
// (the embedded one, or PostgreSQL with TEST_DATABASE_URL): unpacked into an empty folder, `npm ci --omit=dev` installs
// it, and there `npm start` serves the site, `npm run backup` and `restore` move its data to another database, the other
// command-line tools run, and an older release refuses, in one line, a database that a newer one has migrated.
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../server/db/client";
import { newPostgresDatabase } from "../server/testing/db";
import { freePort, startOnFreePort } from "../server/testing/started-server";

const base = process.env.TEST_DATABASE_URL;
const repo = path.resolve(".");
const version = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { version: string }).version;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "haya-release-"));
const folder = path.join(tmp, `haya-${version}`);
const drops: (() => Promise<void>)[] = [];
let server: ChildProcess | undefined;

interface Place {
  DATABASE_URL?: string;
  DATA_DIR: string;
}
async function place(name: string): Promise<Place> {
  const DATA_DIR = path.join(tmp, `data-${name}`);
  if (!base) return { DATA_DIR };
  const made = await newPostgresDatabase(base, `haya_release_${name}`);
  drops.push(made.drop);
  return { DATABASE_URL: made.url, DATA_DIR };
}

/** This environment without this run's own settings (a test database, a port, NODE_ENV=test, VITEST…). */
const outside = (): NodeJS.ProcessEnv => Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(DATABASE_URL|TEST_|DATA_DIR|PORT|NODE_ENV|VITEST)/.test(k)));
/** The environment of a server: one process, on `p`. */
const env = (p: Place, more: Record<string, string> = {}): NodeJS.ProcessEnv => ({ ...outside(), ...p, WEB_CONCURRENCY: "1", LOG_LEVEL: "warn", ...more });
const npm = (args: string[], p: Place) => spawnSync("npm", args, { cwd: folder, env: env(p), encoding: "utf8", timeout: 180_000 });

async function start(p: Place): Promise<{ url: string; stop: () => Promise<void> }> {
  let said = "";
  const { origin: url, server: child } = await startOnFreePort((port) => {
    said = "";
    const child = spawn("npm", ["start"], { cwd: folder, env: env(p, { PORT: String(port), HOST: "127.0.0.1" }), detached: true, stdio: ["ignore", "pipe", "pipe"] });
    server = child;
    child.stdout!.on("data", (d: Buffer) => (said += d.toString()));
    child.stderr!.on("data", (d: Buffer) => (said += d.toString()));
    return Object.assign(child, { exited: () => child.exitCode !== null, output: () => said });
  });
  const stop = async () => {
    process.kill(-child.pid!, "SIGTERM");
    // Until every process of the group (npm, its shell, Node) has finished: the server lets go of the database last.
    for (;;) {
      try {
        process.kill(-child.pid!, 0);
      } catch {
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    server = undefined;
  };
  return { url, stop };
}

beforeAll(() => {
  // Builds first if the build is not of these sources (then the browser tests use the same build).
  // Not with this run's settings: with NODE_ENV=test the build would differ from `npm run build`'s (no service worker,
  // say), and the browser tests run on it afterwards.
  execFileSync("npm", ["run", "release"], { cwd: repo, stdio: "pipe", env: outside() });
  execFileSync("tar", ["-xzf", path.join(repo, "release", `haya-${version}.tar.gz`), "-C", tmp]);
}, 600_000);

afterAll(async () => {
  if (server?.pid) process.kill(-server.pid, "SIGKILL");
  for (const drop of drops) await drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe(`the release archive (${base ? "PostgreSQL" : "embedded database"})`, () => {
  it("holds the build and what runs it, and no sources or build tools", () => {
    const top = fs.readdirSync(folder).sort();
    expect(top).toEqual([".env.example", ".npmrc", "README.md", "build", "docs", "package-lock.json", "package.json", "scripts", "server"]);
    expect(fs.readdirSync(path.join(folder, "server"))).toEqual(["db"]);
    expect(fs.readdirSync(path.join(folder, "build/commands")).filter((f) => f.endsWith(".js")).sort()).toEqual(["admin.js", "backup.js", "claims.js", "seed.js"]);
    const pkg = JSON.parse(fs.readFileSync(path.join(folder, "package.json"), "utf8")) as { scripts: Record<string, string>; devDependencies?: unknown };
    expect(pkg.devDependencies).toBeUndefined();
    expect(Object.keys(pkg.scripts).sort()).toEqual(["admin", "backup", "claims", "db:seed", "prestart", "restore", "start"]);
  });

  it("installs with npm ci --omit=dev, then serves, backs up, restores and runs its tools without building", async () => {
    const install = spawnSync("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund"], { cwd: folder, encoding: "utf8", timeout: 300_000 });
    expect(install.status, install.stderr).toBe(0);
    expect(fs.existsSync(path.join(folder, "node_modules/tsx"))).toBe(false);
    expect(fs.existsSync(path.join(folder, "node_modules/@react-router/dev"))).toBe(false);

    // Start: migrated and seeded with the demo catalogue, the pages and the API answer.
    const first = await place("first");
    const site = await start(first);
    const home = await fetch(`${site.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Haya");
    const listings = (await (await fetch(`${site.url}/api/v1/listings?limit=1`)).json()) as { items: { id: number }[] };
    const item = await fetch(`${site.url}/item/${listings.items[0]!.id}`);
    expect(item.status).toBe(200);
    const asset = (await item.text()).match(/\/assets\/[^"]+\.js/)![0];
    expect((await fetch(`${site.url}${asset}`)).status).toBe(200);
    // The embedded database serves one process at a time: its backup is taken with Haya stopped.
    if (!base) await site.stop();

    const backups = path.join(tmp, "backups");
    const backup = npm(["run", "backup", "--", backups], first);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/Backup made: .*haya-\d{8}T\d{6}Z/);
    if (base) await site.stop();
    const made = path.join(backups, fs.readdirSync(backups)[0]!);

    const second = await place("second");
    const restore = npm(["run", "restore", "--", made], second);
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/Restore complete/);
    const seed = npm(["run", "db:seed"], second);
    expect(seed.stdout).toContain("demo data already present");
    const grant = npm(["run", "admin", "--", "grant", "renter@demo.haya.ng", "support"], second);
    expect(grant.stdout, grant.stderr).toContain("renter@demo.haya.ng is now support.");
    expect(npm(["run", "admin", "--", "list"], second).stdout).toContain("renter@demo.haya.ng");
    expect(npm(["run", "claims", "--", "list"], second).status).toBe(0);

    // The restored copy serves the same catalogue.
    const restored = await start(second);
    const again = (await (await fetch(`${restored.url}/api/v1/listings?limit=1`)).json()) as { items: { id: number }[] };
    expect(again.items[0]!.id).toBe(listings.items[0]!.id);
    await restored.stop();

    // A newer release has migrated this database: this one refuses to start on it, in one line, and changes nothing.
    const handle = await openDatabase({ databaseUrl: second.DATABASE_URL, dataDir: second.DATA_DIR, poolSize: 1 });
    await handle.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-release', ${Date.now() + 86_400_000})`);
    await handle.close();
    const port = await freePort();
    const older = spawnSync("npm", ["start"], { cwd: folder, env: env(second, { PORT: String(port) }), encoding: "utf8", timeout: 120_000 });
    expect(older.status).not.toBe(0);
    expect(older.stdout + older.stderr).toMatch(/migrated by a newer Haya: 1 of its migrations .* are unknown to this release/);
  }, 900_000);
});
