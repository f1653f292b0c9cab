// /saved: the signed-in person's favourites (newest first, as cards; the heart or Remove takes one off; 'Load More' is
// ?show=N) and their saved searches (each a link back to its search, alerts on or off, Delete). Every change is a plain
// post to this page (no JavaScript needed), answered with what was done; visitors sign in first.
import { BellOff, BellRing, Heart, Search, Trash2 } from "lucide-react";
import { Form, Link } from "~/lib/links";
import { data } from "react-router";
import { FAVOURITES_MAX, FAVOURITES_PAGE, SAVED_SEARCHES_MAX } from "@core/saved";
import { FormMessage } from "~/components/form-field";
import { CARD_GRID, ListingCard } from "~/components/listing-card";
import { SubmitButton } from "~/components/ui/submit-button";
import { lagosTime } from "@core/dates";
import { NotFoundError } from "../../../server/errors";
import { requireSession } from "~/lib/session.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/index";
import { m } from "@core/paraglide/messages";
import { pageContext } from "../../../server/http/page-context";
import { pageUrl } from "~/lib/page-url.server";
import { asCards } from "~/lib/card-text";

export const meta = () => [...pageMeta(m.people_saved_title(), m.people_saved_meta_description()), { name: "robots", content: "noindex" }];

// Personal: never kept by the browser's cache or any other.
export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const { user } = requireSession(context, request);
  const url = pageUrl(request);
  const asked = Number(url.searchParams.get("show"));
  const show = Number.isInteger(asked) && asked > FAVOURITES_PAGE ? Math.min(asked, FAVOURITES_MAX) : FAVOURITES_PAGE;
  const [favourites, searches] = await Promise.all([
    context.services.favourites.list(user.id, { limit: show }),
    context.services.savedSearches.list(user.id),
  ]);
  return { favourites: asCards(favourites.items).map((f) => ({ ...f, saved: true })), more: favourites.next !== null, show, searches, added: url.searchParams.get("added") === "search" };
}

const idOf = (v: FormDataEntryValue | null) => (typeof v === "string" && /^\d{1,15}$/.test(v) ? Number(v) : NaN);

