// The booking page's extension section: the renter of a rental in progress picks a new end date and sees its price (a
// GET), then asks (a POST); the owner accepts or declines; the renter pays in the payment provider's checkout; every
// extension asked is listed with what became of it. Plain forms throughout: it all works without JavaScript.

import type { BookingView } from "../../../server/features/bookings/booking-views";
import { Form } from "~/lib/links";
import type { ExtensionQuote } from "../../../server/features/bookings/extensions.schema";
import { dateRange, plural } from "~/components/booking/booking-format";
import { AmountLines } from "~/components/booking/quote-lines";
import { FormMessage } from "~/components/form-field";
import { Badge } from "~/components/ui/badge";
import { Input, Label, FieldError } from "~/components/ui/input";
import { SubmitButton } from "~/components/ui/submit-button";
import { addDaysIso, formatDay, lagosTime } from "@core/dates";
import { formatNaira } from "@core/money";

type Extension = BookingView["extensions"][number];

/** The forms of this section, told apart from the page's others by `intent`. */
export const EXTENSION_INTENTS = ["extend", "extension-accept", "extension-decline", "extension-pay"] as const;
export type ExtensionIntent = (typeof EXTENSION_INTENTS)[number];
export const isExtensionIntent = (intent: string | undefined): intent is ExtensionIntent => EXTENSION_INTENTS.includes(intent as ExtensionIntent);

/** The renter's preview of a new end date (?extend=): its price, or why it cannot be asked. */
export type ExtensionPreview = { endDate: string; quote: ExtensionQuote } | { endDate: string; error: string };

/** What a page says once an extension form has gone through (`?done=<intent>`). */
const DONE: Record<string, string> = {
  extend: "Extension asked: the owner has been emailed and answers here.",
  "extension-accept": "Extension accepted: the extra days are held for the renter, who can now pay.",
  "extension-decline": "Extension declined.",
};

const STATUS: Record<string, string> = {
  requested: "Waiting for the owner's answer",
  awaiting_payment: "Accepted: waiting for payment",
  paid: "Paid: the rental is extended",
  declined: "Declined",
  expired: "Expired",
  withdrawn: "Withdrawn",
};

/** Picked up, its end date passed and the return not marked: said to both sides. */
export function OverdueBadge({ className }: { className?: string }) {
  return (
    <Badge tone="yellow" className={className}>
      overdue
    </Badge>
  );
}

export function overdueText(role: "renter" | "owner"): string {
  return role === "renter"
    ? "Overdue: the end date has passed. Return the item to the owner as soon as you can."
    : "Overdue: the end date has passed and the item has not been marked as returned.";
}

/** What the payment provider's return means on a rental in progress: the payment was for its extension. */
export function extensionPaymentNotice(result: string | null, extensions: Extension[]): { error?: string; success?: string } | undefined {
  const last = extensions.at(-1);
  if (!last || (result !== "success" && result !== "pending")) return undefined;
  if (last.status === "paid") return { success: `Payment received: your rental now ends on ${formatDay(last.toEndDate)}.` };
  if (last.status === "awaiting_payment") return { success: "Thank you: we are waiting for the payment provider to confirm your payment. Refresh this page in a moment to see it." };
  return undefined;
}

function Lines({ e }: { e: Pick<Extension, "days" | "rentalKobo" | "serviceFeeKobo" | "vatKobo" | "totalKobo"> }) {
  return (
    <AmountLines
      lines={[
        [`${plural(e.days, "extra day")}`, formatNaira(e.rentalKobo)],
        ["Service fee", formatNaira(e.serviceFeeKobo)],
        ["VAT on the service fee", formatNaira(e.vatKobo)],
      ]}
      total={["Total for the extra days", formatNaira(e.totalKobo)]}
    />
  );
}

function Hidden({ fields }: { fields: Record<string, string> }) {
  return Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

function ExtensionItem({ e, role, action }: { e: Extension; role: "renter" | "owner"; action: string }) {
  const until = e.expiresAt ? `${lagosTime(e.expiresAt)} (Lagos time)` : undefined;
  const deadline =
    until &&
    (e.status === "requested"
      ? role === "owner" ? `Answer by ${until}` : `The owner has until ${until} to answer`
      : e.status === "awaiting_payment"
        ? role === "renter" ? `Pay by ${until}, or the extra days are given back` : `The renter has until ${until} to pay`
        : undefined);
  const fields = { extensionId: String(e.id) };
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          To {formatDay(e.toEndDate)} ({plural(e.days, "extra day")})
        </h3>
        <p className="text-sm font-semibold text-slate-700">{STATUS[e.status] ?? e.status}</p>
      </div>
      <Lines e={e} />
      {deadline && <p className="rounded-lg bg-yellow-50 p-3 text-sm font-semibold text-yellow-900">{deadline}</p>}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {role === "owner" && e.status === "requested" && (
          <>
            <Form method="post" action={action} preventScrollReset>
              <Hidden fields={{ intent: "extension-accept", ...fields }} />
              <SubmitButton className="w-full sm:w-auto">Accept extension</SubmitButton>
            </Form>
            <Form method="post" action={action} preventScrollReset>
              <Hidden fields={{ intent: "extension-decline", ...fields }} />
              <SubmitButton variant="outline" className="w-full sm:w-auto">
                Decline extension
              </SubmitButton>
            </Form>
          </>
        )}
        {role === "renter" && e.status === "awaiting_payment" && (
          <Form method="post" action={action}>
            <Hidden fields={{ intent: "extension-pay", ...fields }} />
            <SubmitButton className="w-full sm:w-auto">Pay {formatNaira(e.totalKobo)} for the extension</SubmitButton>
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
  const success = done ? DONE[done] : undefined;
  return (
    <div className="space-y-4">
      <FormMessage error={error} success={error ? undefined : success} />
      {canExtend && (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">
            Need it longer? Choose a new end date to see the price of the extra days (at the same price per day, plus the service fee and VAT; no
            extra caution deposit). The owner then accepts or declines.
          </p>
          <Form method="get" action={action} className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div>
              <Label htmlFor="extend">New end date</Label>
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
            <SubmitButton variant="outline">See the price</SubmitButton>
          </Form>
          {preview && "quote" in preview && (
            <div className="space-y-3 rounded-lg border border-slate-200 p-4">
              <h3 className="font-semibold text-slate-900">
                {dateRange(addDaysIso(endDate, 1), preview.quote.toEndDate)}: {formatNaira(preview.quote.pricePerDayKobo)} a day
                {preview.quote.units > 1 ? ` × ${plural(preview.quote.units, "unit")}` : ""}
              </h3>
              <Lines e={preview.quote} />
              <Form method="post" action={action} preventScrollReset>
                <Hidden fields={{ intent: "extend", endDate: preview.quote.toEndDate }} />
                <SubmitButton className="w-full sm:w-auto">Ask the owner to extend</SubmitButton>
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
