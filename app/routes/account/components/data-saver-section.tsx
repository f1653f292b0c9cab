// /account: the data saver — the smallest photos and no prefetching on every phone the person signs in on, as a phone's
// own Save-Data setting asks (app/lib/data-saver.tsx). One checkbox, a plain post.
import { Section } from "~/components/intent-form";
import { SectionForm, useSection } from "~/components/account/section";
import { m } from "@core/paraglide/messages";

/** The section's words, for /account's loader: the browser carries none of them. */
export const dataSaverWords = () => ({ title: m.account_data_saver_title(), description: m.account_data_saver_description(), label: m.account_data_saver_label(), save: m.account_data_saver_save() });

export function DataSaverSection({ on, words: w }: { on: boolean; words: ReturnType<typeof dataSaverWords> }) {
  const s = useSection("data-saver");
  return (
    <Section
      id="data-saver"
      title={w.title}
      description={w.description}
    >
      <SectionForm intent="data-saver" anchor="data-saver" formError={s.formError} success={s.success} submit={{ label: w.save }}>
        <label className="flex cursor-pointer items-start gap-3">
          <input type="checkbox" name="dataSaver" value="on" defaultChecked={on} className="mt-1 size-5 shrink-0 accent-brand-700" />
          <span className="font-medium">{w.label}</span>
        </label>
      </SectionForm>
    </Section>
  );
}
