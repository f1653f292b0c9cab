// /account: the sections that need the current password: change password, change e-mail, delete the account.
import { FormField } from "~/components/form-field";
import { Section } from "~/components/intent-form";
import { SectionForm, useSection } from "~/components/account/section";
import { m } from "@core/paraglide/messages";
import type { DeleteWords } from "../data-export.server";

export function PasswordSection() {
  const s = useSection("password");
  return (
    <Section id="password" title={m.account_password_title()}>
      <SectionForm intent="password" anchor="password" formError={s.formError} success={s.success} submit={{ label: m.account_password_title() }}>
        <FormField id="password-current" name="currentPassword" label={m.account_current_password()} type="password" required maxLength={128} autoComplete="current-password" error={s.errors.currentPassword} />
        <FormField
          id="password-new"
          name="newPassword"
          label={m.account_new_password()}
          type="password"
          required
          maxLength={128}
          autoComplete="new-password"
          hint={m.account_new_password_hint()}
          error={s.errors.newPassword}
        />
      </SectionForm>
    </Section>
  );
}

/** The section's words, for /account's loader: the browser carries none of them. */
export const changeEmailWords = () => ({ title: m.account_change_email_title(), current: m.account_change_email_current(), lead: m.account_change_email_lead(), send: m.account_send_link(), label: m.account_new_email() });

export function ChangeEmailSection({ email, words: w }: { email: string; words: ReturnType<typeof changeEmailWords> }) {
  const s = useSection("email");
  return (
    <Section id="change-email" title={w.title}>
      <p className="text-slate-700">
        {w.current} <span className="font-semibold">{email}</span>
        {w.lead}
      </p>
      <SectionForm intent="email" anchor="change-email" formError={s.formError} success={s.success} submit={{ label: w.send }}>
        <FormField id="email-new" name="newEmail" label={w.label} type="email" required maxLength={254} autoComplete="email" defaultValue={s.values.newEmail} error={s.errors.newEmail} />
        <FormField id="email-current" name="currentPassword" label={m.account_current_password()} type="password" required maxLength={128} autoComplete="current-password" error={s.errors.currentPassword} />
      </SectionForm>
    </Section>
  );
}

/**
 * What deleting erases and what it keeps (and why), with the copy of one's data offered first. `w`: the words, from the
 * loader (data-export.server.ts's deleteWords): the browser carries none of them.
 */
export function DeleteSection({ words: w }: { words: DeleteWords }) {
  const s = useSection("delete");
  return (
    <Section id="delete" title={w.title}>
      <a href="#data-export" className="font-semibold underline">
        {w.exportFirst}
      </a>
      <h3 className="font-semibold">{w.erasedTitle}</h3>
      <p className="text-slate-700">{w.erased}</p>
      <h3 className="font-semibold">{w.keptTitle}</h3>
      <p className="text-slate-700">{w.keptMoney}</p>
      <p className="text-slate-700">{w.keptWords}</p>
      <p className="text-slate-700">{w.final}</p>
      <SectionForm intent="delete" anchor="delete" formError={s.formError} submit={{ label: w.button, variant: "danger" }}>
        <FormField id="delete-current" name="currentPassword" label={m.account_current_password()} type="password" required maxLength={128} autoComplete="current-password" error={s.errors.currentPassword} />
        <FormField id="delete-confirm" name="confirm" label={w.confirm} required autoComplete="off" maxLength={10} error={s.errors.confirm} />
      </SectionForm>
    </Section>
  );
}
