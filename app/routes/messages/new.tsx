// /messages/new?listing={id}: 'Message owner' from an item page. The listing in short and the Send form; sending
// starts the conversation about that listing (or continues it) and opens it. A person who already asked about it goes
// straight to their conversation; the owner goes back to their item page; signed out, they sign in and come back here.
import { formatNaira } from "@core/money";
import { Link, redirect } from "~/lib/links";
import { data } from "react-router";
import { idOf, messageInput } from "./conversation-actions.server";
import { MessageForm } from "~/components/messages/message-form";
import { NotFoundMessage } from "~/components/not-found-message";
import { Photo } from "~/components/photo";
import { fieldsOf, fromError } from "~/lib/forms.server";
import { CARD_WIDTHS } from "~/lib/images";
import { pageMeta } from "~/lib/seo";
import { requireSession } from "~/lib/session.server";
import type { Route } from "./+types/new";
import { m } from "@core/paraglide/messages";
import { pageContext } from "../../../server/http/page-context";
import { pageUrl } from "~/lib/page-url.server";

export async function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const { user } = requireSession(context, request);
  const listingId = idOf(pageUrl(request).searchParams.get("listing"));
  if (Number.isNaN(listingId)) throw data(null, { status: 404 });
  const [view, existing] = await Promise.all([context.services.catalogue.viewListing(listingId, user.id), context.services.messages.inquiryOf(user.id, listingId)]);
  if (!view || view === "gone") throw data(null, { status: 404 });
  if (view.own) throw redirect(`/item/${listingId}`);
  if (existing !== null) throw redirect(`/messages/${existing}#send`);
  // Questions are about items on offer (the messages service refuses others too).
  if (view.listing.status !== "published") throw data(null, { status: 404 });
  const l = view.listing;
  return {
    listing: { id: l.id, title: l.title, photo: l.photos[0] ?? null, pricePerDayKobo: l.pricePerDayKobo, city: l.city, state: l.state },
    owner: l.owner.businessName ?? l.owner.name,
  };
}

export async function action({ request, context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const { user } = requireSession(context, request);
  const listingId = idOf(pageUrl(request).searchParams.get("listing"));
  if (Number.isNaN(listingId)) throw data(null, { status: 404 });
  const form = await request.formData();
  const values = fieldsOf(form);
  const read = await messageInput(form, values);
  if (read.refusal) return read.refusal;
  try {
    const sent = await context.services.messages.startInquiry(user.id, listingId, read.input, request.signal);
    return redirect(`/messages/${sent.conversation.id}${sent.masked ? "?sent=hidden" : ""}#send`);
  } catch (e) {
    return fromError(values, e);
  }
}

export const headers = () => ({ "Cache-Control": "no-store" });

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData ? m.people_message_owner_of({ title: loaderData.listing.title }) : m.not_found_meta_title(), m.people_new_message_meta_description()),
  { name: "robots", content: "noindex" },
];

export default function NewMessage({ loaderData: d }: Route.ComponentProps) {
  const l = d.listing;
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-6 sm:py-8">
      <Link to={`/item/${l.id}`} className="text-sm text-brand-700 underline">
        {m.people_back_to_item()}
      </Link>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{m.people_message_person({ name: d.owner })}</h1>
      <div className="flex items-center gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <div className="w-24 shrink-0 overflow-hidden rounded-lg">
          <Photo photo={l.photo} alt="" widths={CARD_WIDTHS} sizes="6rem" priority />
        </div>
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            <Link to={`/item/${l.id}`} className="hover:underline">
              {l.title}
            </Link>
          </p>
          <p className="text-sm text-slate-700">
            {m.people_per_day_place({ price: formatNaira(l.pricePerDayKobo), city: l.city, state: l.state })}
          </p>
        </div>
      </div>
      <section id="send" aria-labelledby="send-title" className="space-y-3 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="send-title" className="text-xl font-semibold">
          {m.people_ask_question()}
        </h2>
        <p className="text-sm text-slate-600">
          {m.people_ask_lead()}
        </p>
        {/* Text only: photos come once the conversation is open (its page takes large posts; this one the forms' small limit). */}
        <MessageForm action={`/messages/new?listing=${l.id}`} photos={false} placeholder={m.people_ask_placeholder()} />
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <NotFoundMessage title="404" text={m.not_found_title()} link={{ to: "/browse", label: m.people_browse_items() }} />;
}
