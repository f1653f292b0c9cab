// The manage page's Calendar sync section: the listing's secret iCal link for other platforms and calendar apps (copy,
// or make a new one that ends the old), and the owner's external calendars whose events close days here (add, see how
// each last went, remove). Plain form posts: all of it works without JavaScript; with it, a Copy button too.
import { useState } from "react";
import type { CalendarSync } from "../../../../server/features/calendars/calendars.schema";
import { CALENDAR_LIMITS, REFRESH_MINUTES } from "@core/calendar-limits";
import { FormField, FormMessage } from "~/components/form-field";
import { IntentForm, Section, useFormResult } from "~/components/intent-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { useHydrated } from "~/hooks/use-hydrated";
import { lagosTime, shortDay } from "@core/dates";
import { manageHref } from "~/lib/listing-urls";
import { m } from "@core/paraglide/messages";

export const CALENDAR_INTENTS = { link: "calendar-link", add: "calendar-add", remove: "calendar-remove" } as const;

const STATUS = {
  ok: { badge: m.rentals_sync_ok, tone: "green" },
  pending: { badge: m.rentals_sync_pending, tone: "yellow" },
  failed: { badge: m.rentals_sync_failed, tone: "grey" },
} as const;

const daysText = (n: number) => (n === 0 ? m.rentals_days_none() : m.rentals_days({ count: n }));

/** "Tue 1 Dec, Wed 2 Dec and 3 more": the first few days, so that a long clash stays one line or two. */
function clashText(days: string[]): string {
  const shown = days.slice(0, 4).map(shortDay);
  const more = days.length - shown.length;
  return more > 0 ? m.rentals_clash_more({ days: shown.join(", "), count: more }) : shown.join(", ");
}

/** The section's longer explanations, worded by the manage page's loader (calendarSyncWords): the browser carries none of them. */
export type CalendarSyncWords = { description: string; feedHint: string; importedNote: string; urlHint: string };

export function CalendarSyncSection({ listingId, sync, words }: { listingId: number; sync: CalendarSync; words: CalendarSyncWords }) {
  const action = manageHref(listingId);
  const link = useFormResult(CALENDAR_INTENTS.link, {}, m.rentals_link_new());
  const add = useFormResult(CALENDAR_INTENTS.add, {}, m.rentals_calendar_added({ minutes: REFRESH_MINUTES }));
  const remove = useFormResult(CALENDAR_INTENTS.remove, {}, m.rentals_calendar_removed());
  return (
    <Section
      id="calendar-sync"
      title={m.rentals_calendar_sync()}
      description={words.description}
    >
      {/* Keyed by the address: "Link copied" is about the link shown, not one replaced since. */}
      <FeedLink key={sync.feedUrl} action={action} feedUrl={sync.feedUrl} result={link} hint={words.feedHint} />
      <div className="space-y-3 border-t border-slate-200 pt-4">
        <h3 className="font-semibold">{m.rentals_imported()}</h3>
        <p className="text-sm text-slate-600">
          {words.importedNote}
        </p>
        <FormMessage error={remove.formError} success={remove.success} />
        {sync.imports.length === 0 ? (
          <p className="text-sm text-slate-700">{m.rentals_no_imported()}</p>
        ) : (
          <ul className="space-y-3">
            {sync.imports.map((i) => (
              <li key={i.id} className="space-y-2 rounded-lg border border-slate-200 p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold [overflow-wrap:anywhere]">{i.name}</span>
                  <Badge tone={STATUS[i.status].tone}>{STATUS[i.status].badge()}</Badge>
                </div>
                <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">{i.url}</p>
                <p className="text-sm text-slate-700">
                  {i.status === "pending" ? m.rentals_not_read() : m.rentals_last_checked({ time: lagosTime(i.fetchedAt!), days: daysText(i.days) })}
                </p>
                {i.clashes.length > 0 && (
                  <p className="rounded-lg bg-yellow-50 p-2 text-sm text-yellow-900">
                    {m.rentals_also_booked({ days: clashText(i.clashes) })}
                  </p>
                )}
                {i.error && (
                  <p className="text-sm text-red-700">
                    {i.error}.{i.syncedAt ? ` ${m.rentals_stay_blocked({ time: lagosTime(i.syncedAt) })}` : ""}
                  </p>
                )}
                <IntentForm action={action} anchor="calendar-sync" intent={CALENDAR_INTENTS.remove} submit={{ label: m.rentals_remove_calendar({ name: i.name }), variant: "outline", className: "w-full sm:w-auto" }}>
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
          submit={{ label: m.rentals_add_calendar_button(), className: "w-full sm:w-auto" }}
          noValidate
          className="space-y-4 rounded-lg bg-slate-50 p-3"
        >
          <h4 className="font-semibold">{m.rentals_add_calendar()}</h4>
          <FormField name="name" label={m.rentals_calendar_name()} hint={m.rentals_calendar_name_hint()} defaultValue={add.values.name} error={add.errors.name} maxLength={CALENDAR_LIMITS.nameMax} autoComplete="off" />
          <FormField
            name="url"
            label={m.rentals_calendar_url()}
            hint={words.urlHint}
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
function FeedLink({ action, feedUrl, result, hint }: { action: string; feedUrl: string; result: ReturnType<typeof useFormResult>; hint: string }) {
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
      <h3 className="font-semibold">{m.rentals_feed_title()}</h3>
      <div>
        <Label htmlFor="calendar-feed-url">{m.rentals_feed_label()}</Label>
        <Input id="calendar-feed-url" readOnly value={feedUrl} aria-describedby="calendar-feed-url-hint" className="font-mono text-sm" onFocus={(e) => e.currentTarget.select()} />
        <p id="calendar-feed-url-hint" className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      </div>
      {hydrated && (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="outline" onClick={() => void copy()}>
            {m.rentals_copy_link()}
          </Button>
          <span role="status" className="text-sm text-slate-700">
            {copied === "yes" ? m.rentals_link_copied() : copied === "no" ? m.rentals_copy_from_field() : ""}
          </span>
        </div>
      )}
      <IntentForm
        action={action}
        anchor="calendar-sync"
        intent={CALENDAR_INTENTS.link}
        formError={result.formError}
        success={result.success}
        submit={{ label: m.rentals_regenerate_link(), variant: "outline", className: "w-full sm:w-auto" }}
      >
        <p className="text-sm text-slate-600">{m.rentals_regenerate_note()}</p>
      </IntentForm>
    </div>
  );
}
