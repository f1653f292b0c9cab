// /account's "Where you are signed in" (issue 37): each session with its device and when it was last used, Sign out
// for the others, and Sign out everywhere else. Plain form posts; the words come from the loader (sessions.server.ts).
import { FormMessage } from "~/components/form-field";
import { Section } from "~/components/intent-form";
import { SectionForm, useSection } from "~/components/account/section";
import type { SessionsShown } from "../sessions.server";

export function SessionsSection({ shown: s }: { shown: SessionsShown }) {
  const one = useSection("session-sign-out");
  return (
    <Section id="sessions" title={s.title} description={s.intro}>
      <FormMessage error={s.gone ?? one.formError} success={s.done ?? undefined} />
      <ul className="space-y-3">
        {s.list.map((x) => (
          <li key={x.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3">
            <p className="text-sm text-slate-600">
              <span className="block font-semibold text-slate-900">{x.device}</span>
              {x.seen}
            </p>
            {x.signOut && (
              <SectionForm intent="session-sign-out" anchor="sessions" submit={{ label: s.signOut, "aria-label": x.signOut, variant: "outline" }}>
                <input type="hidden" name="id" value={x.id} />
              </SectionForm>
            )}
          </li>
        ))}
      </ul>
      {s.signOutOthers ? <SectionForm intent="sessions-sign-out-others" anchor="sessions" submit={{ label: s.signOutOthers, variant: "outline" }} /> : <p className="text-sm text-slate-700">{s.onlyHere}</p>}
    </Section>
  );
}
