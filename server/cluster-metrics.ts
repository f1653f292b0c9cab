// /metrics on a cluster: the worker that is asked gets every worker's figures through the primary (prom-client's
// AggregatorRegistry sums counters and histograms across workers; figures read from the database are taken once).
import cluster from "node:cluster";
import { AggregatorRegistry } from "prom-client";
import { registry } from "./metrics";

const ASK = "haya:metrics";
const ANSWER = "haya:metrics:answer";

/** In each worker: answer the primary's collection with this process's registry (prom-client starts listening for the
 * primary's requests only once an AggregatorRegistry exists in the process, hence the one made and dropped here). */
AggregatorRegistry.setRegistries([registry]);
if (cluster.isWorker) new AggregatorRegistry();

/** In the primary: gather every worker's figures when one of them asks. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== ASK) return;
    aggregator
      .clusterMetrics()
      .then((text) => worker.send({ type: ANSWER, id: message.id, text }))
      .catch((e: unknown) => worker.send({ type: ANSWER, id: message.id, error: String(e) }));
  });
}

let next = 0;

/** The figures in Prometheus's text format: this process's alone, or on a cluster, every worker's. */
export async function metricsText(): Promise<string> {
  if (!cluster.isWorker || !process.send) return registry.metrics();
  const id = ++next;
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => done(new Error("the primary did not answer for the cluster's metrics")), 5_000);
    const onMessage = (m: { type?: string; id?: number; text?: string; error?: string }) => {
      if (m?.type !== ANSWER || m.id !== id) return;
      done(m.error ? new Error(m.error) : undefined, m.text);
    };
    function done(error?: Error, text?: string) {
      clearTimeout(timer);
      process.off("message", onMessage);
      if (error) reject(error);
      else resolve(text ?? "");
    }
    process.on("message", onMessage);
    process.send!({ type: ASK, id });
  });
}

export const metricsContentType = registry.contentType;
