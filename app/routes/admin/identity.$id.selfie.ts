// /admin/identity/{id}/selfie: an identity check's selfie, for operators only (anyone else: the site's 404), each look
// kept in the audit log. Never cached, and never shown inside another site.
import { NotFoundError } from "../../../server/errors";
import { pageContext } from "../../../server/http/page-context";
import { requireOperator } from "./admin-gate.server";
import type { Route } from "./+types/identity.$id.selfie";

export async function loader({ request, context: provider, params }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const operator = requireOperator(context, request);
  const id = Number(params.id);
  try {
    if (!Number.isSafeInteger(id) || id <= 0) throw new NotFoundError("");
    const { body, type } = await context.services.identity.selfie(operator, id);
    return new Response(new Uint8Array(body), {
      headers: { "Content-Type": type, "Content-Disposition": 'inline; filename="selfie.webp"', "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" },
    });
  } catch (e) {
    if (e instanceof NotFoundError) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
    throw e;
  }
}
