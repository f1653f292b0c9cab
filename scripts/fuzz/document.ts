// The operations of /api/v1 as the live OpenAPI document describes them: what the fuzz sends, and which statuses each may
// answer.

/** The subset of JSON Schema that zod's OpenAPI output uses. */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  description?: string;
  additionalProperties?: boolean | Schema;
}

export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  schema: Schema;
}

export interface Operation {
  method: string;
  /** The document's path, e.g. /bookings/{id}/accept. */
  path: string;
  /** operationId, or "METHOD path" where there is none. */
  name: string;
  params: Parameter[];
  /** The body's media types and schemas (application/json, multipart/form-data). */
  body?: Record<string, Schema>;
  statuses: Set<number>;
  /** Media types other than JSON the document gives for a status (a ZIP download's 200), by status. */
  otherTypes?: Map<number, string[]>;
  /** Whether the document asks for a session or token (no `security`, or an empty one: public). */
  signedIn: boolean;
}

interface RawOperation {
  operationId?: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, unknown> } | undefined>;
  security?: unknown[];
}

export interface ApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, Schema>; parameters?: Record<string, Parameter> };
}

const METHODS = new Set(["get", "put", "post", "patch", "delete"]);

/** Every operation of `doc`, with $refs of parameters resolved (schemas keep theirs: see `resolve`). */
export function operationsOf(doc: ApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, raw] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const params = (raw.parameters ?? [])
        .map((p) => ("$ref" in p ? doc.components?.parameters?.[p.$ref.split("/").pop()!] : p))
        .filter((p): p is Parameter => !!p);
      const content = raw.requestBody?.content;
      ops.push({
        method: method.toUpperCase(),
        path,
        name: raw.operationId ?? `${method.toUpperCase()} ${path}`,
        params,
        ...(content
          ? {
              body: Object.fromEntries(
                Object.entries(content).map(([type, c]) => [type, c.schema ?? {}]),
              ),
            }
          : {}),
        statuses: new Set(Object.keys(raw.responses ?? {}).map(Number)),
        otherTypes: new Map(
          Object.entries(raw.responses ?? {})
            .map(([status, r]) => [Number(status), Object.keys(r?.content ?? {}).filter((t) => !/json/.test(t))] as const)
            .filter(([, types]) => types.length > 0),
        ),
        signedIn: (raw.security ?? []).length > 0,
      });
    }
  return ops;
}

/** `schema` with its $ref (if any) followed, once per call; nested ones are followed as the generator reaches them. */
export function resolve(doc: ApiDocument, schema: Schema): Schema {
  let s = schema;
  for (let i = 0; s.$ref && i < 10; i++)
    s = doc.components?.schemas?.[s.$ref.split("/").pop()!] ?? {};
  return s;
}

/** The document's path filled with `values` (already encoded). */
export const fillPath = (path: string, values: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");
