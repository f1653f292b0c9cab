// POST /newsletter: the footer form's action (and a page of its own when JavaScript is off).

import { newsletterSchema } from "../../../server/features/newsletter/newsletter.schema";
import { Link } from "~/lib/links";
import { pageMeta } from "~/lib/seo";
import type { NewsletterResult } from "~/components/newsletter-form";
import type { Route } from "./+types/index";
import { m } from "@core/paraglide/messages";
import { pageContext } from "../../../server/http/page-context";

export async function action({ request, context: provider }: Route.ActionArgs): Promise<NewsletterResult> {
  const context = provider.get(pageContext);
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const parsed = newsletterSchema.safeParse({ email });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? m.account_newsletter_invalid(), email };
  const { created } = await context.services.newsletter.subscribe(parsed.data.email);
  return { ok: true, message: created ? m.account_newsletter_subscribed() : m.account_newsletter_already() };
}

export const meta: Route.MetaFunction = () => pageMeta(m.account_newsletter_title(), m.account_newsletter_meta_description());

export default function Newsletter({ actionData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-xl px-4 py-12">
      <h1 className="mb-4 text-2xl font-bold">{m.account_newsletter_title()}</h1>
      <p role="status" className="mb-6">{actionData?.message ?? m.account_newsletter_use_form()}</p>
      <Link to="/" className="text-brand-700 underline">{m.account_back_home()}</Link>
    </main>
  );
}
