// The manage page's Calendar sync section: the listing's secret iCal link for other platforms and calendar apps (copy,
// or make a new one that ends the old), and the owner's external calendars whose events close days here (add, see how
// each last went, remove). Plain form posts: all of it works without JavaScript; with it, a Copy button too.
import { useState } from "react";
import type { CalendarSync } from "../../../server/features/calendars/calendars.schema";
import { CALENDAR_LIMITS, REFRESH_MINUTES } from "../../../server/features/calendars/calendars.limits";
import { FormField, FormMessage } from "~/components/form-field";
import { IntentForm, Section, useFormResult } from "~/components/intent-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { useHydrated } from "~/hooks/use-hydrated";
import { lagosTime, shortDay } from "@core/dates";
import { manageHref } from "~/lib/listing-urls";

export const CALENDAR_INTENTS = { link: "calendar-link", add: "calendar-add", remove: "calendar-remove" } as const;

const STATUS = {
  ok: { badge: "Synced", tone: "green" },
  pending: { badge: "Waiting for its first fetch", tone: "yellow" },
  failed: { badge: "Failed", tone: "grey" },
} as const;

const daysText = (n: number) => (n === 0 ? "no days" : n === 1 ? "1 day" : `${n} days`);

/** "Tue 1 Dec, Wed 2 Dec and 3 more": the first few days, so that a long clash stays one line or two. */
function clashText(days: string[]): string {
  const shown = days.slice(0, 4).map(shortDay);
  const more = days.length - shown.length;
  return more > 0 ? `${shown.join(", ")} and ${more} more` : shown.join(", ");
}

export function CalendarSyncSection({ listingId, sync }: { listingId: number; sync: CalendarSync }) {
  const action = manageHref(listingId);
  const link = useFormResult(CALENDAR_INTENTS.link, {}, "A new link is ready: the old one no longer works. Give the new one to the platforms and apps that used the old one.");
  const add = useFormResult(CALENDAR_INTENTS.add, {}, `Calendar added. Haya reads it within a minute, then every ${REFRESH_MINUTES} minutes: reload this page to see how it went.`);
  const remove = useFormResult(CALENDAR_INTENTS.remove, {}, "Calendar removed: the days it closed are open again, unless another calendar or you block them.");
  return (
    <Section
      id="calendar-sync"
      title="Calendar sync"
      description="Listed on other platforms too? Share this listing's calendar with them, and bring theirs in, so that nobody books the same days twice."
    >
      {/* Keyed by the address: "Link copied" is about the link shown, not one replaced since. */}
      <FeedLink key={sync.feedUrl} action={action} feedUrl={sync.feedUrl} result={link} />
      <div className="space-y-3 border-t border-slate-200 pt-4">
        <h3 className="font-semibold">Imported calendars</h3>
        <p className="text-sm text-slate-600">
          Every event in these calendars blocks its days on Haya. Haya reads them every {REFRESH_MINUTES} minutes.
        </p>
        <FormMessage error={remove.formError} success={remove.success} />
        {sync.imports.length === 0 ? (
          <p className="text-sm text-slate-700">No imported calendars yet.</p>
        ) : (
          <ul className="space-y-3">
            {sync.imports.map((i) => (
              <li key={i.id} className="space-y-2 rounded-lg border border-slate-200 p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold [overflow-wrap:anywhere]">{i.name}</span>
                  <Badge tone={STATUS[i.status].tone}>{STATUS[i.status].badge}</Badge>
                </div>
                <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">{i.url}</p>
                <p className="text-sm text-slate-700">
                  {i.status === "pending"
                    ? "Not read yet."
                    : `Last checked ${lagosTime(i.fetchedAt!)} (Lagos time). Blocks ${daysText(i.days)} from today on.`}
                </p>
                {i.clashes.length > 0 && (
                  <p className="rounded-lg bg-yellow-50 p-2 text-sm text-yellow-900">
                    Also booked on Haya: {clashText(i.clashes)}. Those days are booked in both places: move or cancel one of the two bookings.
                  </p>
                )}
                {i.error && (
                  <p className="text-sm text-red-700">
                    {i.error}.{i.syncedAt ? ` The days it gave on ${lagosTime(i.syncedAt)} stay blocked.` : ""}
                  </p>
                )}
                <IntentForm action={action} anchor="calendar-sync" intent={CALENDAR_INTENTS.remove} submit={{ label: `Remove ${i.name}`, variant: "outline", className: "w-full sm:w-auto" }}>
                  <input type="hidden" name="importId" value={i.id} />
                </IntentForm>
              </li>
            ))}
          </ul>
        )}
        <IntentForm
          action={action}
          anchor="calendar-sync"
          intent={CALENDAR_INTENTS.add}
          formError={add.formError}
          success={add.success}
          submit={{ label: "Add calendar", className: "w-full sm:w-auto" }}
          noValidate
          className="space-y-4 rounded-lg bg-slate-50 p-3"
        >
          <h4 className="font-semibold">Add a calendar</h4>
          <FormField name="name" label="Name" hint="Such as Airbnb, or My calendar" defaultValue={add.values.name} error={add.errors.name} maxLength={CALENDAR_LIMITS.nameMax} autoComplete="off" />
          <FormField
            name="url"
            label="Calendar address (iCal)"
            hint="The https:// or webcal:// link that the other platform or calendar app gives for exporting it"
            type="url"
            inputMode="url"
            defaultValue={add.values.url}
            error={add.errors.url}
            maxLength={CALENDAR_LIMITS.urlMax}
            autoComplete="off"
          />
        </IntentForm>
      </div>
    </Section>
  );
}

/** The export link: shown in a read-only field (select and copy it, no script needed), a Copy button with JavaScript, and a new link on demand. */
function FeedLink({ action, feedUrl, result }: { action: string; feedUrl: string; result: ReturnType<typeof useFormResult> }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<"yes" | "no" | undefined>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feedUrl);
      setCopied("yes");
    } catch {
      setCopied("no");
    }
  };
  return (
    <div className="space-y-3">
      <h3 className="font-semibold">This listing's calendar</h3>
      <div>
        <Label htmlFor="calendar-feed-url">Export link (iCal)</Label>
        <Input id="calendar-feed-url" readOnly value={feedUrl} aria-describedby="calendar-feed-url-hint" className="font-mono text-sm" onFocus={(e) => e.currentTarget.select()} />
        <p id="calendar-feed-url-hint" className="mt-1 text-sm text-slate-600">
          Paste it into another platform's calendar import, or subscribe to it in your calendar app. It shows the days
          booked on Haya and the days you blocked, with no renter's details. Keep it private: anyone with it sees those days.
        </p>
      </div>
      {hydrated && (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="outline" onClick={() => void copy()}>
            Copy link
          </Button>
          <span role="status" className="text-sm text-slate-700">
            {copied === "yes" ? "Link copied" : copied === "no" ? "Copy it from the field above" : ""}
          </span>
        </div>
      )}
      <IntentForm
        action={action}
        anchor="calendar-sync"
        intent={CALENDAR_INTENTS.link}
        formError={result.formError}
        success={result.success}
        submit={{ label: "Regenerate link", variant: "outline", className: "w-full sm:w-auto" }}
      >
        <p className="text-sm text-slate-600">Shared it by mistake? A new link stops the old one from working.</p>
      </IntentForm>
    </div>
  );
}
