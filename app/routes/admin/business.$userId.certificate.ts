// /admin/business/{userId}/certificate: a business's CAC certificate, for operators only (anyone else: the site's
// 404), each look kept in the audit log. Never cached, and never shown inside another site.
import { requireOperator } from "./admin-gate.server";
import { NotFoundError } from "../../../server/errors";
import type { Route } from "./+types/business.$userId.certificate";
import { pageContext } from "../../../server/http/page-context";

export async function loader({ request, context: provider, params }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const operator = requireOperator(context, request);
  try {
    const { body, type } = await context.services.adminQueues.business.certificate(operator, params.userId ?? "");
    return new Response(new Uint8Array(body), {
      headers: {
        "Content-Type": type,
        "Content-Disposition": `inline; filename="cac-certificate.${type === "application/pdf" ? "pdf" : "webp"}"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (e) {
    if (e instanceof NotFoundError) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
    throw e;
  }
}
