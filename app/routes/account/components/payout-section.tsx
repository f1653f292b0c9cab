// /account: where the person's payouts go. Two plain form posts (works without JavaScript): step 1 looks the bank
// account up and shows the name its bank holds; step 2 saves it with the current password. With JavaScript the name is
// also looked up as soon as a bank and 10 digits are there, and read out beside the number (step 1 stays as it is). The
// saved number is shown with its last four digits only.
import { useRef } from "react";
import { useFetcher } from "react-router";
import { useAnswer } from "~/hooks/use-answer";
import { Link } from "~/lib/links";
import { lagosTime } from "../../../../core/dates";
import { isNubanShape, normaliseAccountNumber, PAYOUT_CHANGE_HOLD_HOURS } from "../../../../core/payouts";
import { FormField } from "~/components/form-field";
import { Section } from "~/components/intent-form";
import { SelectField } from "~/components/listing-form/fields";
import { useHydrated } from "~/hooks/use-hydrated";
import type { FormFailure } from "~/lib/forms.server";
import { SectionForm, useSection } from "~/components/account/section";
import { m } from "@core/paraglide/messages";

export interface PayoutAccountItem {
  bankName: string;
  accountName: string;
  maskedAccountNumber: string;
  payoutsHeldUntil: string | null;
}
export interface BankItem {
  code: string;
  name: string;
}
/** Step 1's answer (payout.server.ts), as the page receives it. */
interface Checked {
  ok: true;
  intent: "payout-check";
  message: string;
  checked: { bankCode: string; bankName: string; accountNumber: string; accountName: string };
}

export function PayoutSection({ account, banks, now }: { account: PayoutAccountItem | null; banks: BankItem[] | null; now: string }) {
  const result = useAnswer<Checked | FormFailure>();
  const check = useSection("payout-check");
  const save = useSection("payout-save");
  const added = useSection("payout-add").success;
  const changed = useSection("payout-change").success;
  // Step 2 after a successful look-up, or again after step 2 was refused (a wrong password): the account rides along.
  const failedSave = result && !result.ok && result.values.intent === "payout-save" ? result.values : undefined;
  const checked = result?.ok && result.intent === "payout-check" ? result.checked : failedSave?.accountName ? (failedSave as unknown as Checked["checked"]) : undefined;
  const held = account?.payoutsHeldUntil && account.payoutsHeldUntil > now ? account.payoutsHeldUntil : null;
  const lookUp = useInlineLookUp();
  return (
    <Section id="payout-account" title={m.account_payout_title()} description={m.account_payout_description()}>
      {(added ?? changed) && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
          {added ?? changed}
        </p>
      )}
      {account ? (
        <div className="rounded-lg bg-slate-50 p-4 text-slate-800">
          <p>
            {m.account_payout_goes_to()} <span className="font-semibold">{account.bankName}</span>, {m.account_payout_account()} <span className="font-semibold">{account.maskedAccountNumber}</span> ({account.accountName}).
          </p>
          {held && <p className="mt-2 text-sm text-amber-900">{m.account_payout_held({ date: lagosTime(held) })}</p>}
        </div>
      ) : (
        <p className="text-slate-700">{m.account_payout_none()}</p>
      )}
      {checked ? (
        <ConfirmForm checked={checked} changing={!!account} errors={save.errors} formError={save.formError ?? save.errors.accountNumber ?? save.errors.bankCode} />
      ) : banks ? (
        <SectionForm intent="payout-check" anchor="payout-account" formError={check.formError} submit={{ label: m.account_payout_check() }} onChange={lookUp.onChange}>
          <SelectField id="payout-bank" name="bankCode" label={m.account_payout_bank()} required defaultValue={check.values.bankCode ?? ""} error={check.errors.bankCode}>
            <option value="">{m.account_payout_choose_bank()}</option>
            {banks.map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </SelectField>
          <FormField
            id="payout-number"
            name="accountNumber"
            label={m.account_payout_number()}
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={13}
            hint={m.account_payout_number_hint()}
            defaultValue={check.values.accountNumber}
            error={check.errors.accountNumber}
          />
          {lookUp.hydrated && (
            <p aria-live="polite" className="min-h-6 text-sm text-slate-800">
              {lookUp.text}
            </p>
          )}
        </SectionForm>
      ) : (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {m.account_payout_banks_failed()}
        </p>
      )}
    </Section>
  );
}

function ConfirmForm({ checked, changing, errors, formError }: { checked: Checked["checked"]; changing: boolean; errors: Record<string, string>; formError: string | undefined }) {
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-green-50 p-4 text-slate-900">
        <dt className="text-slate-700">{m.account_payout_bank()}</dt>
        <dd className="font-semibold">{checked.bankName}</dd>
        <dt className="text-slate-700">{m.account_payout_number()}</dt>
        <dd className="font-semibold">{checked.accountNumber}</dd>
        <dt className="text-slate-700">{m.account_payout_name()}</dt>
        <dd className="font-semibold" data-testid="payout-account-name">
          {checked.accountName}
        </dd>
      </dl>
      {changing && <p className="text-sm text-slate-700">{m.account_payout_hold_note({ hours: PAYOUT_CHANGE_HOLD_HOURS })}</p>}
      <SectionForm
        intent="payout-save"
        anchor="payout-account"
        formError={formError}
        submit={{ label: changing ? m.account_payout_change() : m.account_payout_save() }}
        after={
          <Link to="/account#payout-account" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            {m.account_payout_use_other()}
          </Link>
        }
      >
        <input type="hidden" name="bankCode" value={checked.bankCode} />
        <input type="hidden" name="accountNumber" value={checked.accountNumber} />
        {/* Shown again if the password is refused; the server looks the account up afresh and saves the bank's name, never this. */}
        <input type="hidden" name="accountName" value={checked.accountName} />
        <input type="hidden" name="bankName" value={checked.bankName} />
        <FormField id="payout-password" name="currentPassword" label={m.account_current_password()} type="password" required maxLength={128} autoComplete="current-password" hint={m.account_payout_password_hint()} error={errors.currentPassword} />
      </SectionForm>
    </div>
  );
}

/**
 * With JavaScript: looks the account up in the background (the same action as "Check account") once a bank is chosen
 * and the number has 10 digits, once per bank and number, and gives the line to read out beside the number.
 */
function useInlineLookUp() {
  const hydrated = useHydrated();
  const fetcher = useFetcher<Checked | FormFailure>();
  const asked = useRef("");
  const onChange = (e: React.FormEvent<HTMLFormElement>) => {
    const form = new FormData(e.currentTarget);
    const bankCode = String(form.get("bankCode") ?? "");
    const accountNumber = normaliseAccountNumber(String(form.get("accountNumber") ?? ""));
    const key = `${bankCode}:${accountNumber}`;
    if (!bankCode || !isNubanShape(accountNumber) || key === asked.current) return;
    asked.current = key;
    void fetcher.submit({ intent: "payout-check", bankCode, accountNumber }, { method: "post", action: "/account" });
  };
  const answer = fetcher.data;
  const text =
    fetcher.state !== "idle"
      ? m.account_payout_looking()
      : answer?.ok
        ? m.account_payout_name_is({ name: answer.checked.accountName })
        : answer
          ? (answer.errors.accountNumber ?? answer.errors.bankCode ?? answer.errors.form ?? "")
          : "";
  return { hydrated, onChange, text };
}
