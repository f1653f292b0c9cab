// /account: the sections that need the current password: change password, change e-mail, delete the account.
import { FormField } from "~/components/form-field";
import { Section } from "~/components/intent-form";
import { SectionForm, useSection } from "./section";

export function PasswordSection() {
  const s = useSection("password");
  return (
    <Section id="password" title="Change password">
      <SectionForm intent="password" anchor="password" formError={s.formError} success={s.success} submit={{ label: "Change password" }}>
        <FormField id="password-current" name="currentPassword" label="Current password" type="password" required maxLength={128} autoComplete="current-password" error={s.errors.currentPassword} />
        <FormField
          id="password-new"
          name="newPassword"
          label="New password"
          type="password"
          required
          maxLength={128}
          autoComplete="new-password"
          hint="At least 8 characters. Avoid common passwords. Every other device signed in to your account will be signed out."
          error={s.errors.newPassword}
        />
      </SectionForm>
    </Section>
  );
}

export function ChangeEmailSection({ email }: { email: string }) {
  const s = useSection("email");
  return (
    <Section id="change-email" title="Change email address">
      <p className="text-slate-700">
        Your email is <span className="font-semibold">{email}</span>. We send a link to the new address, and your email changes when you open it.
      </p>
      <SectionForm intent="email" anchor="change-email" formError={s.formError} success={s.success} submit={{ label: "Send the link" }}>
        <FormField id="email-new" name="newEmail" label="New email address" type="email" required maxLength={254} autoComplete="email" defaultValue={s.values.newEmail} error={s.errors.newEmail} />
        <FormField id="email-current" name="currentPassword" label="Current password" type="password" required maxLength={128} autoComplete="current-password" error={s.errors.currentPassword} />
      </SectionForm>
    </Section>
  );
}

export function DeleteSection() {
  const s = useSection("delete");
  return (
    <Section id="delete" title="Delete account">
      <p className="text-slate-700">
        This removes your name, email, phone, photo and listings from Haya and signs you out. Reviews you wrote stay, under &lsquo;Former member&rsquo;. It cannot be undone.
      </p>
      <SectionForm intent="delete" anchor="delete" formError={s.formError} submit={{ label: "Delete my account", variant: "danger" }}>
        <FormField id="delete-current" name="currentPassword" label="Current password" type="password" required maxLength={128} autoComplete="current-password" error={s.errors.currentPassword} />
        <FormField id="delete-confirm" name="confirm" label="Type DELETE to confirm" required autoComplete="off" maxLength={10} error={s.errors.confirm} />
      </SectionForm>
    </Section>
  );
}
