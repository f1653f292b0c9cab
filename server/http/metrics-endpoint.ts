// GET /metrics for Prometheus: only with `Authorization: Bearer $METRICS_TOKEN` (401 otherwise). Without the setting the
// route does not exist (app.ts), so the figures are never public by accident.
import { timingSafeEqual, createHash } from "node:crypto";
import type { Handler } from "hono";
import { metricsContentType, metricsText } from "../cluster-metrics";

const digest = (s: string) => createHash("sha256").update(s).digest();

export function metricsEndpoint(token: string): Handler {
  const expected = digest(`Bearer ${token}`);
  return async (c) => {
    const given = c.req.header("Authorization") ?? "";
    // Compared as digests of equal length, in constant time: the answer's timing tells nothing about the token.
    if (!timingSafeEqual(digest(given), expected)) {
      return c.json({ error: "unauthorized", message: "Send Authorization: Bearer <METRICS_TOKEN>" }, 401, { "WWW-Authenticate": 'Bearer realm="metrics"', "Cache-Control": "no-store" });
    }
    return c.body(await metricsText(), 200, { "Content-Type": metricsContentType, "Cache-Control": "no-store" });
  };
}
