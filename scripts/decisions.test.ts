// Every decision record says near its top whether it still holds (CONTRIBUTING.md): `Status: accepted`, or
// `superseded by NNN` / `partly superseded by NNN` naming records that exist; and no two records share a number.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const DIR = path.join(import.meta.dirname, "..", "docs", "decisions");
const records = fs.readdirSync(DIR).filter((f) => f.endsWith(".md")).sort();
const numbers = records.map((f) => f.slice(0, 3));

test("records are named NNN-title.md, each number once", () => {
  expect(records.filter((f) => !/^\d{3}-[a-z0-9-]+\.md$/.test(f))).toEqual([]);
  expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
});

test.each(records)("%s has a status line, naming only records that exist", (file) => {
  const head = fs.readFileSync(path.join(DIR, file), "utf8").split("\n").slice(0, 6);
  const status = head.find((line) => line.startsWith("Status: "));
  expect(status, "a `Status:` line within the first lines").toMatch(/^Status: (accepted|(partly )?superseded by \d{3})\b/);
  const named = /superseded by (.*)/.exec(status!)?.[1]?.replace(/\([^)]*\)/g, "").match(/\b\d{3}\b/g) ?? [];
  expect(named.filter((n) => !numbers.includes(n) || n === file.slice(0, 3))).toEqual([]);
});
