// /admin/bookings/{id}/photos/{photoId}@{width}.webp: a booking's condition or claim photo for an admin deciding a
// claim (anyone else: the admin area's 404); each look is an audit row ('claim.view'). Never cached.
import { requireOperator } from "./admin-gate.server";
import type { PhotoFormat } from "../../../server/features/media/media.service";
import type { Route } from "./+types/bookings.$id.photos.$file";
import { pageContext } from "../../../server/http/page-context";

export const handle = { adminOnly: true };

const FILE = /^(\d{1,15})@(320|640|1280)\.(webp|avif)$/;

export async function loader({ request, context: provider, params }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const operator = requireOperator(context, request, { admin: true });
  const m = FILE.exec(params.file ?? "");
  const variant =
    m && /^\d{1,15}$/.test(params.id ?? "")
      ? await context.services.adminDesk.photo(
          operator,
          Number(params.id),
          Number(m[1]),
          Number(m[2]),
          m[3] as PhotoFormat,
        )
      : undefined;
  if (!variant)
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  return new Response(new Uint8Array(variant.body), {
    headers: {
      "Content-Type": variant.contentType,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
