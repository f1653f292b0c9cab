// Where the owner is in /list-item: "Step 3 of 8 — Photos", and every step as a numbered dot, a link once reachable.
import { Check } from "lucide-react";
import { Link } from "~/lib/links";
import { LISTING_STEPS, type ListingStep } from "@core/listing-limits";
import { cn } from "~/lib/utils";
import { reachable, STEP_COUNT, stepIndex, stepTitle } from "~/components/listing-form/steps";
import { stepHref } from "~/lib/listing-urls";
import { m } from "@core/paraglide/messages";

export function StepProgress({ id, step, missing }: { id: number; step: ListingStep; missing: readonly string[] }) {
  const current = stepIndex(step);
  return (
    <nav aria-label={m.listing_steps_label()} className="space-y-3">
      <p className="text-sm font-semibold text-brand-800">
        {m.listing_step_of({ n: current + 1, total: STEP_COUNT, title: stepTitle(step) })}
      </p>
      {/* No gap between the dots' cells, and 40 px wide targets below 640 px, so that eight fit a 360 px phone. */}
      <ol className="grid grid-cols-8">
        {LISTING_STEPS.map((s, i) => {
          // Steps already passed, and required ones complete further on (optional ones cannot tell).
          const done = i !== current && s.id !== "review" && !missing.includes(s.id) && (i < current || !("optional" in s));
          const open = reachable(s.id, missing) || i <= current;
          const title = stepTitle(s.id);
          const label = (i === current ? m.listing_step_dot_current : done ? m.listing_step_dot_done : m.listing_step_dot)({ n: i + 1, title });
          const dot = cn(
            "flex size-9 items-center justify-center rounded-full text-sm font-semibold",
            i === current ? "bg-brand-700 text-white ring-2 ring-brand-700 ring-offset-2" : done ? "bg-brand-100 text-brand-800" : open ? "border border-slate-400 bg-white text-slate-800" : "bg-slate-100 text-slate-500",
          );
          const content = (
            <>
              <span className="sr-only">{label}</span>
              <span aria-hidden className={dot}>
                {done ? <Check className="size-4" /> : i + 1}
              </span>
            </>
          );
          return (
            <li key={s.id} className="flex justify-center">
              {open && i !== current ? (
                <Link to={stepHref(id, s.id)} title={title} className="flex min-h-11 min-w-10 items-center justify-center rounded-full sm:min-w-11">
                  {content}
                </Link>
              ) : (
                <span aria-current={i === current ? "step" : undefined} title={title} className="flex min-h-11 min-w-10 items-center justify-center sm:min-w-11">
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <div aria-hidden className="h-1.5 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${((current + 1) / STEP_COUNT) * 100}%` }} />
      </div>
    </nav>
  );
}
