// /account: the data saver — the smallest photos and no prefetching on every phone the person signs in on, as a phone's
// own Save-Data setting asks (app/lib/data-saver.tsx). One checkbox, a plain post.
import { Section } from "~/components/intent-form";
import { SectionForm, useSection } from "./section";

export function DataSaverSection({ on }: { on: boolean }) {
  const s = useSection("data-saver");
  return (
    <Section
      id="data-saver"
      title="Data saver"
      description="Mobile data is dear. With the data saver on, Haya shows smaller photos and does not load pages before you open them, on every phone you sign in on."
    >
      <SectionForm intent="data-saver" anchor="data-saver" formError={s.formError} success={s.success} submit={{ label: "Save data saver choice" }}>
        <label className="flex cursor-pointer items-start gap-3">
          <input type="checkbox" name="dataSaver" value="on" defaultChecked={on} className="mt-1 size-5 shrink-0 accent-brand-700" />
          <span className="font-medium">Save data: smaller photos, nothing loaded ahead</span>
        </label>
      </SectionForm>
    </Section>
  );
}
