// /account's two-factor sign-in: set up with an authenticator app (QR code, key, recovery codes, then a first code),
// new recovery codes, turn off. Operators must keep it on (the admin area asks for it).
import { useAnswer } from "~/hooks/use-answer";
import { FormField } from "~/components/form-field";
import { Section } from "~/components/intent-form";
import type { TwoFactorSetupShown, TwoFactorWords } from "../two-factor.server";
import { SectionForm, useSection } from "~/components/account/section";
import { m } from "@core/paraglide/messages";

type Setup = Pick<TwoFactorSetupShown, "uri" | "qrSvg" | "secret" | "recoveryCodes">;

function RecoveryCodes({ codes, w }: { codes: string[]; w: TwoFactorWords }) {
  if (codes.length === 0) return null;
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-4">
      <h3 className="font-semibold">{w.codesTitle}</h3>
      <p className="text-sm text-slate-700">{w.codesText}</p>
      <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm" aria-label={w.codesLabel}>
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </div>
  );
}

function SetupSteps({ setup, error, w }: { setup: Setup; error?: string | undefined; w: TwoFactorWords }) {
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{w.step1}</p>
      {/* The QR code is drawn on the server (uqr) from the setup's own otpauth:// address: no outside content. */}
      <div role="img" aria-label={w.qr} className="w-48 bg-white" dangerouslySetInnerHTML={{ __html: setup.qrSvg ?? "" }} />
      <p className="text-sm text-slate-700">
        {w.key} <code className="break-all rounded bg-slate-100 px-1 font-mono">{setup.secret}</code>
      </p>
      <RecoveryCodes codes={setup.recoveryCodes} w={w} />
      <SectionForm intent="2fa-confirm" anchor="two-factor" submit={{ label: w.turnOn }}>
        <input type="hidden" name="uri" value={setup.uri ?? ""} />
        <input type="hidden" name="recoveryCodes" value={setup.recoveryCodes.join(" ")} />
        <FormField id="two-factor-code" name="code" label={w.step2} required inputMode="numeric" autoComplete="one-time-code" maxLength={8} error={error} />
      </SectionForm>
    </div>
  );
}

/** `w`: the section's words, from the loader (two-factor.server.ts's twoFactorWords): the browser carries none of them. */
export function TwoFactorSection({ enabled, operator, words: w }: { enabled: boolean; operator: boolean; words: TwoFactorWords }) {
  const start = useSection("2fa-start");
  const confirm = useSection("2fa-confirm");
  const codes = useSection("2fa-codes");
  const off = useSection("2fa-disable");
  const answer = useAnswer<Partial<TwoFactorSetupShown> & { setup?: Setup; values?: { intent?: string } }>();
  const setup: Setup | undefined = answer?.intent === "2fa-start" && answer.ok ? (answer as Setup) : answer?.setup;
  const newCodes = answer?.intent === "2fa-codes" && answer.ok ? (answer.recoveryCodes ?? []) : [];
  return (
    <Section id="two-factor" title={m.account_2fa_title()}>
      {enabled ? (
        <div className="space-y-4">
          <p className="text-slate-700">{w.onText}</p>
          {confirm.success && <p role="status" className="font-semibold text-green-700">{confirm.success}</p>}
          <RecoveryCodes codes={newCodes} w={w} />
          <SectionForm intent="2fa-codes" anchor="two-factor" formError={codes.formError} success={codes.success} submit={{ label: w.newCodes, variant: "outline" }}>
            <FormField id="two-factor-codes-password" name="currentPassword" label={m.account_current_password()} type="password" required maxLength={128} autoComplete="current-password" error={codes.errors.currentPassword} />
          </SectionForm>
          {operator ? (
            <p className="text-sm text-slate-600">{w.operator}</p>
          ) : (
            <SectionForm intent="2fa-disable" anchor="two-factor" formError={off.formError} submit={{ label: w.turnOff, variant: "danger" }}>
              <FormField id="two-factor-off-password" name="currentPassword" label={m.account_current_password()} type="password" required maxLength={128} autoComplete="current-password" error={off.errors.currentPassword} />
            </SectionForm>
          )}
        </div>
      ) : setup ? (
        <SetupSteps setup={setup} error={confirm.errors.code} w={w} />
      ) : (
        <div className="space-y-4">
          <p className="text-slate-700">
            {w.offText}
            {operator && ` ${w.operatorNeeds}`}
          </p>
          {off.success && <p role="status" className="font-semibold text-green-700">{off.success}</p>}
          <SectionForm intent="2fa-start" anchor="two-factor" formError={start.formError} submit={{ label: w.setUp }}>
            <FormField id="two-factor-password" name="currentPassword" label={m.account_current_password()} type="password" required maxLength={128} autoComplete="current-password" error={start.errors.currentPassword} />
          </SectionForm>
        </div>
      )}
    </Section>
  );
}
