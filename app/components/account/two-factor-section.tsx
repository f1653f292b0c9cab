// /account's two-factor sign-in: set up with an authenticator app (QR code, key, recovery codes, then a first code),
// new recovery codes, turn off. Operators must keep it on (the console asks for it).
import { useActionData } from "react-router";
import { FormField } from "~/components/form-field";
import { Section } from "~/components/intent-form";
import type { TwoFactorSetupShown } from "./two-factor.server";
import { SectionForm, useSection } from "./section";

type Setup = Pick<TwoFactorSetupShown, "uri" | "qrSvg" | "secret" | "recoveryCodes">;

function RecoveryCodes({ codes }: { codes: string[] }) {
  if (codes.length === 0) return null;
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-4">
      <h3 className="font-semibold">Your recovery codes</h3>
      <p className="text-sm text-slate-700">Keep them somewhere safe, away from your phone. Each one signs you in once if you lose your phone. They are shown only now.</p>
      <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm" aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </div>
  );
}

function SetupSteps({ setup, error }: { setup: Setup; error?: string | undefined }) {
  return (
    <div className="space-y-4">
      <p className="text-slate-700">1. Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, Authy…).</p>
      {/* The QR code is drawn on the server (uqr) from the setup's own otpauth:// address: no outside content. */}
      <div role="img" aria-label="QR code for your authenticator app" className="w-48 bg-white" dangerouslySetInnerHTML={{ __html: setup.qrSvg ?? "" }} />
      <p className="text-sm text-slate-700">
        Or type this key into the app: <code className="break-all rounded bg-slate-100 px-1 font-mono">{setup.secret}</code>
      </p>
      <RecoveryCodes codes={setup.recoveryCodes} />
      <SectionForm intent="2fa-confirm" anchor="two-factor" submit={{ label: "Turn on two-factor sign-in" }}>
        <input type="hidden" name="uri" value={setup.uri ?? ""} />
        <input type="hidden" name="recoveryCodes" value={setup.recoveryCodes.join(" ")} />
        <FormField id="two-factor-code" name="code" label="2. The 6-digit code the app shows" required inputMode="numeric" autoComplete="one-time-code" maxLength={8} error={error} />
      </SectionForm>
    </div>
  );
}

export function TwoFactorSection({ enabled, operator }: { enabled: boolean; operator: boolean }) {
  const start = useSection("2fa-start");
  const confirm = useSection("2fa-confirm");
  const codes = useSection("2fa-codes");
  const off = useSection("2fa-disable");
  const answer = useActionData() as (Partial<TwoFactorSetupShown> & { setup?: Setup; values?: { intent?: string } }) | undefined;
  const setup: Setup | undefined = answer?.intent === "2fa-start" && answer.ok ? (answer as Setup) : answer?.setup;
  const newCodes = answer?.intent === "2fa-codes" && answer.ok ? (answer.recoveryCodes ?? []) : [];
  return (
    <Section id="two-factor" title="Two-factor sign-in">
      {enabled ? (
        <div className="space-y-4">
          <p className="text-slate-700">On. Each time you sign in, Haya asks for a code from your authenticator app after your password.</p>
          {confirm.success && <p role="status" className="font-semibold text-green-700">{confirm.success}</p>}
          <RecoveryCodes codes={newCodes} />
          <SectionForm intent="2fa-codes" anchor="two-factor" formError={codes.formError} success={codes.success} submit={{ label: "Make new recovery codes", variant: "outline" }}>
            <FormField id="two-factor-codes-password" name="currentPassword" label="Current password" type="password" required maxLength={128} autoComplete="current-password" error={codes.errors.currentPassword} />
          </SectionForm>
          {operator ? (
            <p className="text-sm text-slate-600">As an operator of Haya you keep two-factor sign-in on: the console needs it.</p>
          ) : (
            <SectionForm intent="2fa-disable" anchor="two-factor" formError={off.formError} submit={{ label: "Turn off two-factor sign-in", variant: "danger" }}>
              <FormField id="two-factor-off-password" name="currentPassword" label="Current password" type="password" required maxLength={128} autoComplete="current-password" error={off.errors.currentPassword} />
            </SectionForm>
          )}
        </div>
      ) : setup ? (
        <SetupSteps setup={setup} error={confirm.errors.code} />
      ) : (
        <div className="space-y-4">
          <p className="text-slate-700">
            Off. Turn it on and, after your password, each sign-in asks for a code from an authenticator app on your phone: someone who learns your password still cannot get in.
            {operator && " As an operator you need it before the console opens."}
          </p>
          {off.success && <p role="status" className="font-semibold text-green-700">{off.success}</p>}
          <SectionForm intent="2fa-start" anchor="two-factor" formError={start.formError} submit={{ label: "Set up two-factor sign-in" }}>
            <FormField id="two-factor-password" name="currentPassword" label="Current password" type="password" required maxLength={128} autoComplete="current-password" error={start.errors.currentPassword} />
          </SectionForm>
        </div>
      )}
    </Section>
  );
}