export async function action({ request, context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const { user } = requireSession(context, request);
  const form = await request.formData();
  const intent = form.get("intent");
  const id = idOf(form.get("id"));
  if (Number.isNaN(id)) throw data(m.people_form_not_saved_page(), { status: 400 });
  try {
    if (intent === "remove-favourite") {
      await context.services.favourites.remove(user.id, id);
      return { ok: true, message: m.people_removed_favourite() };
    }
    if (intent === "alerts") {
      const on = form.get("alerts") === "on";
      const s = await context.services.savedSearches.setAlerts(user.id, id, on);
      return { ok: true, message: on ? m.people_alerts_on_done({ label: s.label }) : m.people_alerts_off_done({ label: s.label }) };
    }
    if (intent === "delete-search") {
      await context.services.savedSearches.remove(user.id, id);
      return { ok: true, message: m.people_search_deleted() };
    }
  } catch (e) {
    if (e instanceof NotFoundError) return data({ ok: false, message: e.message }, { status: 404 });
    throw e;
  }
  throw data(m.people_form_not_saved_page(), { status: 400 });
}

export default function Saved({ loaderData, actionData }: Route.ComponentProps) {
  const { favourites, more, show, searches, added } = loaderData;
  const answer = actionData as { ok: boolean; message: string } | undefined;
  return (
    <main className="mx-auto max-w-7xl space-y-10 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold">{m.people_saved_title()}</h1>
        <p className="mt-2 text-slate-700">{m.people_saved_lead()}</p>
        <div className="mt-4">
          {answer ? <FormMessage error={answer.ok ? undefined : answer.message} success={answer.ok ? answer.message : undefined} /> : added ? <FormMessage success={m.people_search_saved()} /> : null}
        </div>
      </div>

      <section aria-labelledby="favourites-title">
        <h2 id="favourites-title" className="text-2xl font-semibold">{m.people_favourites()}</h2>
        {favourites.length === 0 ? (
          <div className="mt-4 rounded-xl bg-white p-8 text-center text-slate-700">
            <Heart aria-hidden className="mx-auto size-8 text-slate-400" />
            <p className="mt-2">{m.people_no_favourites()}</p>
            <Link to="/browse" className="mt-3 inline-block font-semibold text-brand-700 underline">{m.browse_title()}</Link>
          </div>
        ) : (
          <ul className={`mt-4 ${CARD_GRID} lg:grid-cols-4`} aria-label={m.people_favourites_newest()}>
            {favourites.map((f, i) => (
              <li key={f.id} className="flex flex-col gap-2">
                {f.available ? (
                  <ListingCard listing={f} priority={i === 0} headingLevel={3} />
                ) : (
                  <article className="flex flex-1 flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
                    <h3 className="font-semibold text-slate-900">{f.title}</h3>
                    <p className="text-sm text-slate-700">{m.people_no_longer_on_offer()}</p>
                  </article>
                )}
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="remove-favourite" />
                  <input type="hidden" name="id" value={f.id} />
                  <SubmitButton variant="outline" size="sm" className="w-full" aria-label={m.people_remove_favourite_label({ title: f.title })}>
                    <Trash2 aria-hidden className="size-4" /> {m.people_remove()}
                  </SubmitButton>
                </Form>
              </li>
            ))}
          </ul>
        )}
        {more && (
          <p className="mt-6 text-center">
            <Link to={`/saved?show=${show + FAVOURITES_PAGE}`} preventScrollReset className="inline-flex min-h-11 items-center rounded-lg px-4 font-semibold text-brand-700 underline">
              {m.browse_load_more()}
            </Link>
          </p>
        )}
      </section>

      <section id="searches" aria-labelledby="searches-title" className="scroll-mt-40">
        <h2 id="searches-title" className="text-2xl font-semibold">{m.people_saved_searches()}</h2>
        <p className="mt-1 text-sm text-slate-700">
          {m.people_saved_searches_lead({ max: SAVED_SEARCHES_MAX })}
        </p>
        {searches.length === 0 ? (
          <div className="mt-4 rounded-xl bg-white p-8 text-center text-slate-700">
            <Search aria-hidden className="mx-auto size-8 text-slate-400" />
            <p className="mt-2">{m.people_no_saved_searches()}</p>
            <Link to="/browse" className="mt-3 inline-block font-semibold text-brand-700 underline">{m.browse_title()}</Link>
          </div>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200" aria-label={m.people_saved_searches_newest()}>
            {searches.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center gap-3 p-4">
                <div className="min-w-0 flex-1">
                  <Link to={s.url} className="font-semibold break-words text-brand-700 underline">{s.label}</Link>
                  <p className="mt-0.5 text-sm text-slate-700">
                    {s.alerts ? m.people_alerts_on() : m.people_alerts_off()}
                    {s.lastAlertedAt ? m.people_last_email({ time: lagosTime(s.lastAlertedAt) }) : ""}
                  </p>
                </div>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="alerts" />
                  <input type="hidden" name="id" value={s.id} />
                  <input type="hidden" name="alerts" value={s.alerts ? "off" : "on"} />
                  <SubmitButton variant="outline" size="sm" aria-label={`${s.alerts ? m.people_turn_alerts_off() : m.people_turn_alerts_on()}: ${s.label}`}>
                    {s.alerts ? <BellOff aria-hidden className="size-4" /> : <BellRing aria-hidden className="size-4" />}
                    {s.alerts ? m.people_turn_alerts_off() : m.people_turn_alerts_on()}
                  </SubmitButton>
                </Form>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="delete-search" />
                  <input type="hidden" name="id" value={s.id} />
                  <SubmitButton variant="outline" size="sm" aria-label={m.people_delete_search_label({ label: s.label })}>
                    <Trash2 aria-hidden className="size-4" /> {m.people_delete()}
                  </SubmitButton>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
