// Reads a JSON request body for the API: other content types are refused (415), malformed JSON is a 400.
import type { Context } from "hono";
import { m } from "../../../core/paraglide/messages";

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * The parsed body, or the error response to send instead. Insisting on a JSON content type also means a
 * cross-site page cannot send this request without a CORS preflight, which Haya never grants.
 */
export async function readJson(c: Context): Promise<{ body: unknown } | { response: Response }> {
  if (!JSON_TYPE.test(c.req.header("content-type") ?? ""))
    return {
      response: c.json(
        {
          error: "unsupported_media_type",
          message: m.err_send_json(),
        },
        415,
      ),
    };
  try {
    return { body: await c.req.json() };
  } catch {
    return {
      response: c.json(
        {
          error: "invalid_request",
          message: m.err_body_not_json(),
          fields: { body: m.err_body_not_json() },
        },
        400,
      ),
    };
  }
}
