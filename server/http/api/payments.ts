// /api/v1/payments: the providers' webhooks. The raw body is read as text before any parsing, since the signature is over
// its exact bytes; the service answers with the status (401 for a bad signature, 200 once handled or ignored).
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { PROVIDERS } from "../../features/payments/provider";
import type { Services } from "../../services";
import { apiRoute, apiRouter, errorResponse } from "./openapi-kit";

const webhook = (provider: (typeof PROVIDERS)[number]) =>
  apiRoute({
    method: "post",
    path: `/webhooks/${provider}`,
    operationId: `receive${provider[0]!.toUpperCase()}${provider.slice(1)}Webhook`,
    // Its statuses are the service's answer (`status`), each listed below.
    domainErrors: false,
    summary: `Webhook of the ${provider} payment provider`,
    description: `A Paystack-shaped event (\`charge.success\`, \`charge.failed\`${provider === "paystack" ? ", `refund.processed`, `refund.failed`" : ""}) signed in \`${provider === "paystack" ? "x-paystack-signature" : "x-sandbox-signature"}\` (hex HMAC-SHA512 of the raw body). A charge event only makes Haya verify the payment with the provider and apply that answer, so a repeated or reordered event changes nothing twice.`,
    request: {
      // A JSON Schema, not zod: nothing may parse the body before its signature is checked over the exact bytes.
      body: { required: true, content: { "application/json": { schema: { type: "object", properties: { event: { type: "string" }, data: { type: "object" } }, required: ["event", "data"] } } } },
    },
    responses: {
      200: { description: "Handled, or ignored and logged (an unknown reference or an unused event)" },
      400: errorResponse("The body is not a webhook event"),
      401: errorResponse("The signature is missing or does not match; nothing changed"),
      ...(provider === "paystack"
        ? {
            404: errorResponse("Paystack is not configured (no PAYSTACK_SECRET_KEY)"),
            503: { description: "A refund event that came while its refund was still being recorded: deliver it again later" },
          }
        : {}),
    },
  });

export function paymentsApi(services: Services) {
  const api = apiRouter();
  for (const provider of PROVIDERS) {
    api.openapi(webhook(provider), async (c) => {
      const rawBody = await c.req.text();
      const { status, body } = await services.payments.handleWebhook(provider, rawBody, c.req.raw.headers);
      return c.json(body, status as ContentfulStatusCode);
    });
  }
  return api;
}
