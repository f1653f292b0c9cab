// The manage page's status: what renters see of the listing now, and the one move it can make (publish, pause,
// unpause, or finish setting up a draft); and deleting it, confirmed by a ticked box (no script needed).
import { useSearchParams } from "react-router";
import { Link } from "~/lib/links";
import type { ListingStatus } from "@core/listing-limits";
import type { OwnListing } from "../../../../server/features/listings/listings.schema";
import { FormMessage } from "~/components/form-field";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { FieldError } from "~/components/ui/input";
import { IntentForm, Section, useFormResult } from "~/components/intent-form";
import { MissingSteps } from "~/components/listing-form/review";
import { continueStep } from "~/components/listing-form/steps";
import { manageHref, stepHref } from "~/lib/listing-urls";
import { m } from "@core/paraglide/messages";

const STATUS: Record<ListingStatus, { badge: () => string; tone: "grey" | "green" | "yellow"; text: () => string }> = {
  draft: { badge: m.rentals_status_draft, tone: "grey", text: m.rentals_status_draft_text },
  published: { badge: m.rentals_status_published, tone: "green", text: m.rentals_status_published_text },
  paused: { badge: m.rentals_status_paused, tone: "yellow", text: m.rentals_status_paused_text },
  suspended: { badge: m.rentals_status_suspended, tone: "grey", text: m.rentals_status_suspended_text },
  deleted: { badge: m.rentals_status_deleted, tone: "grey", text: m.rentals_status_deleted_text },
};

function StatusBadge({ status }: { status: ListingStatus }) {
  return <Badge tone={STATUS[status].tone}>{STATUS[status].badge()}</Badge>;
}

export function StatusSection({ listing }: { listing: OwnListing }) {
  const [params] = useSearchParams();
  const publish = useFormResult("publish", {}, m.rentals_saved_publish());
  const pause = useFormResult("pause", {}, m.rentals_saved_pause());
  const action = manageHref(listing.id);
  const { status, missing } = listing;
  const error = publish.errors.status ?? publish.formError ?? pause.formError;
  return (
    <Section id="status" title={m.rentals_status()}>
      {params.get("published") === "1" && status === "published" && (
        <FormMessage success={m.rentals_published_now()} />
      )}
      <p className="flex flex-wrap items-center gap-2">
        <StatusBadge status={status} />
        <span className="text-slate-700">{STATUS[status].text()}</span>
      </p>
      {status === "draft" && missing.length > 0 ? (
        <>
          <MissingSteps id={listing.id} missing={missing} />
          <Link to={stepHref(listing.id, continueStep(missing))} className={buttonVariants({ className: "w-full sm:w-auto" })}>
            {m.rentals_continue_setting_up()}
          </Link>
        </>
      ) : status === "draft" || status === "paused" ? (
        <IntentForm action={action} anchor="status" intent="publish" formError={error} success={publish.success ?? pause.success} submit={{ label: status === "draft" ? m.rentals_publish() : m.rentals_unpause(), className: "w-full sm:w-auto" }}>
          {/* A paused listing may have lost what publishing needs (its last photo): its sections below are where to fix it. */}
          {missing.length > 0 && <MissingSteps id={listing.id} missing={missing} href={(step) => `#${step}`} />}
        </IntentForm>
      ) : status === "published" ? (
        <IntentForm
          action={action}
          anchor="status"
          intent="pause"
          formError={error}
          success={pause.success ?? publish.success}
          submit={{ label: m.rentals_pause(), variant: "outline", className: "w-full sm:w-auto" }}
        >
          <p className="text-sm text-slate-600">{m.rentals_pause_note()}</p>
        </IntentForm>
      ) : null}
    </Section>
  );
}

export function DeleteSection({ listing }: { listing: OwnListing }) {
  const s = useFormResult("delete");
  const error = s.errors.confirm;
  return (
    <Section id="delete" title={m.rentals_delete_listing()} description={m.rentals_delete_description()}>
      <IntentForm action={manageHref(listing.id)} anchor="delete" intent="delete" formError={s.formError} submit={{ label: m.rentals_delete_listing(), variant: "danger", className: "w-full sm:w-auto" }}>
        <div>
          <label className="flex min-h-11 cursor-pointer items-center gap-3">
            <input
              type="checkbox"
              name="confirm"
              value="yes"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "f-confirm-error" : undefined}
              className="size-5 accent-red-700"
            />
            <span className="font-medium">{m.rentals_delete_confirm()}</span>
          </label>
          <FieldError id="f-confirm-error" message={error} />
        </div>
      </IntentForm>
    </Section>
  );
}
