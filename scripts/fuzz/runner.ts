// Runs a fuzz: requests 0…n-1 of a seed against a live server, at most `concurrency` in flight on kept-alive
// connections, each judged as it comes back; /readyz is asked along the way and must stay 200.
import type { HttpClient } from "./client";
import { describeFailure, judge, RESETS } from "./checks";
import { operationsOf, type ApiDocument } from "./document";
import type { Fixtures } from "./fixtures";
import { makeRequest, type RequestContext } from "./requests";

export interface FuzzOptions {
  client: HttpClient;
  fixtures: Fixtures;
  seed: number;
  requests: number;
  concurrency?: number;
  /** Send only these indexes of the run (a replay of failures). */
  only?: number[];
  /** Called with each failure's description as it happens. */
  onFailure?: (text: string) => void;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  operations: number;
  seconds: number;
  byStatus: Record<string, number>;
  byKind: Record<string, number>;
  p50: number;
  p99: number;
  resets: number;
  failures: number;
  /** Operations that answered some request with a 2xx: how deep the valid inputs got. */
  succeeded: Set<string>;
  /** Failures by problem (ids left out), with the operations that showed it and the first request that did. */
  groups: Record<string, { count: number; ops: Set<string>; example: string }>;
  /** Every operation's name. */
  names: string[];
}

export async function runFuzz(opts: FuzzOptions): Promise<FuzzReport> {
  const { client, fixtures, seed } = opts;
  const doc = (await client.json<ApiDocument>("GET", "/api/v1/openapi.json")).data;
  const ops = operationsOf(doc).sort((a, b) => a.name.localeCompare(b.name));
  const ctx: RequestContext = { doc, ops, fixtures, seed, origin: client.origin };
  const indexes = opts.only ?? Array.from({ length: opts.requests }, (_, i) => i);
  const report: FuzzReport = {
    seed,
    requests: 0,
    operations: ops.length,
    seconds: 0,
    byStatus: {},
    byKind: {},
    p50: 0,
    p99: 0,
    resets: 0,
    failures: 0,
    groups: {},
    succeeded: new Set(),
    names: ops.map((o) => o.name),
  };
  const latencies: number[] = [];
  const started = performance.now();
  const fail = (text: string, problems: string[], op: string) => {
    report.failures++;
    for (const p of problems) {
      const key = p.replace(/ for \S+ \(it lists [^)]*\)/, "").replace(/\/\d+/g, "/N");
      const group = (report.groups[key] ??= { count: 0, ops: new Set(), example: text });
      group.count++;
      group.ops.add(op);
    }
    opts.onFailure?.(text);
  };

  let next = 0;
  const worker = async () => {
    while (next < indexes.length) {
      const index = indexes[next++]!;
      const req = makeRequest(ctx, index);
      const answer = await client.send(req);
      report.requests++;
      latencies.push(answer.ms);
      const key = answer.error ?? String(answer.status);
      report.byStatus[key] = (report.byStatus[key] ?? 0) + 1;
      report.byKind[req.kind] = (report.byKind[req.kind] ?? 0) + 1;
      if (answer.error && RESETS.has(answer.error)) report.resets++;
      if (answer.status >= 200 && answer.status < 300) report.succeeded.add(req.op.name);
      const problems = judge(req, answer, fixtures);
      if (problems.length)
        fail(describeFailure(req, answer, problems, seed), problems, req.op.name);
      if (report.requests % 500 === 0) await ready(client, fail);
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency ?? 4 }, worker));
  await ready(client, fail);
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { ...report, seconds: (performance.now() - started) / 1000, p50: at(0.5), p99: at(0.99) };
}

async function ready(
  client: HttpClient,
  fail: (text: string, problems: string[], op: string) => void,
) {
  const a = await client.send({ method: "GET", path: "/readyz", headers: {} });
  if (a.status !== 200)
    fail(
      `✗ GET /readyz → ${a.error ?? a.status} ${a.body.toString("utf8").slice(0, 200)}`,
      [`/readyz answered ${a.error ?? a.status}`],
      "GET /readyz",
    );
}

/** The figures, for a person: requests, statuses, latency, resets and failures by problem. */
export function formatReport(r: FuzzReport): string {
  const statuses = Object.entries(r.byStatus)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([s, n]) => `${s}: ${n}`)
    .join(", ");
  const groups = Object.entries(r.groups)
    .sort(([, a], [, b]) => b.count - a.count)
    .map(
      ([g, { count, ops }]) =>
        `  ${String(count).padStart(5)} × ${g} — ${[...ops].slice(0, 6).join(", ")}${ops.size > 6 ? ` and ${ops.size - 6} more` : ""}`,
    );
  return [
    `seed ${r.seed}: ${r.requests} requests over ${r.operations} operations in ${r.seconds.toFixed(1)} s (${(r.requests / r.seconds).toFixed(0)}/s)`,
    `statuses: ${statuses}`,
    `latency: p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`,
    `operations that answered a 2xx: ${r.succeeded.size} of ${r.operations} (not: ${r.names.filter((n) => !r.succeeded.has(n)).join(", ")})`,
    `resets: ${r.resets}`,
    `failures: ${r.failures}${groups.length ? `, by problem:\n${groups.join("\n")}` : ""}`,
  ].join("\n");
}
