// The mutations the issue lists, each applied to a request's valid parts: to a body field where the operation has a
// body, else to a path or query parameter, else to the headers, so that every kind reaches every operation.
import type { Operation } from "./document";
import type { Parts } from "./requests";
import {
  deepJson,
  encodePart,
  HOSTILE_IDS,
  hostileString,
  IMPOSSIBLE_DATES,
  wrongType,
  type ValueContext,
} from "./values";

export const KINDS = [
  "valid",
  "wrong-type",
  "huge-string",
  "unicode",
  "nul",
  "impossible-date",
  "deep-nesting",
  "duplicate-keys",
  "unknown-keys",
  "content-type",
  "big-id",
  "path-param",
  "headers",
] as const;
export type Kind = (typeof KINDS)[number];

type Json = Record<string, unknown>;
const RAW = "__haya_fuzz_raw__";
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const asText = (v: unknown) => (typeof v === "string" ? v : (JSON.stringify(v) ?? ""));

/** Every object field of a JSON value, as [object, key] (nested ones too). */
function fields(v: unknown, out: [Json, string][] = []): [Json, string][] {
  if (Array.isArray(v)) v.forEach((x) => fields(x, out));
  else if (isObject(v))
    for (const [k, x] of Object.entries(v)) {
      out.push([v, k]);
      fields(x, out);
    }
  return out;
}

