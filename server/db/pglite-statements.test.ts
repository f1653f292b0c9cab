// The embedded database's statements: each one with values is parsed once and run again by name, answering as PGlite's
// own `query` does (types, rows, errors, transactions); searches and statements without values go unnamed as before.
import { sql } from "drizzle-orm";
import { integer, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, planEachTime, type DatabaseHandle } from "./client";
import { rowsOf } from "./rows";
import type { QueryOptions, Results } from "@electric-sql/pglite";

const probe = pgTable("probe", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  price: numeric("price"),
  at: timestamp("at", { withTimezone: true, mode: "date" }),
  tags: text("tags").array(),
  extra: jsonb("extra"),
});

describe("the embedded database's statements", () => {
  let handle: DatabaseHandle;
  const count = async (like: string) =>
    rowsOf<{ n: number }>(await handle.db.execute(sql.raw(`select count(*)::int as n from pg_prepared_statements where statement like '${like}'`)))[0]!.n;

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: "memory://" });
    await handle.db.execute(sql`create table probe (id int primary key, name text not null, price numeric, at timestamptz, tags text[], extra jsonb)`);
  });
  afterAll(() => handle.close());

  it("parses a statement with values once and answers every call with its own values", async () => {
    const answers: unknown[] = [];
    for (const n of [1, 2, 3, 4, 5, 6, 7]) answers.push(rowsOf<{ n: number }>(await handle.db.execute(sql`select ${n}::int + 10 as n`))[0]?.n);
    expect(answers).toEqual([11, 12, 13, 14, 15, 16, 17]);
    expect(await count("%::int + 10 as n%")).toBe(1);
  });

  it("gives drizzle's typed queries their columns and types as PGlite's own query does", async () => {
    const at = new Date("2026-12-01T09:30:00.000Z");
    await handle.db.insert(probe).values([
      { id: 1, name: "Generator", price: "45000.50", at, tags: ["power", "5 kVA"], extra: { fuel: "petrol" } },
      { id: 2, name: "Canopy", price: null, at: null, tags: null, extra: null },
    ]);
    for (const id of [1, 2, 1])
      expect(await handle.db.select().from(probe).where(sql`${probe.id} = ${id}`)).toEqual([
        id === 1
          ? { id: 1, name: "Generator", price: "45000.50", at, tags: ["power", "5 kVA"], extra: { fuel: "petrol" } }
          : { id: 2, name: "Canopy", price: null, at: null, tags: null, extra: null },
      ]);
    // The same rows through PGlite's own query (its prototype's, not the instance's named one), in both row modes.
    const pglite = handle.pglite!;
    const own = (text: string, params: unknown[], options?: QueryOptions) =>
      Object.getPrototypeOf(pglite).query.call(pglite, text, params, options) as Promise<Results>;
    const text = "select id, name, price, at, tags, extra from probe where id = any($1) order by id";
    for (const options of [undefined, { rowMode: "array" as const }]) {
      const theirs = await own(text, [[1, 2]], options);
      const ours = await pglite.query(text, [[1, 2]], options);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
      expect(theirs.rows).toHaveLength(2);
    }
    expect(await count("%from probe where id = any($1)%")).toBe(1);
    const insert = "insert into probe (id, name) values ($1, $2)";
    expect(await pglite.query(insert, [4, "Truck"])).toEqual(await own(insert, [3, "Van"]));
    await own("delete from probe where id = any($1)", [[3, 4]]);
    const updated = await handle.db.update(probe).set({ name: "Generator 5 kVA" }).where(sql`${probe.id} = ${1}`).returning({ name: probe.name });
    expect(updated).toEqual([{ name: "Generator 5 kVA" }]);
  });

  it("refuses bad input with the database's error, and the next statement runs", async () => {
    const insert = (id: number, name: string) => handle.db.insert(probe).values({ id, name });
    await insert(10, "Camera");
    await expect(insert(10, "Camera again")).rejects.toMatchObject({ cause: { code: "23505" } });
    await expect(handle.db.execute(sql`select ${"not a number"}::int as n`)).rejects.toMatchObject({ cause: { code: "22P02" } });
    await insert(11, "Tripod");
    expect(await handle.db.select({ name: probe.name }).from(probe).where(sql`${probe.id} in (10, 11)`).orderBy(probe.id)).toEqual([
      { name: "Camera" },
      { name: "Tripod" },
    ]);
  });

  it("runs named statements inside a transaction, and a rollback takes their changes back", async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(probe).values({ id: 20, name: "Tractor" });
        expect(await tx.select({ name: probe.name }).from(probe).where(sql`${probe.id} = ${20}`)).toEqual([{ name: "Tractor" }]);
        await tx.insert(probe).values({ id: 20, name: "Tractor twice" });
      }),
    ).rejects.toMatchObject({ cause: { code: "23505" } });
    expect(await handle.db.select().from(probe).where(sql`${probe.id} = ${20}`)).toEqual([]);
    await handle.db.transaction(async (tx) => {
      await tx.insert(probe).values({ id: 21, name: "Excavator" });
    });
    expect(await handle.db.select({ name: probe.name }).from(probe).where(sql`${probe.id} = ${21}`)).toEqual([{ name: "Excavator" }]);
  });

  it("leaves a call that names its parameters' types to PGlite's own query, which uses them", async () => {
    const answer = await handle.pglite!.query<{ v: unknown }>("select $1 as v", ["7"], { paramTypes: [23] });
    expect(answer.rows).toEqual([{ v: 7 }]);
  });

  it("sends a statement marked planEachTime unnamed, so it is planned for its own values on every call, and answers each", async () => {
    for (const n of [1, 2, 3, 4, 5, 6, 7]) expect(rowsOf<{ n: number }>(await handle.db.execute(planEachTime(sql`select ${n}::int * 3 as n`)))[0]?.n).toBe(n * 3);
    expect(await count("%::int * 3 as n%")).toBe(0);
    const search = (word: string | null) =>
      handle.db.execute(planEachTime(sql`select name from probe where ${word}::text is null or name ilike ${word} order by id`));
    expect(rowsOf(await search("%er%"))).toEqual([{ name: "Generator 5 kVA" }, { name: "Camera" }]);
    expect(rowsOf(await search(null))).toHaveLength(5);
    await expect(handle.db.execute(planEachTime(sql`select ${"many"}::int as n`))).rejects.toMatchObject({ cause: { code: "22P02" } });
    expect(rowsOf(await search("%pod"))).toEqual([{ name: "Tripod" }]);
  });

  it("after a table changes under a statement (a migration), fails that statement at most once, then runs it", async () => {
    const star = (id: number) => handle.db.execute(sql`select id, name, price from probe where id = ${id}`);
    expect(rowsOf(await star(11))).toEqual([{ id: 11, name: "Tripod", price: null }]);
    await handle.db.execute(sql`alter table probe alter column price type text`);
    // The kept plan's answer would have another type: PostgreSQL refuses that call, and the next prepares it again.
    await expect(star(11)).rejects.toMatchObject({ cause: { code: "0A000" } });
    expect(rowsOf(await star(11))).toEqual([{ id: 11, name: "Tripod", price: null }]);
    await handle.db.execute(sql`update probe set price = ${"on request"} where id = ${11}`);
    expect(rowsOf(await star(11))).toEqual([{ id: 11, name: "Tripod", price: "on request" }]);
  });

  it("keeps a bounded number of statements however many texts it meets, letting the least recently used go", async () => {
    const often = () => handle.db.execute(sql`select ${1}::int - 1 as often`);
    for (let i = 0; i < 520; i++) {
      if (i % 100 === 0) await often();
      expect(rowsOf<{ n: number }>(await handle.db.execute(sql`select ${i}::int + ${sql.raw(String(i))} as n`))).toEqual([{ n: 2 * i }]);
    }
    expect(await count("%::int - 1 as often%")).toBe(1);
    expect(await count("%::int + 0 as n%")).toBe(0);
    expect(await count("%::int + 519 as n%")).toBe(1);
    // The first texts were let go to make room; each still answers when met again.
    expect(rowsOf<{ n: number }>(await handle.db.execute(sql`select ${1}::int + ${sql.raw("1")} as n`))).toEqual([{ n: 2 }]);
    expect(await count("%")).toBeLessThanOrEqual(500);
  });
});
