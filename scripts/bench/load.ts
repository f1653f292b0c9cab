// HTTP load with autocannon; percentiles computed from every response time (autocannon reports no p95).
import autocannon from "autocannon";

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** The server's CPU time per answer over the measured run (`cpu` given): what a request costs, whatever shares the cores. */
  cpuMsPerRequest?: number | undefined;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function load(
  name: string,
  url: string,
  {
    seconds = 10,
    connections = 10,
    headers = {},
    warmupSeconds = 2,
    method = "GET",
    body,
    manyAddresses = false,
    cpu,
  }: {
    seconds?: number;
    connections?: number;
    headers?: Record<string, string>;
    warmupSeconds?: number;
    method?: "GET" | "PATCH" | "PUT" | "POST";
    body?: string;
    /** Each request from another client address (X-Forwarded-For; the server must trust it): many phones, not one. */
    manyAddresses?: boolean;
    /** The server's CPU time so far, in ms (setup.ts's cpuMs), read as the measured run starts and ends. */
    cpu?: () => number | undefined;
  } = {},
): Promise<LoadResult> {
  let n = 0;
  const requests = manyAddresses
    ? [{ setupRequest: (req: { headers?: Record<string, string> }) => ({ ...req, headers: { ...req.headers, "x-forwarded-for": `10.${(++n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } }) }]
    : undefined;
  // A short unmeasured run first, so that figures are for a warm process (JIT, pools, caches).
  if (warmupSeconds > 0)
    await new Promise((resolve, reject) =>
      autocannon({ url, connections, method, body, requests, duration: warmupSeconds, headers: { "accept-encoding": "br, gzip", ...headers } } as autocannon.Options, (err, res) => (err ? reject(err) : resolve(res))),
    );
  const times: number[] = [];
  const cpuBefore = cpu?.();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, method, body, requests, duration: seconds, headers: { "accept-encoding": "br, gzip", ...headers } } as autocannon.Options,
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  });
  const cpuAfter = cpu?.();
  times.sort((a, b) => a - b);
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.non2xx,
    cpuMsPerRequest: cpuBefore !== undefined && cpuAfter !== undefined && times.length > 0 ? (cpuAfter - cpuBefore) / times.length : undefined,
  };
}
