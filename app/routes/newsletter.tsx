// POST /newsletter: the footer form's action (and a page of its own when JavaScript is off).

import { newsletterSchema } from "../../server/features/newsletter/newsletter.schema";
import { Link } from "~/lib/links";
import type { NewsletterResult } from "~/components/newsletter-form";
import type { Route } from "./+types/newsletter";

export async function action({ request, context }: Route.ActionArgs): Promise<NewsletterResult> {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const parsed = newsletterSchema.safeParse({ email });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "Enter a valid email address", email };
  const { created } = await context.services.newsletter.subscribe(parsed.data.email);
  return { ok: true, message: created ? "Thanks! You're subscribed." : "You're already subscribed — thanks!" };
}

export const meta: Route.MetaFunction = () => [{ title: "Newsletter | Haya" }, { name: "description", content: "Subscribe to Haya's newsletter." }];

export default function Newsletter({ actionData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-xl px-4 py-12">
      <h1 className="mb-4 text-2xl font-bold">Newsletter</h1>
      <p role="status" className="mb-6">{actionData?.message ?? "Use the form at the bottom of any page to subscribe."}</p>
      <Link to="/" className="text-brand-700 underline">Back to home</Link>
    </main>
  );
}
