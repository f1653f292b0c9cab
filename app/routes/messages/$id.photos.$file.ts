// /messages/{id}/photos/{photoId}@{width}.webp: a message's photo, resized, for the conversation's two people only (their
// session); anyone else, signed in or not, gets the same 404 as for a photo that does not exist. Kept by the person's
// own browser only.
import type { PhotoFormat } from "../../../server/features/media/media.service";
import type { Route } from "./+types/$id.photos.$file";
import { pageContext } from "../../../server/http/page-context";

const FILE = /^(\d{1,15})@(\d{2,4})\.(webp|avif)$/;
const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

export async function loader({ context: provider, params }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const m = FILE.exec(params.file);
  if (!context.session || !m || !/^\d{1,15}$/.test(params.id)) return notFound();
  const variant = await context.services.messages.photoVariant(context.session.user.id, Number(params.id), Number(m[1]), Number(m[2]), m[3] as PhotoFormat);
  if (!variant) return notFound();
  return new Response(new Uint8Array(variant.body), {
    headers: { "Content-Type": variant.contentType, "Cache-Control": "private, max-age=31536000, immutable" },
  });
}
