// The API fuzz in the suite (issue 40): 3,000 generated requests over every /api/v1 operation, as a visitor, the demo
// owner, the demo renter and a stranger, against the whole app on a real HTTP server on 127.0.0.1, on this run's
// database (PGlite, or PostgreSQL with TEST_DATABASE_URL). FUZZ_SEED=S replays a run; `npm run fuzz` runs longer.
import { getRequestListener } from "@hono/node-server";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OWNER, DEMO_PASSWORD, DEMO_RENTER } from "../../server/seed/data/demo-people";
import { seedDemoPeople } from "../../server/seed/demo-people";
import { onClientError, rememberRequestStarts } from "../../server/http/node-server/client-errors";
import { cookieOf } from "../../server/testing/accounts";
import { apiHarness } from "../../server/testing/http";
import { httpClient, type HttpClient } from "./client";
import { prepareFixtures, type Fixtures } from "./fixtures";
import { KINDS } from "./mutate";
import { newSeed } from "./random";
import { formatReport, runFuzz } from "./runner";

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3_000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : newSeed();

let server: http.Server;
let client: HttpClient;
let fixtures: Fixtures;

beforeAll(async () => {
  const h = await apiHarness({ seed: true });
  await seedDemoPeople(h.db);
  const signIn = async (email: string, ip: string) => ({
    cookie: cookieOf(
      (
        await h.services.accounts.signIn(
          { email, password: DEMO_PASSWORD },
          { ip, headers: new Headers() },
        )
      ).headers,
    ),
  });
  const [owner, renter, stranger] = await Promise.all([
    signIn(DEMO_OWNER.email, "10.78.0.2"),
    signIn(DEMO_RENTER.email, "10.78.0.3"),
    h.join("Stranger"),
  ]);
  // As server/serve.ts serves the app: Node's own HTTP server, its parser's errors answered by onClientError.
  server = http.createServer(getRequestListener(h.app.fetch));
  server.on("clientError", onClientError);
  server.on("connection", rememberRequestStarts);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  client = httpClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, 4);
  fixtures = await prepareFixtures(client, { owner, renter, stranger });
});

afterAll(async () => {
  client?.close();
  server?.closeAllConnections();
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
});

describe("the API fuzz", () => {
  it(
    `answers ${REQUESTS} generated requests with documented statuses, JSON, no 5xx, no reset and no one else's things`,
    { timeout: 600_000 },
    async () => {
      console.log(`API fuzz: seed ${SEED} (FUZZ_SEED=${SEED} replays it)`);
      const report = await runFuzz({
        client,
        fixtures,
        seed: SEED,
        requests: REQUESTS,
        concurrency: 4,
      });
      console.log(formatReport(report));
      // Every kind of input was sent, and valid ones got past the edge to the rules of most operations.
      expect(Object.keys(report.byKind).length).toBe(KINDS.length);
      expect(report.succeeded.size).toBeGreaterThanOrEqual(40);
      const examples = Object.values(report.groups).map((g) => g.example);
      expect(
        report.failures,
        `seed ${SEED}, one request of each problem:\n\n${examples.join("\n\n")}\n\n${formatReport(report)}`,
      ).toBe(0);
    },
  );
});
