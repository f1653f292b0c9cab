// JSON Schemas of the OpenAPI document as HTML a person reads: a type in words, its limits, and an object's fields as a
// nested list (no script: the whole shape is in the page).

export type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: Schema | boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
};

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** The document's prose: escaped, with its `code` spans kept as code. */
export const prose = (text: string | undefined) => (text ? escapeHtml(text).replace(/`([^`]+)`/g, "<code>$1</code>") : "");

/** Follows a `#/components/schemas/…` reference. */
export function resolve(schema: Schema, components: Record<string, Schema>): Schema {
  if (!schema.$ref) return schema;
  return components[schema.$ref.replace("#/components/schemas/", "")] ?? {};
}

const DEPTH = 6;

/** A schema in words: "integer, 1 to 50, default 24", "one of: renter, owner", "array of string (date)". */
export function typeWords(s: Schema, components: Record<string, Schema>): string {
  const schema = resolve(s, components);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map((v) => typeWords(v, components)).join(" or ");
  if (schema.const !== undefined) return `always ${JSON.stringify(schema.const)}`;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const main = types.filter((t) => t !== "null");
  let words = main.length ? main.join(" or ") : "any";
  if (schema.enum) words = `one of: ${schema.enum.map((v) => JSON.stringify(v)).join(", ")}`;
  else if (main[0] === "array" && schema.items) words = `array of ${typeWords(schema.items, components)}`;
  if (schema.format) words += ` (${schema.format})`;
  const limits: string[] = [];
  if (schema.minimum !== undefined && schema.maximum !== undefined) limits.push(`${schema.minimum} to ${schema.maximum}`);
  else if (schema.minimum !== undefined) limits.push(`at least ${schema.minimum}`);
  else if (schema.maximum !== undefined) limits.push(`at most ${schema.maximum}`);
  if (schema.minLength !== undefined || schema.maxLength !== undefined) limits.push(`${schema.minLength ?? 0} to ${schema.maxLength ?? "any number of"} characters`);
  if (schema.maxItems !== undefined) limits.push(`at most ${schema.maxItems} items`);
  if (schema.pattern) limits.push(`matching ${schema.pattern}`);
  if (schema.default !== undefined) limits.push(`default ${JSON.stringify(schema.default)}`);
  if (types.includes("null")) limits.push("or null");
  return [words, ...limits].join(", ");
}

/** The object a schema describes (through arrays and references), if it has fields. */
function fieldsOf(s: Schema, components: Record<string, Schema>): Schema | undefined {
  const schema = resolve(s, components);
  if (schema.properties) return schema;
  if (schema.items) return fieldsOf(schema.items, components);
  const variant = (schema.anyOf ?? schema.oneOf)?.find((v) => fieldsOf(v, components));
  return variant && fieldsOf(variant, components);
}

/** An object's fields as a nested list: name, whether required, type in words, description; objects within, nested. */
export function schemaHtml(s: Schema, components: Record<string, Schema>, depth = 0): string {
  const object = fieldsOf(s, components);
  if (!object?.properties || depth > DEPTH) return `<p class="text-sm text-slate-700">${escapeHtml(typeWords(s, components))}</p>`;
  const required = new Set(object.required ?? []);
  const items = Object.entries(object.properties).map(([name, field]) => {
    const resolved = resolve(field, components);
    const nested = fieldsOf(field, components) ? schemaHtml(field, components, depth + 1) : "";
    return `<li class="py-1"><code class="font-semibold">${escapeHtml(name)}</code> <span class="text-sm text-slate-700">${required.has(name) ? "required" : "optional"}; ${escapeHtml(typeWords(field, components))}</span>${resolved.description ? `<div class="text-sm text-slate-700">${prose(resolved.description)}</div>` : ""}${nested}</li>`;
  });
  return `<ul class="ml-4 list-disc border-l border-slate-200 pl-4">${items.join("")}</ul>`;
}
