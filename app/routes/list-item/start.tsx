// /list-item: where an owner starts a listing. With a verified e-mail: drafts to continue and the first step (what the
// item is), whose post creates the draft; without one, what listing needs. Every form works without JavaScript.

import { CategoryFields } from "~/components/listing-form/category-fields";
import { Link, redirect } from "~/lib/links";
import { IntentForm, useFormResult } from "~/components/intent-form";
import { categoryChoices, parseStep } from "~/components/listing-form/listing-actions.server";
import { continueStep, STEP_COUNT } from "~/components/listing-form/steps";
import { stepHref } from "~/lib/listing-urls";
import { OWNER_COMMISSION_PCT } from "@core/fees";
import { fieldsOf, fromError } from "~/lib/forms.server";
import { pageMeta } from "~/lib/seo";
import { requireSession } from "~/lib/session.server";
import type { Route } from "./+types/start";

export const meta = () => [
  ...pageMeta("List an item", "Earn from cars, generators, event gear and equipment you already own: list it on Haya in a couple of minutes."),
  { name: "robots", content: "noindex" },
];

// The person's drafts: never kept by the browser's cache or any other.
export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
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

export async function action({ request, context }: Route.ActionArgs) {
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
        <h1 className="text-3xl font-bold text-slate-900">List an item on Haya</h1>
        <p className="mt-2 text-lg text-slate-600">
          {verified
            ? "Put your cars, generators, event gear and equipment in front of renters across Nigeria. It takes a couple of minutes, and each step is saved as you go."
            : `Listing needs a verified email. Open the link we sent to ${email}, or send a new one from your profile.`}
        </p>
      </div>
      {!verified ? (
        <p>
          <Link to="/account" className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            Go to your profile
          </Link>
        </p>
      ) : (
        <>
          {drafts.length > 0 && (
            <section aria-labelledby="drafts-title" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
              <h2 id="drafts-title" className="text-xl font-semibold">
                Continue a draft
              </h2>
              <ul className="mt-3 divide-y divide-slate-100">
                {drafts.map((d) => (
                  <li key={d.id}>
                    <Link to={stepHref(d.id, continueStep(d.missing))} className="flex min-h-11 items-center justify-between gap-3 py-2 hover:bg-slate-50">
                      <span className="font-semibold text-brand-800 underline">{d.title || "Untitled draft"}</span>
                      <span className="shrink-0 text-sm text-slate-600">
                        {d.missing.length ? `${d.missing.length} ${d.missing.length === 1 ? "step" : "steps"} left` : "Ready to publish"}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="new-title" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
            <p className="text-sm font-semibold text-brand-800">Step 1 of {STEP_COUNT} — Category</p>
            <h2 id="new-title" className="mt-1 text-xl font-semibold">
              {drafts.length ? "Or start a new listing: what are you listing?" : "What are you listing?"}
            </h2>
            <div className="mt-4">
              <IntentForm action="/list-item" intent="category" formError={s.formError} submit={{ label: "Save and continue", className: "w-full sm:w-auto" }}>
                <CategoryFields categories={categories} values={s.values} errors={s.errors} />
              </IntentForm>
            </div>
          </section>
          <p className="text-sm text-slate-600">
            Listing is free. When a rental completes, you receive the rental amount minus a {OWNER_COMMISSION_PCT}% commission. See{" "}
            <Link to="/pricing" className="text-brand-700 underline">
              pricing and fees
            </Link>
            .
          </p>
        </>
      )}
    </main>
  );
}
