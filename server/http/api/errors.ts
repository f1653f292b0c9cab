// Turns zod failures and domain errors into the API's JSON error bodies.
import type { Context } from "hono";
import type { z } from "zod";

export function badRequest(c: Context, error: z.ZodError) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.message;
  }
  return c.json({ error: "invalid_request", message: "Some fields are not valid", fields }, 400);
}

export function notFound(c: Context, message = "Not found") {
  return c.json({ error: "not_found", message }, 404);
}
