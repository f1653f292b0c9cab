// The catalogue's Pidgin words (data/categories-pcm.ts): one for every demo category and subcategory, the header's
// names for the same categories, and migration 0032, which wrote them into databases seeded before the columns existed.
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { sql } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { m } from "../../core/paraglide/messages";
import { slugify } from "../../core/slug";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { rowsOf } from "../db/rows";
import { newPostgresDatabase } from "../testing/db";
import { CATEGORIES_PCM } from "./data/categories-pcm";
import { DEMO_CATEGORIES, HOME_CATEGORIES } from "./demo";

describe("the demo catalogue in Pidgin", () => {
  it("names every category and subcategory, and nothing else", () => {
    expect(Object.keys(CATEGORIES_PCM).sort()).toEqual(DEMO_CATEGORIES.map((c) => c.name).sort());
    for (const c of DEMO_CATEGORIES) {
      const pcm = CATEGORIES_PCM[c.name]!;
      for (const words of [pcm.name, pcm.title, pcm.description]) expect(words.trim(), c.name).not.toBe("");
      expect(Object.keys(pcm.subcategories).sort(), c.name).toEqual(c.subcategories.map((s) => s.name).sort());
      const names = Object.values(pcm.subcategories);
      for (const name of names) expect(name.trim(), c.name).not.toBe("");
      // Two types of one category never read the same in a select.
      expect(new Set(names).size, c.name).toBe(names.length);
    }
    const categoryNames = Object.values(CATEGORIES_PCM).map((c) => c.name);
    expect(new Set(categoryNames).size).toBe(categoryNames.length);
  });

  it("calls the header's categories what the header calls them", () => {
    const header: Record<string, (inputs: object, options: { locale: "en" | "pcm" }) => string> = {
      Vehicles: m.nav_vehicles,
      Trucks: m.nav_trucks,
      Logistics: m.nav_logistics,
      "Event Halls": m.nav_event_halls,
    };
    expect(Object.keys(header)).toEqual(HOME_CATEGORIES);
    for (const [name, said] of Object.entries(header)) {
      expect(said({}, { locale: "en" })).toBe(name);
      expect(said({}, { locale: "pcm" })).toBe(CATEGORIES_PCM[name]!.name);
    }
  });
});

// ── Migration 0032 ──

const MIGRATIONS = path.resolve("server/db/migrations");
const BEFORE = "0032_category_names_in_pidgin";

/** A copy of the migrations folder that stops before `tag`: a database as it was before that migration. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "haya-migrations-"));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  fs.mkdirSync(path.join(dir, "meta"));
  fs.writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  for (const e of journal.entries.slice(0, at)) fs.copyFileSync(path.join(MIGRATIONS, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

describe("migration 0032 on a database seeded before it", () => {
  let handle: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  const migrateFrom = async (folder: string) =>
    handle.kind === "pglite" ? migratePglite(handle.db as never, { migrationsFolder: folder }) : migratePg(handle.db as never, { migrationsFolder: folder });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it("gives the demo catalogue the seed's Pidgin words, and any other category its English ones", async () => {
    const base = process.env.TEST_DATABASE_URL;
    if (base) {
      const created = await newPostgresDatabase(base, "haya_migration");
      drop = created.drop;
      handle = await openDatabase({ databaseUrl: created.url, dataDir: "memory://", poolSize: 2 });
    } else {
      handle = await openDatabase({ dataDir: "memory://" });
    }
    const before = migrationsBefore(BEFORE);
    await migrateFrom(before);
    fs.rmSync(before, { recursive: true, force: true });
    const { db } = handle;
    // The catalogue as the seed wrote it then: English only; and a category an operator added, which no migration knows.
    const known = [...DEMO_CATEGORIES.entries()].filter(([i]) => i % 5 === 0);
    for (const [i, c] of known) {
      const [row] = rowsOf<{ id: number }>(
        await db.execute(sql`insert into categories (slug, name, title, description, icon, palette_from, palette_to, position)
          values (${slugify(c.name)}, ${c.name}, ${c.title}, ${c.description}, ${c.icon}, '#000000', '#ffffff', ${i}) returning id`),
      );
      for (const [si, s] of c.subcategories.entries())
        await db.execute(sql`insert into subcategories (category_id, slug, name, icon, position) values (${row!.id}, ${slugify(s.name)}, ${s.name}, ${s.icon}, ${si})`);
    }
    const [mine] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into categories (slug, name, title, description, icon, palette_from, palette_to, position)
        values ('boats', 'Boats', 'Boat Rentals', 'Boats for the creeks', 'ship', '#000000', '#ffffff', 99) returning id`),
    );
    await db.execute(sql`insert into subcategories (category_id, slug, name, icon, position) values (${mine!.id}, 'canoes', 'Canoes', 'ship', 0)`);
    // A known subcategory's slug under the unknown category is not that subcategory.
    await db.execute(sql`insert into subcategories (category_id, slug, name, icon, position) values (${mine!.id}, 'cars-with-driver', 'Cars with Driver', 'car', 1)`);

    await migrateFrom(MIGRATIONS);

    const categories = rowsOf<{ slug: string; name: string; title: string; description: string; namePcm: string; titlePcm: string; descriptionPcm: string }>(
      await db.execute(sql`select slug, name, title, description, name_pcm as "namePcm", title_pcm as "titlePcm", description_pcm as "descriptionPcm" from categories`),
    );
    for (const [, c] of known) {
      const pcm = CATEGORIES_PCM[c.name]!;
      expect(categories.find((r) => r.slug === slugify(c.name))).toMatchObject({ namePcm: pcm.name, titlePcm: pcm.title, descriptionPcm: pcm.description });
    }
    expect(categories.find((r) => r.slug === "boats")).toMatchObject({ namePcm: "Boats", titlePcm: "Boat Rentals", descriptionPcm: "Boats for the creeks" });
    const subcategories = rowsOf<{ category: string; slug: string; namePcm: string }>(
      await db.execute(sql`select c.slug as category, s.slug, s.name_pcm as "namePcm" from subcategories s join categories c on c.id = s.category_id`),
    );
    for (const [, c] of known)
      for (const s of c.subcategories)
        expect(subcategories.find((r) => r.category === slugify(c.name) && r.slug === slugify(s.name))?.namePcm).toBe(CATEGORIES_PCM[c.name]!.subcategories[s.name]);
    expect(subcategories.filter((r) => r.category === "boats").map((r) => r.namePcm).sort()).toEqual(["Canoes", "Cars with Driver"]);
    // The columns are required from now on.
    await expect(db.execute(sql`insert into subcategories (category_id, slug, name, icon, position) values (${mine!.id}, 'rafts', 'Rafts', 'ship', 2)`)).rejects.toThrow();
    // Every migration from an empty database, twice over: longer than a test's usual 30 s on a busy two-core machine.
  }, 120_000);
});
