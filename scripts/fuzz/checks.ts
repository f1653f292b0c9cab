// What makes a fuzz answer a failure: a 5xx, a status the operation does not document, an answer under /api/v1 that is
// not JSON (event streams and 204 aside), no X-Request-Id, a broken connection, or another person's private things.
import type { Answer } from "./client";
import type { Fixtures } from "./fixtures";
import type { FuzzRequest } from "./requests";

/** Errors that mean the server dropped the connection under the request (as opposed to a refusal or a timeout). */
export const RESETS = new Set(["ECONNRESET", "EPIPE", "socket hang up", "ECONNABORTED"]);

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function judge(req: FuzzRequest, answer: Answer, fixtures: Fixtures): string[] {
  if (answer.error)
    return [
      RESETS.has(answer.error)
        ? `connection reset (${answer.error})`
        : `no answer (${answer.error})`,
    ];
  const problems: string[] = [];
  const { status } = answer;
  if (status >= 500) problems.push(`server error ${status}`);
  else if (!req.op.statuses.has(status))
    problems.push(
      `status ${status} is not documented for ${req.op.name} (it lists ${[...req.op.statuses].join(", ")})`,
    );
  const type = String(answer.headers["content-type"] ?? "");
  // A status the document answers with another media type (a ZIP download) is judged by that type.
  const documented = req.op.otherTypes?.get(status)?.some((t) => type.startsWith(t)) ?? false;
  if (status !== 204 && !type.startsWith("text/event-stream") && !documented) {
    if (!/^application\/([\w.-]+\+)?json\b/.test(type))
      problems.push(`not JSON (Content-Type: ${type || "none"})`);
    else
      try {
        JSON.parse(answer.body.toString("utf8"));
      } catch {
        problems.push("a JSON Content-Type on a body that does not parse");
      }
  }
  if (!answer.headers["x-request-id"]) problems.push("no X-Request-Id");
  if (status >= 200 && status < 300) problems.push(...leaks(req, answer, fixtures));
  return problems;
}

function leaks(req: FuzzRequest, answer: Answer, fixtures: Fixtures): string[] {
  const problems: string[] = [];
  const path = req.path.replace(/^\/api\/v1/, "").replace(/\?.*$/, "");
  const token = Object.keys(req.headers).some((h) => h.toLowerCase() === "authorization");
  if (req.op.signedIn && req.persona === "visitor" && !token)
    problems.push(`a visitor got ${answer.status} from an operation that needs a session`);
  for (const r of fixtures.private)
    if (
      (r.exact ? path === r.prefix : under(path, r.prefix)) &&
      (!r.methods || r.methods.includes(req.method)) &&
      !r.allowed.includes(req.persona)
    )
      problems.push(`${req.persona} got ${answer.status} on ${r.what} (${r.prefix})`);
  const text = answer.body.toString("utf8");
  for (const s of fixtures.secrets)
    if (!s.allowed.includes(req.persona) && text.includes(s.text))
      problems.push(`${req.persona} was shown ${s.what}`);
  return problems;
}

const clip = (s: string, n: number) =>
  s.length > n ? `${s.slice(0, n)}…(${s.length} characters)` : s;

/** The exact request and its answer, to paste into a bug report or replay with --seed and --only. */
export function describeFailure(
  req: FuzzRequest,
  answer: Answer,
  problems: string[],
  seed: number,
): string {
  const headers = Object.entries(req.headers).map(([k, v]) => `  ${k}: ${clip(v, 160)}`);
  const body = req.body
    ? `  body (${req.body.length} bytes): ${clip(JSON.stringify(req.body.subarray(0, 600).toString("utf8")), 600)}`
    : "  (no body)";
  const answerHeaders = ["content-type", "x-request-id", "connection", "content-length"]
    .filter((h) => answer.headers[h] !== undefined)
    .map((h) => `  ${h}: ${String(answer.headers[h])}`);
  return [
    `✗ #${req.index} ${req.op.name} as ${req.persona}, mutation ${req.kind}: ${problems.join("; ")}`,
    `  replay: npm run fuzz -- --seed ${seed} --only ${req.index}`,
    `${req.method} ${clip(req.path, 400)}`,
    ...headers,
    body,
    `→ ${answer.error ?? answer.status} in ${answer.ms.toFixed(0)} ms`,
    ...(answer.previous ? [`  after ${answer.previous}`] : []),
    ...answerHeaders,
    `  ${clip(answer.body.toString("utf8"), 600)}`,
  ].join("\n");
}
