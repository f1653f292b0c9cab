// The PostgreSQL pool's statements (TEST_DATABASE_URL): each one with parameters is prepared once per connection and run
// again by name, so the server plans it once; statements without parameters, and drizzle's own answers, are unchanged;
// statements marked planEachTime (searches) are planned for their own values every time.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, planEachTime, type DatabaseHandle } from "./client";
import { rowsOf } from "./rows";
import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { newPostgresDatabase } from "../testing/db";

const base = process.env.TEST_DATABASE_URL;
const probe = pgTable("probe", { id: integer("id").notNull(), name: text("name").notNull() });

describe.skipIf(!base)("the PostgreSQL pool", () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const made = await newPostgresDatabase(base!, "haya_client");
    drop = made.drop;
    handle = await openDatabase({ databaseUrl: made.url, dataDir: "memory://", poolSize: 1 });
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  it("prepares a statement with parameters once on its connection, and answers the same through it every time", async () => {
    const answers: unknown[] = [];
    for (const n of [1, 2, 3]) answers.push(rowsOf<{ n: number }>(await handle.db.execute(sql`select ${n}::int + 1 as n`))[0]?.n);
    expect(answers).toEqual([2, 3, 4]);
    // One connection (poolSize 1): the statement is in its list once, however often it ran.
    const prepared = rowsOf<{ statement: string }>(await handle.db.execute(sql`select statement from pg_prepared_statements where statement like ${"%::int + 1 as n%"}`));
    expect(prepared).toHaveLength(1);
  });

  it("gives drizzle's typed queries their columns as before, and statements without parameters run unprepared", async () => {
    await handle.db.execute(sql`create table probe (id int not null, name text not null)`);
    await handle.db.insert(probe).values([{ id: 1, name: "Generator" }, { id: 2, name: "Canopy" }]);
    for (const id of [1, 2, 1]) expect(await handle.db.select({ name: probe.name, id: probe.id }).from(probe).where(sql`${probe.id} = ${id}`)).toEqual([{ name: id === 1 ? "Generator" : "Canopy", id }]);
    const before = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from pg_prepared_statements`))[0]!.n;
    await handle.db.execute(sql`select 1`);
    const after = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from pg_prepared_statements`))[0]!.n;
    expect(after).toBe(before);
  });

  it("sends a statement marked planEachTime unnamed, so it is planned for its own values on every call", async () => {
    for (const n of [1, 2, 3, 4, 5, 6, 7]) expect(rowsOf<{ n: number }>(await handle.db.execute(planEachTime(sql`select ${n}::int * 3 as n`)))[0]?.n).toBe(n * 3);
    const prepared = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from pg_prepared_statements where statement like ${"%::int * 3 as n%"}`));
    expect(prepared[0]!.n).toBe(0);
  });

  it("after a table changes under a prepared statement (a rolling deploy's migration), fails that statement once, then runs it", async () => {
    const star = (id: number) => handle.db.execute(sql`select * from probe where id = ${id}`);
    expect(rowsOf(await star(1))).toEqual([{ id: 1, name: "Generator" }]);
    await handle.db.execute(sql`alter table probe add column units int not null default 1`);
    await expect(star(1)).rejects.toThrow();
    expect(rowsOf(await star(1))).toEqual([{ id: 1, name: "Generator", units: 1 }]);
    expect(rowsOf(await star(2))).toEqual([{ id: 2, name: "Canopy", units: 1 }]);
  });
});
