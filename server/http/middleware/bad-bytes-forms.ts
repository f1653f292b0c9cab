// Bad bytes in a page's form post: every route action of the React Router build is wrapped so that its form is read
// here first, once, and checked. A form with a control character or broken encoding never reaches the action: the page
// comes back with the form as the person filled it (bad characters taken out), a message at the top and one beside each
// field concerned, status 400 — the `{ ok: false, errors, values }` answer every Haya form already shows.
import { data } from "react-router";
import { MULTI_LINE_FIELDS, queryProblems, textProblem, withoutBadCharacters, type BadFields } from "./bad-bytes";
import { withRouteModules, type RouteModule } from "../pages/route-modules";
import { m } from "../../../core/paraglide/messages";

const URLENCODED = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;
const MULTIPART = /^multipart\/form-data\s*(?:;|$)/i;
const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const multiLine = (field: string) => MULTI_LINE_FIELDS.has(field);

/** The action's form (parsed once; the action gets the same FormData), or what is wrong with it. */
async function readChecked(request: Request): Promise<{ form: FormData; bad: BadFields } | undefined> {
  const type = request.headers.get("content-type") ?? "";
  if (URLENCODED.test(type)) {
    const bytes = await request.arrayBuffer();
    let text: string;
    let bad: BadFields;
    try {
      text = utf8.decode(bytes);
      bad = queryProblems(text, multiLine, "form");
    } catch {
      text = new TextDecoder().decode(bytes);
      bad = { form: "encoding" };
    }
    const form = new FormData();
    for (const [k, v] of new URLSearchParams(text)) form.append(k, v);
    return { form, bad };
  }
  if (!MULTIPART.test(type)) return undefined;
  const form = await request.formData();
  const bad: BadFields = {};
  // Files are the photo's own business (decoded and re-encoded by features/media); only text fields are read here.
  for (const [name, value] of form) {
    const problem = textProblem(name) ?? (typeof value === "string" ? textProblem(value, multiLine(name)) : undefined);
    if (problem) bad[textProblem(name) ? "form" : name] ??= problem;
  }
  return { form, bad };
}

/** What was typed, minus bad characters and secrets (never sent back to a page: lib/forms.server.ts does the same). */
export function keptValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string" || /password|token|confirm/i.test(name) || textProblem(name)) continue;
    values[name] = withoutBadCharacters(value, multiLine(name));
  }
  return values;
}

function refusal(values: Record<string, string>, bad: BadFields, formMessage = m.err_bad_form()) {
  const errors: Record<string, string> = { form: formMessage };
  for (const field of Object.keys(bad)) if (field !== "form") errors[field] = m.err_bad_field();
  // `message`: the newsletter form's answer shows that one.
  return data({ ok: false as const, errors, values, message: formMessage }, { status: 400 });
}

type Action = NonNullable<RouteModule["action"]>;

function guarded(action: Action): Action {
  return async (args) => {
    const { request } = args;
    if (!request.body) return action(args);
    let read: Awaited<ReturnType<typeof readChecked>>;
    try {
      read = await readChecked(request);
    } catch {
      // A multipart body that does not parse (a broken boundary) is bad input too.
      return refusal({}, { form: "encoding" }, m.err_form_unreadable());
    }
    if (!read) return action(args);
    if (Object.keys(read.bad).length > 0) return refusal(keptValues(read.form), read.bad);
    const form = read.form;
    Object.defineProperty(request, "formData", { value: () => Promise.resolve(form), configurable: true });
    return action(args);
  };
}

/** The build with every route action behind the check (the same object for the same build, so dev reloads stay cheap). */
export const guardFormActions = withRouteModules((module) => (module.action ? { ...module, action: guarded(module.action) } : module));
