// /api/v1/payments: the providers' webhooks. The raw body is read as text before any parsing, since the signature is over
// its exact bytes; the service answers with the status (401 for a bad signature, 200 once handled or ignored).
import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { PROVIDERS } from "../../features/payments/provider";
import type { Services } from "../../services";
import type { SessionVars } from "../session";

export function paymentsApi(services: Services) {
  const api = new Hono<{ Variables: SessionVars }>();
  for (const provider of PROVIDERS) {
    api.post(`/webhooks/${provider}`, async (c) => {
      const rawBody = await c.req.text();
      const { status, body } = await services.payments.handleWebhook(provider, rawBody, c.req.raw.headers);
      return c.json(body, status as ContentfulStatusCode);
    });
  }
  return api;
}
