// Values for the fuzz: valid ones from a JSON schema (aimed at the fixtures' ids and words), and the hostile ones the
// issue lists (huge and unicode strings, NUL, impossible dates, ids past int4, deep nesting).
import { resolve, type ApiDocument, type Schema } from "./document";
import type { Fixtures } from "./fixtures";
import type { Rng } from "./random";

export interface ValueContext {
  doc: ApiDocument;
  fixtures: Fixtures;
  rng: Rng;
}

const PICKUP = ["8:00 AM", "10:00 AM", "Noon", "3:00 PM"];
const isoDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

function word(rng: Rng, min = 3, max = 12) {
  let s = "";
  for (let i = rng.int(min, max); i > 0; i--) s += ALNUM[rng.int(0, ALNUM.length - 1)];
  return s;
}

const types = (s: Schema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** Ids of the kind a field or parameter names: `listingId` and `/listings/{id}` both aim at listings. */
export function idsFor(fixtures: Fixtures, name: string): (number | string)[] {
  const key = name.replace(/Ids?$/, "").toLowerCase();
  const pools: Record<string, string> = {
    listing: "listings",
    booking: "bookings",
    conversation: "conversations",
    user: "users",
    review: "reviews",
    favourites: "listings",
    line: "lines",
  };
  return fixtures.ids[pools[key] ?? key] ?? [];
}

/** A value `schema` accepts, for the field `name`. */
export function validValue(ctx: ValueContext, schema: Schema, name = "", depth = 0): unknown {
  const { rng, fixtures } = ctx;
  const s = resolve(ctx.doc, schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return rng.pick(s.enum);
  const alts = s.anyOf ?? s.oneOf;
  if (alts?.length) {
    const usable = alts.filter((a) => !types(resolve(ctx.doc, a)).includes("null"));
    return validValue(ctx, rng.pick(usable.length ? usable : alts), name, depth);
  }
  if (s.allOf?.length)
    return validValue(
      ctx,
      Object.assign({}, ...s.allOf.map((a) => resolve(ctx.doc, a))) as Schema,
      name,
      depth,
    );
  const ts = types(s).filter((t) => t !== "null");
  const type = ts.length ? rng.pick(ts) : s.properties ? "object" : "string";
  switch (type) {
    case "integer":
    case "number": {
      const ids = /id$/i.test(name) ? idsFor(fixtures, name).filter((v) => typeof v === "number") : (fixtures.words[name] ?? []).map(Number);
      if (ids.length && rng.chance(0.85)) return rng.pick(ids);
      const lo = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 0);
      const hi = Math.min(s.maximum ?? lo + 1000, lo + (rng.chance(0.8) ? 100 : 1_000_000));
      return rng.int(lo, Math.max(lo, hi));
    }
    case "boolean":
      return rng.chance(0.5);
    case "array": {
      const n = rng.int(s.minItems ?? 0, Math.min(s.maxItems ?? 3, (s.minItems ?? 0) + 3));
      return Array.from({ length: n }, () => validValue(ctx, s.items ?? {}, name, depth + 1));
    }
    case "object": {
      const out: Record<string, unknown> = {};
      const required = new Set(s.required ?? []);
      for (const [key, sub] of Object.entries(s.properties ?? {}))
        if (required.has(key) || (depth < 4 && rng.chance(0.5)))
          out[key] = validValue(ctx, sub, key, depth + 1);
      return out;
    }
    default:
      return validString(ctx, s, name);
  }
}

function validString(ctx: ValueContext, s: Schema, name: string): string {
  const { rng, fixtures } = ctx;
  const known =
    fixtures.words[name] ?? (/id$/i.test(name) ? idsFor(fixtures, name).map(String) : undefined);
  if (known?.length && rng.chance(0.85)) return rng.pick(known);
  if (/date$/i.test(name) || s.format === "date" || /ISO date/.test(s.description ?? ""))
    return isoDay(/end/i.test(name) ? rng.int(20, 24) : rng.int(10, 19));
  if (/time$/i.test(name)) return rng.pick(PICKUP);
  if (/email/i.test(name)) return `${word(rng)}@example.com`;
  if (/phone/i.test(name)) return `+23480${rng.int(10_000_000, 99_999_999)}`;
  if (/url/i.test(name)) return `https://calendar.example.com/${word(rng)}.ics`;
  if (/accountNumber/.test(name)) return String(rng.int(1_000_000_000, 9_999_999_999));
  const min = s.minLength ?? 0;
  const max = Math.max(min, Math.min(s.maxLength ?? 40, min + 40));
  const candidates = [
    words(rng, min, max),
    word(rng, Math.max(1, min), Math.max(1, max)),
    String(rng.int(1, 999_999_999)).slice(0, Math.max(1, max)),
  ];
  if (!s.pattern) return candidates[0]!;
  let re: RegExp | undefined;
  try {
    re = new RegExp(s.pattern, "u");
  } catch {
    return candidates[1]!;
  }
  return candidates.find((c) => re.test(c)) ?? candidates[1]!;
}

/** Words with spaces, as people write, `min` to `max` characters long. */
function words(rng: Rng, min: number, max: number) {
  let s = "";
  while (s.length < Math.max(min, 3)) s += (s ? " " : "") + word(rng, 2, 9).toLowerCase();
  return s.slice(0, Math.max(max, 1)).trimEnd().padEnd(min, "x");
}

/** Strings that have broken servers: control characters, every plane of Unicode, lone surrogates, look-alikes. */
export function hostileString(rng: Rng): string {
  const pick = rng.int(0, 13);
  switch (pick) {
    case 0:
      return `a\u0000b`;
    case 1:
      return "\u0000";
    case 2:
      return "Ẹ̀kọ́ Ọ̀yọ́ 🇳🇬🚗🏍️ ẹ ọ ṣ ₦";
    case 3:
      return "\u202Egnp.exe\u200B\u200D\uFEFF";
    case 4:
      return "\uD800 lone \uDFFF";
    case 5:
      return "１２３４５";
    case 6:
      return "x".repeat(rng.pick([1_000, 10_000, 70_000]));
    case 7:
      return "🚗".repeat(rng.pick([100, 5_000, 20_000]));
    case 8:
      return "' OR 1=1 --; drop table users; \\";
    case 9:
      return "<script>alert(1)</script>{{7*7}}${7*7}";
    case 10:
      return "%00%ff%c0%af../../etc/passwd";
    case 11:
      return "\r\n\t\u0007\u001b[31m";
    case 12:
      return "";
    default:
      return " ".repeat(rng.int(1, 50));
  }
}

/** Days that do not exist, or are not written as ISO days. */
export const IMPOSSIBLE_DATES = [
  "2026-02-30",
  "2026-13-01",
  "2026-00-10",
  "2027-02-29",
  "0000-01-01",
  "275760-09-14",
  "-000001-01-01",
  "2026-1-1",
  "2026-06-15T25:61:00Z",
  "31/12/2026",
  "2026-12-32",
  "1900-01-01",
  "9999-12-31",
  "NaN",
  "2026-W01",
];

/** Ids around and past PostgreSQL's integer (2147483647) and JavaScript's safe integers, and not-quite-numbers. */
export const HOSTILE_IDS = [
  "2147483647",
  "2147483648",
  "4294967296",
  "9007199254740991",
  "9007199254740992",
  "99999999999999999999",
  "1e21",
  "-1",
  "0",
  "1.5",
  "0x10",
  "1e3",
  "+1",
  " 1",
  "１",
  "NaN",
  "Infinity",
];

/** A value of another type than `schema` says. */
export function wrongType(rng: Rng, schema: Schema): unknown {
  const allowed = new Set(types(schema));
  if (allowed.has("number")) allowed.add("integer");
  const jsonType = (v: unknown) =>
    v === null
      ? "null"
      : Array.isArray(v)
        ? "array"
        : typeof v === "number"
          ? Number.isInteger(v)
            ? "integer"
            : "number"
          : typeof v;
  const others: unknown[] = [
    null,
    true,
    0,
    -1,
    1.5,
    "1",
    "",
    [],
    {},
    ["a"],
    { a: 1 },
    2147483648,
    1e308,
  ];
  return rng.pick(others.filter((v) => !allowed.has(jsonType(v))));
}

/** JSON text nested `depth` deep: arrays or objects, optionally inside a field. */
export function deepJson(rng: Rng, depth: number): string {
  return rng.chance(0.5)
    ? "[".repeat(depth) + "]".repeat(depth)
    : '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
}

/** Percent-encoding that also writes a lone surrogate (which encodeURIComponent refuses) as the broken UTF-8 it would be. */
export function encodePart(v: string): string {
  return v
    .split(/([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/)
    .map((piece) => {
      if (piece.length !== 1 || piece.charCodeAt(0) < 0xd800 || piece.charCodeAt(0) > 0xdfff)
        return encodeURIComponent(piece);
      const c = piece.charCodeAt(0);
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join("");
    })
    .join("");
}
