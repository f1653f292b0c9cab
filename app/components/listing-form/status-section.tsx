// The manage page's status: what renters see of the listing now, and the one move it can make (publish, pause,
// unpause, or finish setting up a draft); and deleting it, confirmed by a ticked box (no script needed).
import { useSearchParams } from "react-router";
import { Link } from "~/lib/links";
import type { ListingStatus } from "../../../server/features/listings/listings.limits";
import type { OwnListing } from "../../../server/features/listings/listings.schema";
import { FormMessage } from "~/components/form-field";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { FieldError } from "~/components/ui/input";
import { IntentForm, Section, useFormResult } from "~/components/intent-form";
import { MissingSteps } from "./review";
import { continueStep } from "./steps";
import { manageHref, stepHref } from "~/lib/listing-urls";

const STATUS: Record<ListingStatus, { badge: string; tone: "grey" | "green" | "yellow"; text: string }> = {
  draft: { badge: "Draft", tone: "grey", text: "Not on Haya yet: renters cannot see it until you publish it." },
  published: { badge: "Published", tone: "green", text: "On Haya: renters can find it and book it." },
  paused: { badge: "Paused", tone: "yellow", text: "Paused: hidden from search, and nobody can book it until you unpause it." },
  suspended: { badge: "Suspended", tone: "grey", text: "Haya's team has suspended this listing: contact support to bring it back." },
  deleted: { badge: "Deleted", tone: "grey", text: "Deleted." },
};


const SAVED = { publish: "Your listing is on Haya again: renters can find it and book it.", pause: "Paused: renters cannot find or book it until you unpause it." };

function StatusBadge({ status }: { status: ListingStatus }) {
  return <Badge tone={STATUS[status].tone}>{STATUS[status].badge}</Badge>;
}

export function StatusSection({ listing }: { listing: OwnListing }) {
  const [params] = useSearchParams();
  const publish = useFormResult("publish", {}, SAVED.publish);
  const pause = useFormResult("pause", {}, SAVED.pause);
  const action = manageHref(listing.id);
  const { status, missing } = listing;
  const error = publish.errors.status ?? publish.formError ?? pause.formError;
  return (
    <Section id="status" title="Status">
      {params.get("published") === "1" && status === "published" && (
        <FormMessage success="Your listing is published: renters can now find it and book it." />
      )}
      <p className="flex flex-wrap items-center gap-2">
        <StatusBadge status={status} />
        <span className="text-slate-700">{STATUS[status].text}</span>
      </p>
      {status === "draft" && missing.length > 0 ? (
        <>
          <MissingSteps id={listing.id} missing={missing} />
          <Link to={stepHref(listing.id, continueStep(missing))} className={buttonVariants({ className: "w-full sm:w-auto" })}>
            Continue setting up
          </Link>
        </>
      ) : status === "draft" || status === "paused" ? (
        <IntentForm action={action} anchor="status" intent="publish" formError={error} success={publish.success ?? pause.success} submit={{ label: status === "draft" ? "Publish" : "Unpause", className: "w-full sm:w-auto" }}>
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
          submit={{ label: "Pause", variant: "outline", className: "w-full sm:w-auto" }}
        >
          <p className="text-sm text-slate-600">Pausing hides it from search until you unpause it; bookings already made stay.</p>
        </IntentForm>
      ) : null}
    </Section>
  );
}

export function DeleteSection({ listing }: { listing: OwnListing }) {
  const s = useFormResult("delete");
  const error = s.errors.confirm;
  return (
    <Section id="delete" title="Delete listing" description="Deleting takes the listing off Haya for good. To stop bookings for a while, pause it instead.">
      <IntentForm action={manageHref(listing.id)} anchor="delete" intent="delete" formError={s.formError} submit={{ label: "Delete listing", variant: "danger", className: "w-full sm:w-auto" }}>
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
            <span className="font-medium">Yes, delete this listing</span>
          </label>
          <FieldError id="f-confirm-error" message={error} />
        </div>
      </IntentForm>
    </Section>
  );
}
