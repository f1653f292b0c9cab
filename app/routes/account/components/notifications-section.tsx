// /account: which kinds of notification also come by email. Every kind shows on Haya (the bell, /notifications);
// the optional ones are a checkbox each, the essential ones (money, bookings to act on) always on, with why. A plain post.
import type { NotificationKind } from "../../../../core/notifications";
import { Section } from "~/components/intent-form";
import { SectionForm, useSection } from "~/components/account/section";
import { m } from "@core/paraglide/messages";

export interface NotificationPref {
  kind: NotificationKind;
  label: string;
  essential: boolean;
  why: string | null;
  email: boolean;
  /** Also by SMS; null for kinds that never go by SMS. */
  sms: boolean | null;
}

export function NotificationsSection({ prefs, phoneNumber }: { prefs: NotificationPref[]; phoneNumber: string | null }) {
  const s = useSection("notifications");
  return (
    <Section
      id="notifications"
      title={m.account_notifications_title()}
      description={m.account_notifications_description()}
    >
      <SectionForm intent="notifications" anchor="notifications" formError={s.formError} success={s.success} submit={{ label: m.account_notifications_save() }}>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">{m.account_notifications_by_email()}</legend>
          <ul className="space-y-3">
            {prefs.map((p) => (
              <li key={p.kind}>
                <label className={`flex items-start gap-3 ${p.essential ? "" : "cursor-pointer"}`}>
                  <input
                    type="checkbox"
                    name="email"
                    value={p.kind}
                    defaultChecked={p.email}
                    disabled={p.essential}
                    aria-describedby={p.essential ? `email-${p.kind}-why` : undefined}
                    className="mt-1 size-5 shrink-0 accent-brand-700"
                  />
                  <span>
                    <span className="font-medium">{p.label}</span>
                    {p.essential && (
                      <span id={`email-${p.kind}-why`} className="block text-sm text-slate-600">
                        {m.account_notifications_always({ why: p.why ?? m.account_notifications_why_default() })}
                      </span>
                    )}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-800">{m.account_notifications_by_sms()}</legend>
          <p id="sms-where" className="mb-2 text-sm text-slate-600">
            {phoneNumber ? m.account_notifications_sms_to({ phone: phoneNumber }) : m.account_notifications_sms_none()}
          </p>
          <ul className="space-y-3">
            {prefs
              .filter((p) => p.sms !== null)
              .map((p) => (
                <li key={p.kind}>
                  <label className="flex cursor-pointer items-start gap-3">
                    <input type="checkbox" name="sms" value={p.kind} defaultChecked={p.sms === true} aria-describedby="sms-where" className="mt-1 size-5 shrink-0 accent-brand-700" />
                    <span className="font-medium">
                      <span className="sr-only">{m.account_notifications_sms_prefix()} </span>
                      {p.label}
                    </span>
                  </label>
                </li>
              ))}
          </ul>
        </fieldset>
      </SectionForm>
    </Section>
  );
}
