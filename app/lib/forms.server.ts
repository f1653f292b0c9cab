// Form actions: read the posted fields, and turn validation or domain errors into what the page shows beside each field.
import { data } from "react-router";
import type { z } from "zod";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError, RateLimitedError, UnauthorizedError, UnavailableError, UnprocessableError, zodFields } from "../../server/errors";

export type Values = Record<string, string>;
export interface FormFailure {
  ok: false;
  /** Message per field name; `form` is for the whole form. */
  errors: Record<string, string>;
  /** What was typed, to put back in the form (never passwords). */
  values: Values;
}

export async function readForm(request: Request): Promise<Values> {
  return fieldsOf(await request.formData());
}

/** The text fields of a form already read (a form with a file is read once, for its files too). */
export function fieldsOf(form: FormData): Values {
  const values: Values = {};
  for (const [k, v] of form) if (typeof v === "string") values[k] = v;
  return values;
}

/** Keeps what a person typed, except secrets, which are never sent back to the page. */
function keep(values: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([k]) => !/password|token|confirm/i.test(k)));
}

export function invalid(values: Values, errors: Record<string, string>, status = 400) {
  return data<FormFailure>({ ok: false, errors, values: keep(values) }, { status });
}

export function fromZod(values: Values, error: z.ZodError) {
  return invalid(values, zodFields(error, "form"));
}

/** Domain errors become messages (something not found, or not the person's, is the 404 page); anything else is a real failure and goes on to the error page. */
export function fromError(values: Values, e: unknown) {
  if (e instanceof NotFoundError) throw data(e.message, { status: 404 });
  if (e instanceof InvalidError) return invalid(values, Object.keys(e.fields).length ? { form: e.message, ...e.fields } : { form: e.message });
  if (e instanceof RateLimitedError) return invalid(values, { form: e.message }, 429);
  if (e instanceof UnauthorizedError) return invalid(values, { form: e.message }, 401);
  if (e instanceof ConflictError) return invalid(values, { form: e.message }, 409);
  if (e instanceof ForbiddenError) return invalid(values, { form: e.message }, 403);
  if (e instanceof UnprocessableError) return invalid(values, Object.keys(e.fields).length ? { form: e.message, ...e.fields } : { form: e.message }, 422);
  if (e instanceof UnavailableError) return invalid(values, { form: e.message }, 503);
  throw e;
}
