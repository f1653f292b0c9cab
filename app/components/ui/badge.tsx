// Small status/category badge.
import type * as React from "react";
import { cn } from "~/lib/utils";

const tones = {
  neutral: "bg-slate-100 text-slate-800",
  brand: "bg-brand-100 text-brand-800",
  green: "bg-green-100 text-green-800",
  blue: "bg-blue-100 text-blue-800",
  yellow: "bg-yellow-100 text-yellow-900",
  grey: "bg-slate-200 text-slate-800",
} as const;

export function Badge({ tone = "neutral", className, ...props }: React.ComponentProps<"span"> & { tone?: keyof typeof tones }) {
  return <span className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", tones[tone], className)} {...props} />;
}
