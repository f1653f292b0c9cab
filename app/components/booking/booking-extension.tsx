// The booking page's extension section: the renter of a rental in progress picks a new end date and sees its price (a
// GET), then asks (a POST); the owner accepts or declines; the renter pays in the payment provider's checkout; every
// extension asked is listed with what became of it. Plain forms throughout: it all works without JavaScript.

import type { BookingView } from "../../../server/features/bookings/booking-views";
import { Form } from "~/lib/links";
import type { ExtensionQuote } from "../../../server/features/bookings/extensions.schema";
import { dateRange } from "~/components/booking/booking-format";
import { AmountLines, rentalLines } from "~/components/booking/quote-lines";
import { FormMessage } from "~/components/form-field";
import { Badge } from "~/components/ui/badge";
import { Input, Label, FieldError } from "~/components/ui/input";
import { SubmitButton } from "~/components/ui/submit-button";
import { addDaysIso, formatDay, lagosTime } from "@core/dates";
import { formatNaira } from "@core/money";
import { m } from "@core/paraglide/messages";

type Extension = BookingView["extensions"][number];

/** The forms of this section, told apart from the page's others by `intent`. */
export const EXTENSION_INTENTS = ["extend", "extension-accept", "extension-decline", "extension-pay"] as const;
export type ExtensionIntent = (typeof EXTENSION_INTENTS)[number];
export const isExtensionIntent = (intent: string | undefined): intent is ExtensionIntent => EXTENSION_INTENTS.includes(intent as ExtensionIntent);

/** The renter's preview of a new end date (?extend=): its price, or why it cannot be asked. */
export type ExtensionPreview = { endDate: string; quote: ExtensionQuote } | { endDate: string; error: string };

/** What a page says once an extension form has gone through (`?done=<intent>`). */
const DONE: Record<string, () => string> = {
  extend: m.bookings_ext_done_extend,
  "extension-accept": m.bookings_ext_done_accept,
  "extension-decline": m.bookings_ext_done_decline,
};

const STATUS: Record<string, () => string> = {
  requested: m.bookings_ext_status_requested,
  awaiting_payment: m.bookings_ext_status_awaiting_payment,
  paid: m.bookings_ext_status_paid,
  declined: m.bookings_ext_status_declined,
  expired: m.bookings_ext_status_expired,
  withdrawn: m.bookings_ext_status_withdrawn,
};

/** Picked up, past its return time and the return not marked: said to both sides. */
export function OverdueBadge({ className }: { className?: string }) {
  return (
    <Badge tone="yellow" className={className}>
      {m.bookings_overdue()}
    </Badge>
  );
}

function Lines({ e }: { e: Pick<Extension, "days" | "rentalKobo" | "serviceFeeKobo" | "vatKobo" | "totalKobo"> }) {
  return (
    <AmountLines
      lines={[
        [m.bookings_extra_days({ count: e.days }), formatNaira(e.rentalKobo)],
        [m.bookings_ext_service_fee(), formatNaira(e.serviceFeeKobo)],
        [m.bookings_ext_vat(), formatNaira(e.vatKobo)],
      ]}
      total={[m.bookings_ext_total(), formatNaira(e.totalKobo)]}
    />
  );
}

