// /account: the sections that need the current password: change password, change e-mail, delete the account.
import { FormField } from "~/components/form-field";
import { Section } from "~/components/intent-form";
import { SectionForm, useSection } from "~/components/account/section";
import { m } from "@core/paraglide/messages";

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

export function ChangeEmailSection({ email }: { email: string }) {
  const s = useSection("email");
  return (
    <Section id="change-email" title={m.account_change_email_title()}>
      <p className="text-slate-700">
        {m.account_change_email_current()} <span className="font-semibold">{email}</span>
        {m.account_change_email_lead()}
      </p>
      <SectionForm intent="email" anchor="change-email" formError={s.formError} success={s.success} submit={{ label: m.account_send_link() }}>
        <FormField id="email-new" name="newEmail" label={m.account_new_email()} type="email" required maxLength={254} autoComplete="email" defaultValue={s.values.newEmail} error={s.errors.newEmail} />
        <FormField id="email-current" name="currentPassword" label={m.account_current_password()} type="password" required maxLength={128} autoComplete="current-password" error={s.errors.currentPassword} />
      </SectionForm>
    </Section>
  );
}

export function DeleteSection() {
  const s = useSection("delete");
  return (
    <Section id="delete" title={m.account_delete_title()}>
      <p className="text-slate-700">
        {m.account_delete_text()}
      </p>
      <SectionForm intent="delete" anchor="delete" formError={s.formError} submit={{ label: m.account_delete_button(), variant: "danger" }}>
        <FormField id="delete-current" name="currentPassword" label={m.account_current_password()} type="password" required maxLength={128} autoComplete="current-password" error={s.errors.currentPassword} />
        <FormField id="delete-confirm" name="confirm" label={m.account_delete_confirm()} required autoComplete="off" maxLength={10} error={s.errors.confirm} />
      </SectionForm>
    </Section>
  );
}
