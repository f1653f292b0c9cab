// One fuzz request from the seed and its index: which operation (every one in turn), as whom (each person in turn), and
// valid inputs with one kind of mutation (mutate.ts), written out as bytes on the wire.
import { blankPng } from "../../server/testing/png";
import type { WireRequest } from "./client";
import { fillPath, type ApiDocument, type Operation, type Parameter } from "./document";
import { personaHeaders, PERSONAS, type Fixtures, type PersonaName } from "./fixtures";
import { mutate, type Kind, KINDS } from "./mutate";
import { requestRng } from "./random";
import { encodePart, idsFor, validValue, type ValueContext } from "./values";

export interface FuzzRequest extends WireRequest {
  index: number;
  persona: PersonaName;
  op: Operation;
  kind: Kind;
}

/** A request's parts before they are written out; mutations change these. */
export interface Parts {
  /** Path parameters, already percent-encoded. */
  path: Record<string, string>;
  /** Query parameters, unencoded (repeats allowed); `rawQuery` is appended as it is. */
  query: [string, string][];
  rawQuery?: string;
  headers: Record<string, string>;
  body?: { json: unknown } | { multipart: [string, string | Buffer][] };
  /** Bytes that replace the body as written out (deep nesting, duplicate keys…). */
  raw?: Buffer;
  /** The Content-Type to send instead of the body's own; null: none. */
  contentType?: string | null;
}

export interface RequestContext {
  doc: ApiDocument;
  ops: Operation[];
  fixtures: Fixtures;
  seed: number;
  /** The server's origin (http://127.0.0.1:port), which a signed-in write names as its Origin. */
  origin: string;
}

const PHOTO = blankPng(8, 8);

/** Request `index` of the run: always the same for the same seed, document and fixtures. */
export function makeRequest(ctx: RequestContext, index: number): FuzzRequest {
  const rng = requestRng(ctx.seed, index);
  const op = ctx.ops[index % ctx.ops.length]!;
  const persona = PERSONAS[Math.floor(index / ctx.ops.length) % PERSONAS.length]!;
  // A third of the requests are valid, so that the operations get past validation to their rules.
  const kind: Kind = rng.chance(0.33) ? "valid" : rng.pick(KINDS.filter((k) => k !== "valid"));
  const vctx: ValueContext = { doc: ctx.doc, fixtures: ctx.fixtures, rng };
  const parts = validParts(vctx, op, persona);
  parts.headers = {
    ...personaHeaders(ctx.fixtures.personas[persona], ctx.origin),
    accept: "application/json",
  };
  if (kind !== "valid") mutate(kind, parts, op, vctx);
  return { index, persona, op, kind, ...toWire(op, parts) };
}

function validParts(ctx: ValueContext, op: Operation, persona: PersonaName): Parts {
  const parts: Parts = { path: {}, query: [], headers: {} };
  for (const p of op.params) {
    if (p.in === "path") parts.path[p.name] = encodePart(String(pathValue(ctx, op, p, persona)));
    else if (p.in === "query" && (p.required || ctx.rng.chance(0.5)))
      parts.query.push([p.name, String(validValue(ctx, p.schema, p.name))]);
    else if (p.in === "header" && ctx.rng.chance(0.5))
      parts.headers[p.name] = String(validValue(ctx, p.schema, p.name));
  }
  if (op.body?.["application/json"])
    parts.body = { json: validValue(ctx, op.body["application/json"], "") };
  else if (op.body?.["multipart/form-data"]) {
    const schema = op.body["multipart/form-data"];
    const fields: [string, string | Buffer][] = [];
    for (const [name, sub] of Object.entries(schema.properties ?? {})) {
      const file = sub.format === "binary" || sub.items?.format === "binary";
      if (file) for (let i = ctx.rng.int(1, 2); i > 0; i--) fields.push([name, PHOTO]);
      else fields.push([name, String(validValue(ctx, sub, name))]);
    }
    parts.body = { multipart: fields };
  }
  return parts;
}

/** An id the fixtures know, of the kind the segment before the parameter names (/bookings/{id} → a booking). */
function pathValue(ctx: ValueContext, op: Operation, p: Parameter, persona: PersonaName) {
  const segments = op.path.split("/");
  const before = segments[segments.indexOf(`{${p.name}}`) - 1] ?? "";
  const kept = [...(op.method === "DELETE" ? (ctx.fixtures.keep[persona] ?? []) : []), ...(op.method === "GET" ? [] : (ctx.fixtures.untouched[persona] ?? []))];
  const known = idsFor(ctx.fixtures, p.name === "id" ? before : p.name).filter((id) => !kept.includes(id));
  return known.length && ctx.rng.chance(0.85) ? ctx.rng.pick(known) : validValue(ctx, p.schema, p.name);
}

const BOUNDARY = "----hayafuzz7MA4YWxkTrZu0gW";

function multipart(fields: [string, string | Buffer][]): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    const file = Buffer.isBuffer(value);
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="photo.png"\r\nContent-Type: image/png` : ""}\r\n\r\n`,
      ),
    );
    chunks.push(file ? value : Buffer.from(value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

function toWire(op: Operation, parts: Parts): WireRequest {
  const query =
    parts.query.map(([k, v]) => `${encodePart(k)}=${encodePart(v)}`).join("&") +
    (parts.rawQuery ?? "");
  const path = `/api/v1${fillPath(op.path, parts.path)}${query ? `?${query.replace(/^&/, "")}` : ""}`;
  const headers = { ...parts.headers };
  let body = parts.raw;
  let type: string | undefined;
  if (parts.body && "json" in parts.body) {
    body ??= Buffer.from(JSON.stringify(parts.body.json) ?? "null");
    type = "application/json";
  } else if (parts.body) {
    body ??= multipart(parts.body.multipart);
    type = `multipart/form-data; boundary=${BOUNDARY}`;
  }
  if (parts.contentType !== undefined) type = parts.contentType ?? undefined;
  if (type) headers["content-type"] = type;
  return { method: op.method, path, headers, body };
}

