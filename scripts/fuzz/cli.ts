// npm run fuzz -- --requests N [--seed S] [--base-url URL] [--only i,j] [--database-url URL] [--record]
// A longer run of the API fuzz (docs/decisions/041-api-fuzz.md). Without --base-url it starts the built server on a new
// embedded database (or --database-url's PostgreSQL) and reports its memory; --record writes the figures into
// docs/benchmarks.md. Exits 1 if any request failed.
import os from "node:os";
import { parseArgs } from "node:util";
import { writeSection } from "../bench/report";
import { httpClient } from "./client";
import { prepareFixtures } from "./fixtures";
import { newSeed } from "./random";
import { formatReport, runFuzz, type FuzzReport } from "./runner";
import { startServer, type StartedServer } from "./server";
import { signInOverHttp } from "./sign-in";

const { values: args } = parseArgs({
  options: {
    requests: { type: "string", default: "2000" },
    seed: { type: "string" },
    "base-url": { type: "string" },
    "database-url": { type: "string" },
    only: { type: "string" },
    record: { type: "boolean", default: false },
  },
});
const seed = args.seed !== undefined ? Number(args.seed) : newSeed();
const requests = Number(args.requests);
if (!Number.isSafeInteger(seed) || !Number.isSafeInteger(requests) || requests < 1)
  throw new Error("--seed and --requests take whole numbers");
const only = args.only?.split(",").map(Number);

let server: StartedServer | undefined;
if (!args["base-url"]) {
  console.log("Starting the built server on a new database…");
  server = await startServer(args["database-url"] ? { databaseUrl: args["database-url"] } : {});
  console.log(`Server ${server.url} (pid ${server.pid}, output in ${server.logFile})`);
}
const client = httpClient(args["base-url"] ?? server!.url, 4);
let report: FuzzReport | undefined;
try {
  const fixtures = await prepareFixtures(client, await signInOverHttp(client));
  // Settled after start-up and sign-in, before the first fuzz request.
  await new Promise((r) => setTimeout(r, 2_000));
  const before = server?.memory();
  console.log(
    `Fuzzing with seed ${seed} (--seed ${seed} replays it), ${only ? `requests ${only.join(", ")}` : `${requests} requests`}, 4 in flight…`,
  );
  let shown = 0;
  report = await runFuzz({
    client,
    fixtures,
    seed,
    requests,
    concurrency: 4,
    ...(only ? { only } : {}),
    // Resets are rare and each is told in full: what the connection carried before matters.
    onFailure: (text) => void ((shown++ < 20 || text.includes("connection reset")) && console.log(`\n${text}\n`)),
  });
  await new Promise((r) => setTimeout(r, 5_000));
  const after = server?.memory();
  const examples = Object.values(report.groups).map((g) => g.example);
  if (examples.length) console.log(`\nOne request of each problem:\n\n${examples.join("\n\n")}`);
  console.log(`\n${formatReport(report)}`);
  const memory =
    before && after
      ? `server memory (RSS): ${before.rssMb.toFixed(0)} MB before, peak ${after.peakMb.toFixed(0)} MB, ${after.rssMb.toFixed(0)} MB 5 s after`
      : undefined;
  if (memory) console.log(memory);
  if (args.record)
    record(
      report,
      memory,
      args["base-url"]
        ? "a server at --base-url"
        : args["database-url"]
          ? "the built server on PostgreSQL"
          : "the built server on the embedded database (PGlite)",
    );
} finally {
  client.close();
  await server?.stop();
}
process.exit(report && report.failures === 0 ? 0 : 1);

function record(r: FuzzReport, memory: string | undefined, where: string) {
  const statuses = Object.entries(r.byStatus)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([s, n]) => `${s}: ${n.toLocaleString("en")}`)
    .join(", ");
  writeSection([
    `## ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — API fuzz (\`npm run fuzz\`) — ${os.availableParallelism()} cores, Node ${process.version}`,
    "",
    `${r.requests.toLocaleString("en")} generated requests over all ${r.operations} operations of /api/v1 (seed ${r.seed}), as a visitor, the demo owner, the demo renter and a stranger, 4 in flight on kept-alive connections, against ${where}.`,
    "",
    `| requests | seconds | p50 ms | p99 ms | 5xx | resets | failures |`,
    `|--:|--:|--:|--:|--:|--:|--:|`,
    `| ${r.requests.toLocaleString("en")} | ${r.seconds.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${Object.entries(
      r.byStatus,
    )
      .filter(([s]) => s.startsWith("5"))
      .reduce((n, [, c]) => n + c, 0)} | ${r.resets} | ${r.failures} |`,
    "",
    `Statuses: ${statuses}.${memory ? ` The server's ${memory.replace("server memory", "memory")}.` : ""}`,
    "",
  ]);
}
