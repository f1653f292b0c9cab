// Fetches an owner's external calendar without letting the address reach inside Haya's network (SSRF): https only, every
// address the host resolves to must be public (checked at connect time, so a DNS answer that changes between a check
// and the connection cannot slip through), at most 3 redirects (each checked the same way), 10 s in all, 1 MB at most.
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { type AddressProblem, calendarProblem } from "./calendar-problems";

export interface FetchLimits {
  timeoutMs?: number;
  maxBytes?: number;
  /**
   * Tests only: also take http:// and loopback addresses (127.0.0.0/8, ::1), for a local fake calendar server. Never in
   * production: config.ts refuses CALENDAR_ALLOW_LOOPBACK there. Other private ranges stay refused.
   */
  allowLoopback?: boolean;
}

export const FETCH_TIMEOUT_MS = 10_000;
export const FETCH_MAX_BYTES = 1024 * 1024;
const MAX_REDIRECTS = 3;

/** Why a calendar could not be fetched: the message is a code (calendar-problems.ts), put in words when shown. */
export class CalendarFetchError extends Error {}

// Addresses that are not the public internet: this machine, private and shared networks, link-local (cloud metadata at
// 169.254.169.254), documentation, benchmarking, multicast and reserved ranges.
const blocked = new net.BlockList();
for (const [net4, bits] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.88.99.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["198.51.100.0", 24],
  ["203.0.113.0", 24], ["224.0.0.0", 4], ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(net4, bits, "ipv4");
for (const [net6, bits] of [
  ["::", 128], ["::1", 128], ["100::", 64], ["2001:db8::", 32], ["fc00::", 7], ["fe80::", 10], ["fec0::", 10], ["ff00::", 8],
] as const)
  blocked.addSubnet(net6, bits, "ipv6");
const loopback = new net.BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible or NAT64 (64:ff9b::) IPv6 address. */
function embeddedIpv4(address: string): string | undefined {
  const m = /^(?:::ffff:(?:0:)?|::|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address);
  if (!m) return undefined;
  if (m[1]) return m[1];
  const hi = parseInt(m[2]!, 16);
  const lo = parseInt(m[3]!, 16);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
}

/** Whether Haya may connect to this IP address. */
export function isPublicAddress(address: string, allowLoopback = false): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  const v4 = family === 6 ? embeddedIpv4(address.toLowerCase()) : address;
  const [ip, type] = v4 ? [v4, "ipv4" as const] : [address, "ipv6" as const];
  if (allowLoopback && loopback.check(ip, type)) return true;
  return !blocked.check(ip, type);
}

const isLoopbackHost = (host: string) => host === "localhost" || (net.isIP(host) !== 0 && loopback.check(host, net.isIPv6(host) ? "ipv6" : "ipv4"));

/**
 * The address as Haya fetches it, or why not (addressProblemText puts it in words): https (webcal:// is the same address over https, as
 * calendar apps read it), no user name or password in it, and not an IP address of a private network.
 */
export function calendarUrl(raw: string, limits: Pick<FetchLimits, "allowLoopback"> = {}): URL | AddressProblem {
  let url: URL;
  try {
    url = new URL(raw.trim().replace(/^webcals?:\/\//i, "https://"));
  } catch {
    return "address-full";
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const testServer = limits.allowLoopback && url.protocol === "http:" && isLoopbackHost(host);
  if (url.protocol !== "https:" && !testServer) return "address-https";
  if (url.username || url.password) return "address-credentials";
  if (net.isIP(host) && !isPublicAddress(host, limits.allowLoopback)) return "private";
  return url;
}

/** Whether the address's host name resolves, and only to public addresses (asked when an owner adds it). */
export async function checkHost(url: URL, limits: Pick<FetchLimits, "allowLoopback"> = {}): Promise<AddressProblem | undefined> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(host)) return undefined;
  try {
    const addresses = await dns.promises.lookup(host, { all: true });
    return addresses.length > 0 && addresses.every((a) => isPublicAddress(a.address, limits.allowLoopback)) ? undefined : "private";
  } catch {
    return "no-host";
  }
}

/** dns.lookup that answers only with public addresses (every one the name has must be), for the socket to connect to. */
function guardedLookup(allowLoopback: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, family: options.family ?? 0, hints: options.hints ?? 0 }, (err, addresses) => {
      if (err) return callback(err, "", 4);
      const list = addresses as dns.LookupAddress[];
      if (list.length === 0 || list.some((a) => !isPublicAddress(a.address, allowLoopback))) return callback(Object.assign(new Error("Not a public address"), { code: "EPRIVATE" }), "", 4);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** One GET: the response, or a redirect's next address. */
function get(url: URL, signal: AbortSignal, limits: Required<FetchLimits>): Promise<{ redirect: string } | { body: string }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const req = client.get(
      url,
      {
        signal,
        lookup: guardedLookup(limits.allowLoopback),
        headers: { "user-agent": "Haya calendar sync (+https://haya.ng)", accept: "text/calendar, text/plain;q=0.5, */*;q=0.1" },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          return resolve({ redirect: res.headers.location });
        }
        if (status !== 200) {
          res.resume();
          return reject(new CalendarFetchError(calendarProblem.status(status, res.statusMessage)));
        }
        const tooLarge = () => new CalendarFetchError(calendarProblem.tooLarge(Math.round(limits.maxBytes / 1024 / 1024)));
        if (Number(res.headers["content-length"] ?? 0) > limits.maxBytes) {
          res.destroy();
          return reject(tooLarge());
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            res.destroy();
            reject(tooLarge());
          } else chunks.push(chunk);
        });
        res.on("end", () => resolve({ body: new TextDecoder().decode(Buffer.concat(chunks)) }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
  });
}

/** Network failures as the owner is told of them (the error's code says which). */
function fetchFailure(e: unknown, timeoutMs: number): CalendarFetchError {
  if (e instanceof CalendarFetchError) return e;
  const err = e as NodeJS.ErrnoException;
  if (err.name === "AbortError" || err.name === "TimeoutError" || err.code === "ABORT_ERR") return new CalendarFetchError(calendarProblem.timeout(timeoutMs / 1000));
  if (err.code === "EPRIVATE") return new CalendarFetchError("private");
  if (err.code === "ENOTFOUND" || err.code === "EAI_AGAIN") return new CalendarFetchError("no-host");
  if (err.code?.startsWith("ERR_TLS") || err.code?.includes("CERT")) return new CalendarFetchError(calendarProblem.tls);
  return new CalendarFetchError(calendarProblem.connect);
}

/** The calendar's text, following up to 3 redirects; CalendarFetchError says why not. */
export async function fetchCalendar(address: string, opts: FetchLimits = {}): Promise<string> {
  const limits: Required<FetchLimits> = { timeoutMs: opts.timeoutMs ?? FETCH_TIMEOUT_MS, maxBytes: opts.maxBytes ?? FETCH_MAX_BYTES, allowLoopback: opts.allowLoopback ?? false };
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let next = address;
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const url = calendarUrl(next, limits);
      if (typeof url === "string") throw new CalendarFetchError(hop === 0 ? url : calendarProblem.redirectTo(url));
      const answer = await get(url, signal, limits);
      if ("body" in answer) return answer.body;
      next = new URL(answer.redirect, url).href;
    }
  } catch (e) {
    throw fetchFailure(signal.aborted ? signal.reason : e, limits.timeoutMs);
  }
  throw new CalendarFetchError(calendarProblem.redirects);
}
