// /account: the mobile number booking texts go to and that signs in with a code. Two plain posts, as without JavaScript:
// the number (an SMS with a 6-digit code goes to it), then the code; and removing the number.
import { CircleCheck } from "lucide-react";
import { useAnswer } from "~/hooks/use-answer";
import { FormField, FormMessage } from "~/components/form-field";
import { Section, useFormResult } from "~/components/intent-form";
import { m } from "@core/paraglide/messages";
import { SectionForm } from "./section";

/** +2348031234567 as +234 803 123 4567. */
export const showPhone = (p: string) => p.replace(/^\+234(\d{3})(\d{3})(\d{4})$/, "+234 $1 $2 $3");

export function PhoneSection({ phoneNumber }: { phoneNumber: string | null }) {
  const send = useFormResult("phone-send");
  const verify = useFormResult("phone-verify", {}, m.phone_verified_saved());
  const remove = useFormResult("phone-remove", {}, m.phone_removed_saved());
  // The code's step: after a code was sent, or a code was refused (the number rides along in a hidden field).
  const answer = useAnswer<{ ok?: boolean; intent?: string; phone?: string }>();
  const sentTo = answer?.ok && answer.intent === "phone-send" ? answer.phone : undefined;
  const codeFor = verify.failed ? verify.values.phone : sentTo;
  return (
    <Section
      id="phone"
      title={m.phone_section_title()}
      description={m.phone_section_description()}
    >
      {phoneNumber && (
        <p className="flex items-start gap-2">
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-green-700" />
          <span>
            <span className="font-semibold">{showPhone(phoneNumber)}</span> {m.phone_is_verified()}
          </span>
        </p>
      )}
      {!codeFor && <FormMessage success={verify.success ?? remove.success} />}
      {codeFor ? (
        <SectionForm intent="phone-verify" anchor="phone" formError={verify.formError} success={codeFor === sentTo ? m.phone_code_sent({ phone: codeFor }) : undefined} submit={{ label: m.phone_verify() }}>
          <input type="hidden" name="phone" value={codeFor} />
          <FormField
            id="phone-code"
            name="code"
            label={m.phone_code_label({ phone: showPhone(codeFor) })}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            maxLength={7}
            hint={m.phone_code_hint()}
            error={verify.errors.code}
          />
        </SectionForm>
      ) : (
        <SectionForm intent="phone-send" anchor="phone" formError={send.formError} submit={{ label: m.phone_send_code(), variant: phoneNumber ? "outline" : "default" }}>
          <FormField
            id="phone-number"
            name="phone"
            label={phoneNumber ? m.phone_new_number_label() : m.phone_number_label()}
            type="tel"
            required
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
            placeholder="0803 123 4567"
            defaultValue={send.values.phone}
            error={send.errors.phone}
          />
        </SectionForm>
      )}
      {phoneNumber && !codeFor && (
        <SectionForm intent="phone-remove" anchor="phone" formError={remove.formError} submit={{ label: m.phone_remove(), variant: "outline" }} />
      )}
    </Section>
  );
}
