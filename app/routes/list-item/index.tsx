// /list-item: where an owner starts a listing. With a verified e-mail: drafts to continue and the first step (what the
// item is), whose post creates the draft; without one, what listing needs. Every form works without JavaScript.

import { CategoryFields } from "~/components/listing-form/category-fields";
import { Link, redirect } from "~/lib/links";
import { IntentForm, useFormResult } from "~/components/intent-form";
import { categoryChoices, parseStep } from "~/lib/listing-actions.server";
import { continueStep, STEP_COUNT, stepTitle } from "~/components/listing-form/steps";
import { stepHref } from "~/lib/listing-urls";
import { OWNER_COMMISSION_PCT } from "@core/fees";
import { fieldsOf, fromError } from "~/lib/forms.server";
import { pageMeta } from "~/lib/seo";
import { requireSession } from "~/lib/session.server";
import { m } from "@core/paraglide/messages";
import type { Route } from "./+types/index";
import { pageContext } from "../../../server/http/page-context";

export const meta = () => [
  ...pageMeta(m.listing_start_meta_title(), m.listing_start_meta_description()),
  { name: "robots", content: "noindex" },
];

// The person's drafts: never kept by the browser's cache or any other.
export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const { user } = requireSession(context, request);
  if (!user.emailVerified) return { email: user.email, verified: false as const, drafts: [], categories: [] };
  const [drafts, categories] = await Promise.all([context.services.listings.drafts(user.id), categoryChoices(context.services)]);
  return {
    email: user.email,
    verified: true as const,
    drafts,
    categories,
  };
}

export async function action({ request, context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const session = requireSession(context, request);
  const values = fieldsOf(await request.formData());
  const parsed = parseStep("category", values);
  if ("refused" in parsed) return parsed.refused;
  const { categorySlug, subcategorySlug } = parsed.patch;
  try {
    const draft = await context.services.listings.createDraft(session.user, { categorySlug: categorySlug!, subcategorySlug: subcategorySlug! });
    return redirect(stepHref(draft.id, "details"));
  } catch (e) {
    return fromError(values, e);
  }
}

export default function ListItemStart({ loaderData }: Route.ComponentProps) {
  const { verified, email, drafts, categories } = loaderData;
  const s = useFormResult("category");
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{m.listing_start_title()}</h1>
        <p className="mt-2 text-lg text-slate-600">
          {verified ? m.listing_start_lead() : m.listing_start_unverified({ email })}
        </p>
      </div>
      {!verified ? (
        <p>
          <Link to="/account" className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            {m.listing_go_profile()}
          </Link>
        </p>
      ) : (
        <>
          {drafts.length > 0 && (
            <section aria-labelledby="drafts-title" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
              <h2 id="drafts-title" className="text-xl font-semibold">
                {m.listing_continue_draft()}
              </h2>
              <ul className="mt-3 divide-y divide-slate-100">
                {drafts.map((d) => (
                  <li key={d.id}>
                    <Link to={stepHref(d.id, continueStep(d.missing))} className="flex min-h-11 items-center justify-between gap-3 py-2 hover:bg-slate-50">
                      <span className="font-semibold text-brand-800 underline">{d.title || m.listing_untitled_draft()}</span>
                      <span className="shrink-0 text-sm text-slate-600">
                        {d.missing.length ? m.listing_steps_left({ count: d.missing.length }) : m.listing_ready_to_publish()}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="new-title" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
            <p className="text-sm font-semibold text-brand-800">{m.listing_step_of({ n: 1, total: STEP_COUNT, title: stepTitle("category") })}</p>
            <h2 id="new-title" className="mt-1 text-xl font-semibold">
              {drafts.length ? m.listing_what_new() : m.listing_what()}
            </h2>
            <div className="mt-4">
              <IntentForm action="/list-item" intent="category" formError={s.formError} submit={{ label: m.listing_save_continue(), className: "w-full sm:w-auto" }}>
                <CategoryFields categories={categories} values={s.values} errors={s.errors} />
              </IntentForm>
            </div>
          </section>
          <p className="text-sm text-slate-600">
            {m.listing_free_note({ pct: OWNER_COMMISSION_PCT })}{" "}
            <Link to="/pricing" className="text-brand-700 underline">
              {m.listing_pricing_link()}
            </Link>
            .
          </p>
        </>
      )}
    </main>
  );
}
