// Reads a JSON request body for the API: other content types are refused (415), malformed JSON is a 400.
import type { Context } from "hono";

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
          message: "Send a JSON body with Content-Type: application/json",
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
          message: "The body is not valid JSON",
          fields: { body: "The body is not valid JSON" },
        },
        400,
      ),
    };
  }
}
