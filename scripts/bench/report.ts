// Shared by the benchmarks: timing a piece of work, and writing a dated section into docs/benchmarks.md (newest first).
import fs from "node:fs";
import { percentile, type LoadResult } from "./load";

/** Runs `work` `n` times one after another; p50 and p95 of the durations, in ms. */
export async function timed(n: number, work: (k: number) => Promise<unknown>) {
  const ms: number[] = [];
  for (let k = 0; k < n; k++) {
    const t = performance.now();
    await work(k);
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95) };
}

export const ms = (v: number) => v.toFixed(1);

/** The autocannon table every load section prints. */
export function loadTable(results: LoadResult[], seconds: number): string[] {
  return [
    `autocannon, 10 connections, ${seconds} s per row after 2 s of warm-up:`,
    "",
    "| target | req/s | p50 ms | p95 ms | p99 ms | errors |",
    "|---|--:|--:|--:|--:|--:|",
    ...results.map((r) => `| ${r.name} | ${r.rps} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.errors} |`),
    "",
  ];
}

/** Puts `lines` (a section starting with "## ") above the newest section of docs/benchmarks.md, and prints them. */
export function writeSection(lines: string[]) {
  const file = "docs/benchmarks.md";
  const text = fs.readFileSync(file, "utf8");
  const at = text.indexOf("\n## ");
  fs.writeFileSync(file, at < 0 ? `${text}\n${lines.join("\n")}` : `${text.slice(0, at + 1)}${lines.join("\n")}\n${text.slice(at + 1)}`);
  console.log(lines.join("\n"));
}
