// Reads an upload's multipart form for the API. Its text fields (a photo's note, a claim's description) reach PostgreSQL,
// which refuses NUL, so they are held to the bad-byte rules of a JSON body (http/middleware/bad-bytes.ts), which does not read
// multipart bodies.
import type { Context } from "hono";
import { m } from "../../../core/paraglide/messages";
import { fieldMessages, MULTI_LINE_FIELDS, textProblem, type BadFields } from "../middleware/bad-bytes";

/** Written on several lines in the forms that send them: a condition photo's note, a claim's answer. */
const MULTI_LINE = new Set([...MULTI_LINE_FIELDS, "note", "text"]);

/** The form (undefined when the body is not one), or the 400 to answer instead. */
export async function readForm(c: Context): Promise<{ form: FormData | undefined } | { response: Response }> {
  const form = await c.req.formData().catch(() => undefined);
  const bad: BadFields = {};
  form?.forEach((value, name) => {
    const problem = textProblem(name) ?? (typeof value === "string" ? textProblem(value, MULTI_LINE.has(name)) : undefined);
    if (problem) bad[textProblem(name) ? "body" : name] ??= problem;
  });
  if (Object.keys(bad).length === 0) return { form };
  return { response: c.json({ error: "invalid_request", message: m.err_bad_characters(), fields: fieldMessages(bad) }, 400) };
}