function Hidden({ fields }: { fields: Record<string, string> }) {
  return Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

function ExtensionItem({ e, role, action }: { e: Extension; role: "renter" | "owner"; action: string }) {
  const until = e.expiresAt ? m.bookings_ext_until({ at: lagosTime(e.expiresAt) }) : undefined;
  const deadline =
    until &&
    (e.status === "requested"
      ? role === "owner" ? m.bookings_ext_answer_by({ at: until }) : m.bookings_ext_owner_until({ at: until })
      : e.status === "awaiting_payment"
        ? role === "renter" ? m.bookings_ext_pay_by({ at: until }) : m.bookings_ext_renter_until({ at: until })
        : undefined);
  const fields = { extensionId: String(e.id) };
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          {m.bookings_ext_to({ day: formatDay(e.toEndDate), days: m.bookings_extra_days({ count: e.days }) })}
        </h3>
        <p className="text-sm font-semibold text-slate-700">{STATUS[e.status]?.() ?? e.status}</p>
      </div>
      <Lines e={e} />
      {deadline && <p className="rounded-lg bg-yellow-50 p-3 text-sm font-semibold text-yellow-900">{deadline}</p>}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {role === "owner" && e.status === "requested" && (
          <>
            <Form method="post" action={action} preventScrollReset>
              <Hidden fields={{ intent: "extension-accept", ...fields }} />
              <SubmitButton className="w-full sm:w-auto">{m.bookings_ext_accept()}</SubmitButton>
            </Form>
            <Form method="post" action={action} preventScrollReset>
              <Hidden fields={{ intent: "extension-decline", ...fields }} />
              <SubmitButton variant="outline" className="w-full sm:w-auto">
                {m.bookings_ext_decline()}
              </SubmitButton>
            </Form>
          </>
        )}
        {role === "renter" && e.status === "awaiting_payment" && (
          <Form method="post" action={action}>
            <Hidden fields={{ intent: "extension-pay", ...fields }} />
            <SubmitButton className="w-full sm:w-auto">{m.bookings_ext_pay({ amount: formatNaira(e.totalKobo) })}</SubmitButton>
          </Form>
        )}
      </div>
    </li>
  );
}

type Props = Pick<BookingView, "role" | "extensions" | "canExtend"> & {
  bookingId: number;
  endDate: string;
  preview: ExtensionPreview | null;
  /** The last extension form's failure, if it was one. */
  error: string | undefined;
  done: string | null;
};

export function BookingExtension({ bookingId, role, extensions, canExtend, endDate, preview, error, done }: Props) {
  const page = `/bookings/${bookingId}`;
  const action = `${page}#extension`;
  const previewError = preview && "error" in preview ? preview.error : undefined;
  const success = done ? DONE[done]?.() : undefined;
  return (
    <div className="space-y-4">
      <FormMessage error={error} success={error ? undefined : success} />
      {canExtend && (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">
            {m.bookings_ext_lead()}
          </p>
          <Form method="get" action={action} className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div>
              <Label htmlFor="extend">{m.bookings_ext_new_end()}</Label>
              <Input
                id="extend"
                name="extend"
                type="date"
                required
                min={addDaysIso(endDate, 1)}
                defaultValue={preview?.endDate ?? addDaysIso(endDate, 1)}
                aria-invalid={previewError ? true : undefined}
                aria-describedby={previewError ? "extend-error" : undefined}
              />
              <FieldError id="extend-error" message={previewError} />
            </div>
            <SubmitButton variant="outline">{m.bookings_ext_see_price()}</SubmitButton>
          </Form>
          {preview && "quote" in preview && (
            <div className="space-y-3 rounded-lg border border-slate-200 p-4">
              <h3 className="font-semibold text-slate-900">
                {preview.quote.dayPrices ? (
                  // Days at different prices (a weekend or custom price): each price with its days.
                  `${dateRange(addDaysIso(endDate, 1), preview.quote.toEndDate)}: ${rentalLines(preview.quote).map(([line]) => line).join(", ")}`
                ) : (
                  <>
                    {m.bookings_ext_per_day({ range: dateRange(addDaysIso(endDate, 1), preview.quote.toEndDate), price: formatNaira(preview.quote.pricePerDayKobo) })}
                    {preview.quote.units > 1 ? m.bookings_ext_units({ count: preview.quote.units }) : ""}
                  </>
                )}
              </h3>
              <Lines e={preview.quote} />
              <Form method="post" action={action} preventScrollReset>
                <Hidden fields={{ intent: "extend", endDate: preview.quote.toEndDate }} />
                <SubmitButton className="w-full sm:w-auto">{m.bookings_ext_ask()}</SubmitButton>
              </Form>
            </div>
          )}
        </div>
      )}
      {extensions.length > 0 && (
        <ol className="space-y-3">
          {[...extensions].reverse().map((e) => (
            <ExtensionItem key={e.id} e={e} role={role} action={action} />
          ))}
        </ol>
      )}
    </div>
  );
}
