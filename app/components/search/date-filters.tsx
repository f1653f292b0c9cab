// The filter form's dates: start, end and pick-up time (issue 18 item 1). Only listings free on every one of the days are
// found, priced for them. The home page's hero fills them (startDate, pickupTime; older links' date and time too).
import { PICKUP_TIMES, pickupTimeText } from "@core/dates";
import { FieldError, Input, Label, Select } from "~/components/ui/input";
import { m } from "@core/paraglide/messages";

export interface DateFiltersProps {
  query: Partial<Record<string, string>>;
  errors: Partial<Record<string, string>>;
  /** Today in Lagos, from the server: the earliest day the inputs offer. */
  today?: string | undefined;
}

/** The dates as asked for, older names included: what the inputs show. */
export function datesOfQuery(query: Partial<Record<string, string>>) {
  return {
    startDate: query.startDate || query.date || "",
    endDate: query.endDate ?? "",
    pickupTime: query.pickupTime || query.time || "",
  };
}

export function DateFilters({ query, errors, today }: DateFiltersProps) {
  const v = datesOfQuery(query);
  const field = (name: "startDate" | "endDate" | "pickupTime", older?: string) => {
    const message = errors[name] ?? (older ? errors[older] : undefined);
    return { invalid: message ? true : undefined, describedBy: `browse-${name}-error`, message };
  };
  const start = field("startDate", "date");
  const end = field("endDate");
  const time = field("pickupTime", "time");
  return (
    <>
      <div>
        <Label htmlFor="browse-startDate">{m.filters_start_date()}</Label>
        <Input id="browse-startDate" name="startDate" type="date" min={today} defaultValue={v.startDate} aria-invalid={start.invalid} aria-describedby={start.describedBy} />
        <FieldError id={start.describedBy} message={start.message} />
      </div>
      <div>
        <Label htmlFor="browse-endDate">{m.filters_end_date()}</Label>
        <Input id="browse-endDate" name="endDate" type="date" min={today} defaultValue={v.endDate} aria-invalid={end.invalid} aria-describedby={end.describedBy} />
        <FieldError id={end.describedBy} message={end.message} />
      </div>
      <div>
        <Label htmlFor="browse-pickupTime">{m.filters_pickup_time()}</Label>
        <Select id="browse-pickupTime" name="pickupTime" defaultValue={v.pickupTime} aria-invalid={time.invalid} aria-describedby={time.describedBy}>
          <option value="">{m.filters_any_time()}</option>
          {PICKUP_TIMES.map((t) => <option key={t} value={t}>{pickupTimeText(t)}</option>)}
        </Select>
        <FieldError id={time.describedBy} message={time.message} />
      </div>
    </>
  );
}
