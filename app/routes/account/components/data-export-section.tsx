// /account's "Download my data" (issue 37): the latest copy's state (being made, ready with its download link and end,
// expired) and a plain form post to ask for one. The words come from the loader (data-export.server.ts).
import { FormMessage } from "~/components/form-field";
import { buttonVariants } from "~/components/ui/button";
import { Link } from "~/lib/links";
import { Section } from "~/components/intent-form";
import { SectionForm, useSection } from "~/components/account/section";
import type { DataExportShown } from "../data-export.server";

export function DataExportSection({ shown: s }: { shown: DataExportShown }) {
  const ask = useSection("data-export");
  return (
    <Section id="data-export" title={s.title} description={s.intro}>
      <FormMessage error={ask.formError} success={s.done ?? undefined} />
      {s.state && <p className="text-slate-700">{s.state}</p>}
      {s.download && (
        <a href={s.download.href} download className={buttonVariants()}>
          {s.download.label}
        </a>
      )}
      {s.checkAgain && (
        <Link to="/account#data-export" preventScrollReset className="inline-flex min-h-11 items-center text-sm font-semibold underline">
          {s.checkAgain}
        </Link>
      )}
      {s.ask && <SectionForm intent="data-export" anchor="data-export" submit={{ label: s.ask, variant: s.download ? "outline" : undefined }} />}
    </Section>
  );
}
