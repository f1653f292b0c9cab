// Bad bytes are bad input: control characters, broken percent-encoding, invalid UTF-8 and lone surrogates in a path,
// query or body are refused with a 400 at the edge, before they reach a service (PostgreSQL refuses NUL in text, so
// today they would end as 500s). Pages' form posts are checked where their actions read them (bad-bytes-forms.ts).
import type { Context, MiddlewareHandler } from "hono";
import { localeOfPath, type Locale } from "../../../core/locales";
import { m } from "../../../core/paraglide/messages";
import { badAddressPage, errorPage } from "../pages/error-pages";

export type Problem = "control" | "encoding" | "surrogate";
/** A field (query parameter, form field, JSON key path, or `path`/`query`/`body`) and what is wrong with it. */
export type BadFields = Record<string, Problem>;

/**
 * The free-text fields that are written on several lines (textareas, and their JSON twins): tab, CR and LF are
 * allowed in them and nowhere else. Listing description, pick-up notes, features and what is included (one a line),
 * and the contact form's message. Paths and query strings never need a control character.
 */
export const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set(["description", "pickupNotes", "features", "included", "message"]);

/** What each problem is called beside its field, in the request's language (the API's: messages-locale.ts apiLocale). */
export const FIELD_MESSAGES: Record<Problem, () => string> = {
  control: () => m.err_bad_control(),
  encoding: () => m.err_bad_encoding(),
  surrogate: () => m.err_bad_surrogate(),
};

// eslint-disable-next-line no-control-regex -- control characters are exactly what these look for
const CONTROL = /[\u0000-\u001f]/;
// eslint-disable-next-line no-control-regex -- as above, less tab, LF and CR
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What is wrong with a decoded text, if anything; `multiLine` allows tab, CR and LF. */
export function textProblem(text: string, multiLine = false): Problem | undefined {
  if ((multiLine ? CONTROL_BUT_LINES : CONTROL).test(text)) return "control";
  if (LONE_SURROGATE.test(text)) return "surrogate";
  return undefined;
}

/** The text without what textProblem refuses (to give back what a person typed, minus the bad characters). */
export function withoutBadCharacters(text: string, multiLine = false): string {
  const control = multiLine ? CONTROL_BUT_LINES : CONTROL;
  return text.replace(new RegExp(`${control.source}|${LONE_SURROGATE.source}`, "g"), "");
}

/** Percent-decoding that refuses a `%` without two hex digits and bytes that are not UTF-8 (encoded surrogates included). */
export function decodeStrict(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** A raw (still percent-encoded) path: any control character or broken encoding. */
export function pathProblems(rawPath: string): BadFields {
  const decoded = decodeStrict(rawPath);
  if (decoded === undefined) return { path: "encoding" };
  const problem = textProblem(decoded);
  return problem ? { path: problem } : {};
}

/**
 * A raw query string (`?a=1&b=2`, as sent) or urlencoded form body: each parameter's name and value, `+` as a space;
 * tab, CR and LF only in the values `multiLine` names (never in a query string).
 */
export function queryProblems(rawSearch: string, multiLine: (field: string) => boolean = () => false, whole = "query"): BadFields {
  const bad: BadFields = {};
  for (const pair of rawSearch.replace(/^\?/, "").split("&")) {
    if (!pair) continue;
    const eq = pair.indexOf("=");
    const rawName = eq < 0 ? pair : pair.slice(0, eq);
    const name = decodeStrict(rawName.replaceAll("+", " "));
    const value = eq < 0 ? "" : decodeStrict(pair.slice(eq + 1).replaceAll("+", " "));
    const field = name === undefined || textProblem(name) ? whole : name;
    if (name === undefined || value === undefined) bad[field] ??= "encoding";
    else {
      const problem = textProblem(name) ?? textProblem(value, multiLine(name));
      if (problem) bad[field] ??= problem;
    }
  }
  return bad;
}

/** Deeper than any body Haya takes (a listing's is 3 levels): past it a body is refused whole, before anything walks it. */
export const JSON_MAX_DEPTH = 32;

/** Whether a parsed JSON value nests arrays and objects more than `max` deep; walked without recursion. */
export function jsonTooDeep(value: unknown, max = JSON_MAX_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (!v || typeof v !== "object") continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) if (child && typeof child === "object") stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Every string of a parsed JSON value, keys included, named by its path (`features.0`); tab, CR and LF only where
 * `multiLine` says so for the top-level field it belongs to. Walked with a stack of its own, not recursion, so that no
 * nesting can overflow the call stack (bodies are refused past JSON_MAX_DEPTH before this runs).
 */
export function jsonProblems(value: unknown, multiLine: (field: string) => boolean): BadFields {
  const bad: BadFields = {};
  // A value's place as a chain to its parent, written out only for a value with a problem.
  type Place = { key: string; parent: Place | undefined; top: string } | undefined;
  const at = (place: Place) => {
    const keys: string[] = [];
    for (let p = place; p; p = p.parent) keys.push(p.key);
    return keys.reverse().join(".") || "body";
  };
  const stack: [unknown, Place][] = [[value, undefined]];
  while (stack.length > 0) {
    const [v, place] = stack.pop()!;
    const child = (key: string): Place => ({ key, parent: place, top: place?.top ?? key });
    if (typeof v === "string") {
      const problem = textProblem(v, place !== undefined && multiLine(place.top));
      if (problem) bad[at(place)] ??= problem;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], child(String(i))]);
    } else if (v && typeof v === "object") {
      for (const [k, c] of Object.entries(v).reverse()) {
        const keyProblem = textProblem(k);
        if (keyProblem) bad[at(place)] ??= keyProblem;
        else stack.push([c, child(k)]);
      }
    }
  }
  return bad;
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;
const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * An API body (JSON, or a urlencoded form): read from a copy, so the handler still reads it (bodies here are small:
 * body-limit.ts allows 64 KB). Multipart bodies are photo uploads, whose binary parts are the photo's own business.
 * A body that is not JSON at all is left to the handler, which says so.
 */
