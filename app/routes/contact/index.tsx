// /contact and /support: a message form whose messages are stored for the support team.
import { useActionData, useMatches } from "react-router";
import { Form } from "~/lib/links";
import { contactSchema } from "../../../server/features/contact/contact.schema";
import { CONTACT_TOPICS, contactTopicLabel } from "@core/contact";
import { SubmitButton } from "~/components/ui/submit-button";
import { FieldError, Input, Label, Select, Textarea } from "~/components/ui/input";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/index";
import { delocalizePath } from "@core/locales";
import { m } from "@core/paraglide/messages";
import { pageContext } from "../../../server/http/page-context";
import { pageUrl } from "~/lib/page-url.server";

type Values = Record<"name" | "email" | "topic" | "message", string>;

export async function action({ request, context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const form = await request.formData();
  const values: Values = {
    name: String(form.get("name") ?? ""),
    email: String(form.get("email") ?? ""),
    topic: String(form.get("topic") ?? ""),
    message: String(form.get("message") ?? ""),
  };
  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Values> = {};
    for (const i of parsed.error.issues) errors[i.path[0] as keyof Values] ??= i.message;
    return { ok: false as const, errors, values };
  }
  const source = delocalizePath(pageUrl(request).pathname).startsWith("/support") ? "support" : "contact";
  await context.services.contact.submit(parsed.data, source);
  return { ok: true as const };
}

export const meta: Route.MetaFunction = ({ location }) =>
  delocalizePath(location.pathname).startsWith("/support")
    ? pageMeta(m.people_support(), m.people_support_meta_description())
    : pageMeta(m.people_contact_us(), m.people_contact_meta_description());

export default function Contact() {
  const result = useActionData<typeof action>();
  const support = useMatches().some((match) => match.id === "support");
  const errors = result && !result.ok ? result.errors : {};
  const values = result && !result.ok ? result.values : undefined;
  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold">{support ? m.people_support() : m.people_contact_us()}</h1>
      <p className="mt-2 text-slate-700">
        {support ? m.people_support_lead() : m.people_contact_lead()}
      </p>
      {result?.ok ? (
        <p role="status" className="mt-6 rounded-lg bg-green-100 p-4 text-green-900">{m.people_contact_thanks()}</p>
      ) : (
        <Form method="post" className="mt-6 space-y-4" noValidate>
          {Object.keys(errors).length > 0 && <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">{m.people_correct_fields()}</p>}
          <div>
            <Label htmlFor="c-name">{m.people_your_name()}</Label>
            <Input id="c-name" name="name" autoComplete="name" defaultValue={values?.name} aria-invalid={errors.name ? true : undefined} aria-describedby="c-name-error" />
            <FieldError id="c-name-error" message={errors.name} />
          </div>
          <div>
            <Label htmlFor="c-email">{m.people_email()}</Label>
            <Input id="c-email" name="email" type="email" autoComplete="email" defaultValue={values?.email} aria-invalid={errors.email ? true : undefined} aria-describedby="c-email-error" />
            <FieldError id="c-email-error" message={errors.email} />
          </div>
          <div>
            <Label htmlFor="c-topic">{m.people_topic()}</Label>
            <Select id="c-topic" name="topic" defaultValue={values?.topic ?? (support ? "A booking" : "General question")} aria-invalid={errors.topic ? true : undefined} aria-describedby="c-topic-error">
              {CONTACT_TOPICS.map((t) => <option key={t} value={t}>{contactTopicLabel(t)}</option>)}
            </Select>
            <FieldError id="c-topic-error" message={errors.topic} />
          </div>
          <div>
            <Label htmlFor="c-message">{m.people_message_label()}</Label>
            <Textarea id="c-message" name="message" defaultValue={values?.message} aria-invalid={errors.message ? true : undefined} aria-describedby="c-message-error" />
            <FieldError id="c-message-error" message={errors.message} />
          </div>
          <SubmitButton>{m.people_send_message()}</SubmitButton>
        </Form>
      )}
    </main>
  );
}
