// /account: which kinds of notification also come by email. Every kind shows on Haya (the bell, /notifications);
// the optional ones are a checkbox each, the essential ones (money, bookings to act on) always on, with why. A plain post.
import type { NotificationKind } from "../../../core/notifications";
import { Section } from "~/components/intent-form";
import { SectionForm, useSection } from "./section";

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
      title="Notifications"
      description="Everything that concerns you shows under Notifications on Haya (the bell at the top). Choose what also comes by email or by SMS."
    >
      <SectionForm intent="notifications" anchor="notifications" formError={s.formError} success={s.success} submit={{ label: "Save notification choices" }}>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">Also by email</legend>
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
                        Always by email: {p.why ?? "it matters too much to miss."}
                      </span>
                    )}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-800">Also by SMS</legend>
          <p id="sms-where" className="mb-2 text-sm text-slate-600">
            {phoneNumber ? `Texts go to ${phoneNumber}.` : "Texts go to a verified mobile number: add yours under Mobile number."}
          </p>
          <ul className="space-y-3">
            {prefs
              .filter((p) => p.sms !== null)
              .map((p) => (
                <li key={p.kind}>
                  <label className="flex cursor-pointer items-start gap-3">
                    <input type="checkbox" name="sms" value={p.kind} defaultChecked={p.sms === true} aria-describedby="sms-where" className="mt-1 size-5 shrink-0 accent-brand-700" />
                    <span className="font-medium">
                      <span className="sr-only">By SMS: </span>
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
