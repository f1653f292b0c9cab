// Shared article layout for Haya's information pages (/pricing, /refunds, /help, …).
import type { ReactNode } from "react";

/** Styles for the article body: there is no typography plugin, so nested elements are styled with arbitrary variants. */
const proseClasses = [
  "text-base text-slate-700",
  "[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900",
  "[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_p]:mb-4 [&_p]:leading-7 [&_p]:text-slate-700",
  "[&_ul]:mb-4 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6",
  "[&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6",
  "[&_li]:leading-7 [&_li]:text-slate-700",
  "[&_a]:text-emerald-700 [&_a]:underline [&_a:hover]:text-emerald-800",
  "[&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_details]:mb-3 [&_details]:rounded-lg [&_details]:border [&_details]:border-slate-200 [&_details]:px-4 [&_details]:py-3",
  "[&_summary]:cursor-pointer [&_summary]:font-medium [&_summary]:text-slate-900",
  "[&_details_p]:mt-3 [&_details_p]:mb-0",
].join(" ");

export function ContentPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <article>
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        {intro ? <p className="mt-3 text-lg text-slate-600">{intro}</p> : null}
        <div className={`mt-6 ${proseClasses}`}>{children}</div>
      </article>
    </main>
  );
}
