// npm run bench:pages's arguments, its table of new, old and new ÷ old, and its section of docs/benchmarks.md.
import { describe, expect, it } from "vitest";
import { AGAINST_PAGES, median, parseArgs, ratio, section, table, wrap, type Row } from "./against";
import { referencedAssets } from "./page-costs";

describe("parseArgs", () => {
  it("needs --against, and has defaults for the rest: the embedded database, 3 rounds, 60 s to settle, writing", () => {
    expect(() => parseArgs([])).toThrow(/--against/);
    expect(parseArgs(["--against", "83fa025"])).toEqual({
      against: "83fa025",
      rounds: 3,
      seconds: 4,
      settle: 60,
      loads: 10,
      db: undefined,
      port: 3591,
      pages: AGAINST_PAGES,
      write: true,
    });
  });

  it("reads every option, and PostgreSQL from --db before DATABASE_URL", () => {
    const o = parseArgs(["--against", "main", "--rounds", "2", "--settle", "10", "--seconds", "3", "--loads", "5", "--port", "3411", "--pages", "/,/login", "--no-write"]);
    expect(o).toMatchObject({ against: "main", rounds: 2, settle: 10, seconds: 3, loads: 5, port: 3411, pages: ["/", "/login"], write: false, db: undefined });
    expect(parseArgs(["--against", "x"], { DATABASE_URL: "postgres://a@h/db" }).db).toBe("postgres://a@h/db");
    expect(parseArgs(["--against", "x", "--db", "postgresql://b@h/db"], { DATABASE_URL: "postgres://a@h/db" }).db).toBe("postgresql://b@h/db");
    expect(parseArgs(["--against", "x"], { DATABASE_URL: "" }).db).toBeUndefined();
  });

  it("refuses what it cannot use, saying which option", () => {
    expect(() => parseArgs(["--against", "x", "--rounds", "0"])).toThrow(/--rounds/);
    expect(() => parseArgs(["--against", "x", "--rounds", "1.5"])).toThrow(/--rounds/);
    expect(() => parseArgs(["--against", "x", "--settle", "-1"])).toThrow(/--settle/);
    expect(() => parseArgs(["--against", "--rounds", "2"])).toThrow(/--against needs a value/);
    expect(() => parseArgs(["--against", "x", "--fast"])).toThrow(/unknown option --fast/);
    expect(() => parseArgs(["--against", "x", "extra"])).toThrow(/unexpected argument/);
    expect(() => parseArgs(["--against", "x", "--db", "mysql://h/db"])).toThrow(/--db/);
    expect(() => parseArgs(["--against", "x", "--pages", "login"])).toThrow(/--pages/);
  });

  it("measures the pages the issue names: home, browse, a search, a category, an item, login and the Pidgin twins", () => {
    expect(AGAINST_PAGES).toEqual(["/", "/browse", "/browse?search=generator", "/item/1", "/vehicles", "/login", "/pcm", "/pcm/item/1"]);
  });
});

const rows: Row[] = [
  { measure: "req/s", page: "/", new: 120.4, old: 80, digits: 0 },
  { measure: "req/s", page: "/pcm", new: 95, old: undefined, digits: 0, note: "old: 404" },
  { measure: "queries / request", page: "/item/1", new: 7, old: undefined, digits: 1, note: "old: no query counter" },
  { measure: "queries / request", page: "/login", new: 0, old: 0, digits: 1 },
  { measure: "memory idle MB", page: "process", new: 1234.4, old: 200, digits: 0 },
];

describe("the table", () => {
  it("is new ÷ old to two places, n/a when a side is missing or old is 0", () => {
    expect(ratio({ new: 120.4, old: 80 })).toBe("1.51");
    expect(ratio({ new: 95, old: undefined })).toBe("n/a");
    expect(ratio({ new: undefined, old: 3 })).toBe("n/a");
    expect(ratio({ new: 0, old: 0 })).toBe("n/a");
    expect(ratio({ new: NaN, old: 2 })).toBe("n/a");
  });

  it("has a line per measure and page, figures to their places, paths as code, and the note", () => {
    expect(table(rows)).toEqual([
      "| measure | page | new | old | new ÷ old | note |",
      "|---|---|--:|--:|--:|---|",
      "| req/s | `/` | 120 | 80 | 1.51 |  |",
      "| req/s | `/pcm` | 95 | n/a | n/a | old: 404 |",
      "| queries / request | `/item/1` | 7.0 | n/a | n/a | old: no query counter |",
      "| queries / request | `/login` | 0.0 | 0.0 | n/a |  |",
      "| memory idle MB | process | 1,234 | 200 | 6.17 |  |",
    ]);
  });

  it("takes medians of odd and even counts", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe("the section of docs/benchmarks.md", () => {
  const facts = {
    started: new Date("2026-11-29T09:01:30Z"),
    ended: new Date("2026-11-29T09:14:10Z"),
    newCommit: "c0155e6",
    newDirty: true,
    oldCommit: "83fa025",
    oldRef: "83fa025",
    node: "v26.12.1",
    cores: 2,
    database: "embedded database (PGlite)",
    options: { rounds: 2, seconds: 4, settle: 10, loads: 10 },
    notes: ["old ready by /api/v1/categories (it has no /readyz)."],
  };

  it("is headed with the date, both commits, the cores, Node and the database, then says how it measured, then the table", () => {
    const lines = section(facts, rows);
    expect(lines[0]).toBe(
      "## 2026-11-29 09:01–09:14 UTC — pages side by side (`npm run bench:pages`): `c0155e6` with uncommitted changes against `83fa025` — 2 cores, Node v26.12.1, embedded database (PGlite)",
    );
    const at = lines.indexOf(table(rows)[0]!);
    const how = lines.slice(2, at - 1);
    expect(lines[1]).toBe("");
    expect(how.every((l) => l.length > 0 && l.length <= 120)).toBe(true);
    expect(how.join(" ")).toMatch(/2 rounds per side alternating new, old/);
    expect(how.join(" ")).toMatch(/4 s per page after 1 s of warm-up/);
    expect(how.join(" ")).toMatch(/10 s after the last load/);
    expect(how.join(" ")).toMatch(/median of 10 loads/);
    expect(lines.slice(at, at + table(rows).length)).toEqual(table(rows));
    expect(lines.at(-2)).toBe("old ready by /api/v1/categories (it has no /readyz).");
  });

  it("names the ref when it is not the commit itself", () => {
    expect(section({ ...facts, newDirty: false, oldRef: "main~3" }, rows)[0]).toContain("`c0155e6` against `83fa025` (main~3)");
  });
});

describe("wrap", () => {
  it("fills lines up to the width, never splitting a word", () => {
    expect(wrap("aa bb cc dd", 5)).toEqual(["aa bb", "cc dd"]);
    expect(wrap("a  verylongword b", 4)).toEqual(["a", "verylongword", "b"]);
    expect(wrap("", 10)).toEqual([]);
  });
});

describe("referencedAssets", () => {
  it("finds scripts with src, module preloads and stylesheets, once each, and nothing else", () => {
    const html = `<link rel="icon" href="/favicon.svg"/><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>
      <link rel="stylesheet" href="/assets/s.css"><script type="module" src='/assets/b.js'></script><script>inline()</script>
      <link rel="preload" as="image" href="/x.webp"/><link rel="modulepreload" href="/assets/a.js"/>`;
    expect(referencedAssets(html)).toEqual(["/assets/a.js", "/assets/s.css", "/assets/b.js"]);
  });
});
