// /account: the data saver — the smallest photos and no prefetching on every phone the person signs in on, as a phone's
// own Save-Data setting asks (app/lib/data-saver.tsx). One checkbox, a plain post.
import { Section } from "~/components/intent-form";
import { SectionForm, useSection } from "~/components/account/section";
import { m } from "@core/paraglide/messages";

export function DataSaverSection({ on }: { on: boolean }) {
  const s = useSection("data-saver");
  return (
    <Section
      id="data-saver"
      title={m.account_data_saver_title()}
      description={m.account_data_saver_description()}
    >
      <SectionForm intent="data-saver" anchor="data-saver" formError={s.formError} success={s.success} submit={{ label: m.account_data_saver_save() }}>
        <label className="flex cursor-pointer items-start gap-3">
          <input type="checkbox" name="dataSaver" value="on" defaultChecked={on} className="mt-1 size-5 shrink-0 accent-brand-700" />
          <span className="font-medium">{m.account_data_saver_label()}</span>
        </label>
      </SectionForm>
    </Section>
  );
}