export function mutate(kind: Kind, parts: Parts, op: Operation, ctx: ValueContext): void {
  const { rng } = ctx;
  const json = parts.body && "json" in parts.body ? parts.body : undefined;
  const form = parts.body && "multipart" in parts.body ? parts.body.multipart : undefined;
  const pathNames = Object.keys(parts.path);
  const bodyFields = json ? fields(json.json) : [];

  /** Puts `value` somewhere the operation reads: a body field, a form field, a path or query parameter, or a new query parameter. */
  const place = (value: unknown, prefer: (key: string) => boolean = () => true) => {
    const chosen = bodyFields.filter(([, k]) => prefer(k));
    if (json && (chosen.length || bodyFields.length) && rng.chance(0.8)) {
      const [obj, key] = rng.pick(chosen.length ? chosen : bodyFields);
      obj[key] = value;
    } else if (json && isObject(json.json) && rng.chance(0.5)) json.json = value;
    else if (form?.length && rng.chance(0.7)) rng.pick(form)[1] = asText(value);
    else if (pathNames.length && rng.chance(0.5)) parts.path[rng.pick(pathNames)] = encodePart(asText(value));
    else if (parts.query.length) rng.pick(parts.query)[1] = asText(value);
    else parts.query.push([rng.pick(["q", "limit", "id", "search"]), asText(value)]);
  };
  /** Writes the JSON body with `text` in place of one field (or as the whole body). */
  const splice = (text: string) => {
    const target = bodyFields.length && rng.chance(0.6) ? rng.pick(bodyFields) : undefined;
    if (target) {
      target[0][target[1]] = RAW;
      parts.raw = Buffer.from(JSON.stringify(json!.json).replace(`"${RAW}"`, () => text));
    } else parts.raw = Buffer.from(text);
  };

  switch (kind) {
    case "valid":
      return;
    case "wrong-type": {
      const target = bodyFields.length ? rng.pick(bodyFields) : undefined;
      if (target && rng.chance(0.8))
        target[0][target[1]] = wrongType(rng, {
          type: typeof target[0][target[1]] === "number" ? "integer" : typeof target[0][target[1]],
        });
      else place(rng.pick(["true", "[]", "{}", "null", "-1", "1.5", "abc", "[object Object]"]));
      return;
    }
    case "huge-string":
      return place(
        rng.pick([
          "x".repeat(rng.pick([5_000, 20_000, 70_000, 300_000])),
          "Ọ".repeat(rng.pick([2_000, 40_000])),
        ]),
      );
    case "unicode":
    case "nul":
      return place(
        kind === "nul"
          ? rng.pick(["\u0000", "a\u0000", "%00", "\u0000".repeat(100)])
          : hostileString(rng),
      );
    case "impossible-date":
      return place(rng.pick(IMPOSSIBLE_DATES), (k) => /date|day|before|after|until/i.test(k));
    case "big-id": {
      const id = rng.pick(HOSTILE_IDS);
      const asNumber = Number(id);
      return place(json && Number.isFinite(asNumber) && rng.chance(0.7) ? asNumber : id, (k) =>
        /id$/i.test(k),
      );
    }
    case "path-param": {
      const value = rng.pick([
        "",
        "..",
        ".",
        "%2e%2e",
        "%2E%2E%2F",
        "..%2F..%2Fadmin",
        "%2F",
        "~",
        "%20",
        "-",
      ]);
      if (pathNames.length) parts.path[rng.pick(pathNames)] = value;
      else
        parts.query.push([
          "id",
          value === "" ? "" : decodeURIComponent(value.replace(/%(?![0-9a-f]{2})/gi, "%25")),
        ]);
      return;
    }
    case "deep-nesting": {
      const depth = rng.pick([40, 500, 2_000, 6_000]);
      if (json || form || rng.chance(0.5)) {
        if (!json) parts.contentType = "application/json";
        return splice(deepJson(rng, depth));
      }
      return place("[".repeat(Math.min(depth, 500)));
    }
    case "duplicate-keys": {
      if (json && isObject(json.json) && Object.keys(json.json).length) {
        const key = rng.pick(Object.keys(json.json));
        const text = JSON.stringify(json.json);
        const dup = `"${key}":${JSON.stringify(wrongType(rng, {}))}`;
        parts.raw = Buffer.from(
          rng.chance(0.5) ? `{${dup},${text.slice(1)}` : `${text.slice(0, -1)},${dup}}`,
        );
      } else if (parts.query.length)
        parts.query.push([rng.pick(parts.query)[0], rng.pick(["", "x", "-1", "99999999999"])]);
      else if (form?.length) form.push([rng.pick(form)[0], "duplicate"]);
      else parts.query.push(["limit", "1"], ["limit", "x"]);
      return;
    }
    case "unknown-keys": {
      const extra: [string, unknown][] = [
        ["__proto__", { admin: true }],
        ["constructor", { prototype: { role: "admin" } }],
        ["role", "admin"],
        ["ownerId", "demo-person-owner"],
        ["status", "published"],
        ["id", 1],
        [`x${rng.int(0, 1e6)}`, "?"],
      ];
      const [key, value] = rng.pick(extra);
      if (json && isObject(json.json))
        parts.raw = Buffer.from(
          JSON.stringify(json.json).replace(
            /^\{/,
            `{${JSON.stringify(key)}:${JSON.stringify(value)}${Object.keys(json.json).length ? "," : ""}`,
          ),
        );
      else if (form) form.push([key, JSON.stringify(value)]);
      else parts.query.push([key, String(JSON.stringify(value))]);
      return;
    }
    case "content-type": {
      const types = [
        null,
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data",
        "application/xml",
        "application/json; charset=utf-16",
        "application/json-patch+json",
        "image/png",
        "*/*",
        "application/json, text/plain",
        "application/json\u00a0",
      ];
      parts.contentType = rng.pick(types);
      if (!parts.body)
        parts.raw = Buffer.from(rng.pick(['{"a":1}', "a=1&b=2", "\u0000\u0001", "[]"]));
      else if (form && rng.chance(0.5)) parts.raw = Buffer.from('{"photo":"not a file"}');
      return;
    }
    case "headers": {
      const pick = rng.int(0, 7);
      if (pick === 0)
        parts.headers.authorization = `Bearer haya_pat_${"x".repeat(rng.pick([10, 40]))}`;
      else if (pick === 1) parts.headers.authorization = "x".repeat(rng.pick([20_000, 100_000]));
      else if (pick === 2) parts.headers.origin = "https://evil.example";
      else if (pick === 3) delete parts.headers.origin;
      else if (pick === 4)
        parts.headers.cookie = `haya.session_token=${rng.pick(["..%2F..", "x".repeat(5000), "%00", "a.b.c"])}`;
      else if (pick === 5)
        parts.headers["accept-language"] = rng.pick(["pcm", "*;q=0", "xx-YY,pcm;q=0.5", "é\u00ff"]);
      else if (pick === 6)
        parts.headers.accept = rng.pick(["text/html", "text/event-stream", "application/xml"]);
      else parts.headers["x-request-id"] = rng.pick(["../../etc", "x".repeat(300), "a\tb"]);
      return;
    }
  }
}
