// Labelled selects and text areas for the listing forms, wired like FormField: errors and hints read out with the field.
import { useState } from "react";
import type * as React from "react";
import { describedBy, FieldFrame } from "~/components/form-field";
import { Input, Select, Textarea } from "~/components/ui/input";
import { useHydrated } from "~/hooks/use-hydrated";
import { m } from "@core/paraglide/messages";

type SelectProps = React.ComponentProps<"select"> & { name: string; label: string; error?: string | undefined; hint?: string };

export function SelectField({ name, label, error, hint, id = `f-${name}`, children, ...select }: SelectProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <Select id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...select}>
        {children}
      </Select>
    </FieldFrame>
  );
}

type TextareaProps = React.ComponentProps<"textarea"> & {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  /** Shows "n of max characters" as the text changes (with JavaScript; the limit alone without). */
  maxLength?: number;
  defaultValue?: string;
};

const nf = new Intl.NumberFormat("en-NG");

/** "12 of 80 characters" as the text changes (with JavaScript), "Up to 80 characters" before; `over` past the limit. */
export function useCharCount(max: number | undefined, initial: string) {
  const hydrated = useHydrated();
  const [length, setLength] = useState(initial.length);
  if (!max) return { text: undefined, over: false, onInput: undefined };
  return {
    text: hydrated ? m.listing_chars_count({ count: nf.format(length), max: nf.format(max) }) : m.listing_chars_up_to({ max: nf.format(max) }),
    over: length > max,
    onInput: (e: React.FormEvent<HTMLInputElement | HTMLTextAreaElement>) => setLength(e.currentTarget.value.length),
  };
}

export function TextareaField({ name, label, error, hint, id = `f-${name}`, maxLength, defaultValue = "", ...textarea }: TextareaProps) {
  const count = useCharCount(maxLength, defaultValue);
  const hintText = [hint, count.text].filter(Boolean).join(" ");
  return (
    <FieldFrame id={id} label={label} hint={hintText} hintClassName={count.over ? "text-red-700" : undefined} error={error}>
      <Textarea
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hintText, error)}
        onInput={count.onInput}
        {...textarea}
      />
    </FieldFrame>
  );
}

type AmountProps = React.ComponentProps<"input"> & { name: string; label: string; error?: string | undefined; hint?: string };

/** A naira amount: typed as text ("25,000"), with ₦ shown in front and the phone's number pad. */
export function AmountField({ name, label, error, hint, id = `f-${name}`, className, ...input }: AmountProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <span aria-hidden className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600">
          ₦
        </span>
        <Input
          id={id}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className="pl-8"
          {...input}
        />
      </div>
    </FieldFrame>
  );
}