async function bodyProblems(c: Context, multiLine: (field: string) => boolean): Promise<BadFields | "too deep"> {
  const type = c.req.header("content-type") ?? "";
  const json = JSON_TYPE.test(type);
  if (!c.req.raw.body || !(json || FORM_TYPE.test(type))) return {};
  let text: string;
  try {
    text = utf8.decode(await c.req.raw.clone().arrayBuffer());
  } catch {
    return { body: "encoding" };
  }
  if (!json) return queryProblems(text, multiLine, "body");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  return jsonTooDeep(parsed) ? "too deep" : jsonProblems(parsed, multiLine);
}

export interface BadBytesOptions {
  /** Whether tab, CR and LF are allowed in a top-level body field of an API request to `path`. */
  multiLine?: (path: string, field: string) => boolean;
}

/** Refuses bad bytes in every path and query string, and in API bodies: JSON under /api, a styled page elsewhere. */
export function badBytesGuard(opts: BadBytesOptions = {}): MiddlewareHandler {
  const multiLine = opts.multiLine ?? ((_path: string, field: string) => MULTI_LINE_FIELDS.has(field));
  return async (c, next) => {
    const url = new URL(c.req.url);
    const api = url.pathname.startsWith("/api/");
    let bad: BadFields | "too deep" = { ...pathProblems(url.pathname), ...queryProblems(url.search) };
    if (Object.keys(bad).length === 0 && api && c.req.method !== "GET" && c.req.method !== "HEAD") {
      bad = await bodyProblems(c, (field) => multiLine(url.pathname, field));
    }
    if (bad === "too deep") {
      const message = m.err_json_too_deep({ max: JSON_MAX_DEPTH });
      return c.json({ error: "invalid_request", message, fields: { body: message } }, 400);
    }
    if (Object.keys(bad).length === 0) return next();
    if (api) return c.json({ error: "invalid_request", message: m.err_bad_characters(), fields: fieldMessages(bad) }, 400);
    return c.html(badAddressAnswer(Object.keys(bad)[0]!, localeOfPath(c.req.path)), 400);
  };
}

export const fieldMessages = (bad: BadFields) => Object.fromEntries(Object.entries(bad).map(([field, problem]) => [field, FIELD_MESSAGES[problem]()]));

function badAddressAnswer(field: string, locale: Locale): string {
  const { title, text } = badAddressPage(field === "path" ? { path: true } : field === "query" ? { query: true } : { field: field.slice(0, 40) }, locale);
  return errorPage(title, text, locale);
}
