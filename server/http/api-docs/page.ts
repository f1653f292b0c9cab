// GET /api/docs: the API reference, rendered on the server from the generated OpenAPI document. Every operation with its
// parameters, body and answers, readable without JavaScript, in the site's own layout and style sheet (no script or
// style of its own reaches any other page).
import type { Handler } from "hono";
import { apiV1Document } from "../api/v1";
import { sitePage } from "../pages/error-pages";
import { escapeHtml, prose, schemaHtml, typeWords, type Schema } from "./schema-html";

type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: Schema };
type Content = Record<string, { schema?: Schema }>;
type Operation = {
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; description?: string; content?: Content };
  responses?: Record<string, { description?: string; content?: Content }>;
};
type SecurityScheme = { type: string; in?: string; name?: string; scheme?: string; description?: string };
export type ApiDocument = {
  info: { title: string; description?: string; version: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema>; securitySchemes?: Record<string, SecurityScheme> };
};

const METHODS = ["get", "post", "put", "patch", "delete"];
const GROUP_NAMES: Record<string, string> = { me: "Your account", payments: "Payment providers" };
const TITLE = "API reference";

const anchor = (method: string, path: string) => `${method}-${path.replace(/[{}]/g, "").replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}`;
const group = (path: string) => path.split("/")[1] ?? "";
const groupName = (key: string) => GROUP_NAMES[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
const methodBadge = (method: string) =>
  `<span class="mr-2 inline-block min-w-16 rounded bg-brand-700 px-2 py-0.5 text-center font-mono text-sm font-bold text-white">${method.toUpperCase()}</span>`;

function contentHtml(content: Content | undefined, components: Record<string, Schema>): string {
  return Object.entries(content ?? {})
    .map(([type, { schema }]) => `<p class="mt-1 text-sm text-slate-700"><code>${escapeHtml(type)}</code></p>${schema ? schemaHtml(schema, components) : ""}`)
    .join("");
}

/** A table that may scroll sideways on a narrow screen: its frame is focusable, so a keyboard can scroll it too. */
function parametersHtml(params: Parameter[], components: Record<string, Schema>, id: string): string {
  if (!params.length) return "";
  const rows = params
    .map(
      (p) =>
        `<tr class="border-t border-slate-200"><th scope="row" class="py-1 pr-3 text-left font-normal"><code class="font-semibold">${escapeHtml(p.name)}</code></th><td class="py-1 pr-3">${escapeHtml(p.in)}</td><td class="py-1 pr-3">${p.required ? "required" : "optional"}</td><td class="py-1">${escapeHtml(p.schema ? typeWords(p.schema, components) : "")}${p.description ? `<div class="text-slate-700">${prose(p.description)}</div>` : ""}</td></tr>`,
    )
    .join("");
  return `<h4 class="mt-4 font-semibold" id="${id}-parameters">Parameters</h4><div class="overflow-x-auto" role="region" tabindex="0" aria-labelledby="${id}-parameters"><table class="mt-1 w-full text-sm" aria-labelledby="${id}-parameters"><thead><tr><th scope="col" class="pr-3 text-left">Name</th><th scope="col" class="pr-3 text-left">In</th><th scope="col" class="pr-3 text-left">Needed</th><th scope="col" class="text-left">Type</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

function responsesHtml(responses: NonNullable<Operation["responses"]>, components: Record<string, Schema>, id: string): string {
  const items = Object.entries(responses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, r]) => {
      const body = r.content ? `<details class="mt-1"><summary class="cursor-pointer text-sm text-brand-700 underline">Body</summary>${contentHtml(r.content, components)}</details>` : "";
      return `<li class="border-t border-slate-200 py-2"><span class="mr-2 font-mono font-bold">${escapeHtml(status)}</span>${prose(r.description)}${body}</li>`;
    });
  return `<h4 class="mt-4 font-semibold" id="${id}-responses">Responses</h4><ul class="mt-1" aria-labelledby="${id}-responses">${items.join("")}</ul>`;
}

function operationHtml(method: string, path: string, op: Operation, doc: ApiDocument): string {
  const components = doc.components?.schemas ?? {};
  const id = anchor(method, path);
  const schemes = (op.security ?? []).map((s) => Object.keys(s).map((name) => `<code>${escapeHtml(name)}</code>${s[name]?.length ? ` (${s[name]!.map(escapeHtml).join(", ")})` : ""}`).join(" and "));
  const body = op.requestBody
    ? `<h4 class="mt-4 font-semibold">Request body${op.requestBody.required ? "" : " (optional)"}</h4>${prose(op.requestBody.description)}${contentHtml(op.requestBody.content, components)}`
    : "";
  return `<article id="${id}" class="mt-6 rounded-lg border border-slate-200 bg-white p-4" aria-labelledby="${id}-title">
<h3 id="${id}-title" class="text-lg font-semibold">${methodBadge(method)} <code>${escapeHtml(path)}</code></h3>
<p class="mt-2 font-medium">${prose(op.summary)}</p>${op.description ? `<p class="mt-1 text-slate-700">${prose(op.description)}</p>` : ""}
<p class="mt-2 text-sm text-slate-700">${schemes.length ? `Sign-in: ${schemes.join(" or ")}` : "No sign-in needed"}</p>
${parametersHtml(op.parameters ?? [], components, id)}${body}${responsesHtml(op.responses ?? {}, components, id)}
</article>`;
}

/** The `<main>` of the reference: an introduction, the sign-in schemes, a contents list and every operation by area. */
export function apiDocsMain(doc: ApiDocument): string {
  const groups = new Map<string, [method: string, path: string, op: Operation][]>();
  for (const [path, item] of Object.entries(doc.paths))
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const key = group(path);
      groups.set(key, [...(groups.get(key) ?? []), [method, path, op]]);
    }
  const base = doc.servers?.[0]?.url ?? "/";
  const schemes = Object.entries(doc.components?.securitySchemes ?? {})
    .map(([name, s]) => `<dt class="mt-2"><code class="font-semibold">${escapeHtml(name)}</code>: ${escapeHtml(s.type === "apiKey" ? `${s.in ?? ""} ${s.name ?? ""}` : `${s.type} ${s.scheme ?? ""}`)}</dt><dd class="text-slate-700">${prose(s.description)}</dd>`)
    .join("");
  const contents = [...groups]
    .map(([key, ops]) => `<li class="mt-2"><a class="font-semibold text-brand-700 underline" href="#area-${key}">${escapeHtml(groupName(key))}</a><ul class="ml-4">${ops.map(([m, p, op]) => `<li><a class="text-brand-700 underline" href="#${anchor(m, p)}"><span class="font-mono">${m.toUpperCase()} ${escapeHtml(p)}</span></a> <span class="text-slate-700">${prose(op.summary)}</span></li>`).join("")}</ul></li>`)
    .join("");
  const sections = [...groups]
    .map(([key, ops]) => `<section aria-labelledby="area-${key}" class="mt-10"><h2 id="area-${key}" class="text-2xl font-bold">${escapeHtml(groupName(key))}</h2>${ops.map(([m, p, op]) => operationHtml(m, p, op, doc)).join("")}</section>`)
    .join("");
  return `<main class="mx-auto max-w-5xl px-4 py-10">
<h1 class="mb-2 text-3xl font-bold">${escapeHtml(doc.info.title)} reference</h1>
<p class="text-slate-700">${prose(doc.info.description)} Every address below is under <code>${escapeHtml(base)}</code>; answers are JSON, and an error is <code>{ error, message, fields? }</code>. The same contract as a file: <a class="text-brand-700 underline" href="${escapeHtml(base)}/openapi.json">openapi.json</a> (OpenAPI 3.1, version ${escapeHtml(doc.info.version)}).</p>
<h2 class="mt-8 text-2xl font-bold">Signing in</h2><dl>${schemes}</dl>
<nav aria-labelledby="contents" class="mt-8"><h2 id="contents" class="text-2xl font-bold">Operations</h2><ul>${contents}</ul></nav>
${sections}
</main>`;
}

/** Minimal looks for the plain frame (before the site's layout is known, or in tests without pages). */
const PLAIN_STYLE =
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.5}main{max-width:64rem;margin:0 auto;padding:2rem 1rem}a{color:#065f46}article{border:1px solid #e2e8f0;background:#fff;padding:1rem;margin-top:1.5rem;border-radius:.5rem}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.25rem .75rem .25rem 0;vertical-align:top}h3 span{background:#065f46;color:#fff;padding:0 .5rem;border-radius:.25rem;margin-right:.5rem}';

/** The handler: the document is made once (routes do not change while the process runs), the frame per request. */
export function apiDocsPage(document: () => ApiDocument = () => apiV1Document() as unknown as ApiDocument): Handler {
  let main: string | undefined;
  return (c) => {
    main ??= apiDocsMain(document());
    c.header("Cache-Control", "public, max-age=300");
    return c.html(sitePage(TITLE, main, PLAIN_STYLE));
  };
}
