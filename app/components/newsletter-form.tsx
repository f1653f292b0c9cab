// Newsletter sign-up: a plain form post that works without JavaScript, enhanced with a fetcher.
import { useFetcher } from "react-router";
import { Working } from "~/components/ui/submit-button";
import { useSubmitting } from "~/hooks/use-submitting";
import { useLocalePath } from "~/lib/links";
import { m } from "@core/paraglide/messages";

export interface NewsletterResult {
  ok: boolean;
  message: string;
  email?: string;
}

export function NewsletterForm() {
  const fetcher = useFetcher<NewsletterResult>();
  const result = fetcher.data;
  const submit = useSubmitting();
  const localePath = useLocalePath();
  return (
    <fetcher.Form method="post" action={localePath("/newsletter")} className="flex flex-col gap-2" noValidate>
      {/* The button goes below the field when both do not fit: the placeholder is read whole. */}
      <div className="flex flex-wrap gap-2">
        <label htmlFor="newsletter-email" className="sr-only">{m.newsletter_email_label()}</label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder={m.newsletter_placeholder()}
          defaultValue={result && !result.ok ? result.email : undefined}
          aria-invalid={result && !result.ok ? true : undefined}
          aria-describedby="newsletter-message"
          className="min-h-11 min-w-48 flex-1 rounded-lg border border-slate-600 bg-slate-900 px-3 text-white placeholder:text-slate-400"
        />
        <button type="submit" {...submit.props} className="flex min-h-11 shrink-0 items-center gap-2 rounded-lg bg-amber-400 px-4 font-semibold text-slate-900 hover:bg-amber-300 aria-disabled:cursor-progress">
          {submit.working && <Working />}
          {m.newsletter_subscribe()}
        </button>
      </div>
      <p id="newsletter-message" role="status" className={result?.ok ? "text-sm text-emerald-300" : "text-sm text-red-300"}>
        {result?.message}
      </p>
    </fetcher.Form>
  );
}
