// /account: personal API tokens for scripts (a fleet's own tools): the list, the new token shown once, create and revoke.
import { useEffect, useState } from "react";
import { useAnswer } from "~/hooks/use-answer";
import { Link } from "~/lib/links";
import { lagosTime } from "../../../../core/dates";
import { API_SCOPES, SCOPE_LABELS, TOKEN_LIFETIMES, TOKEN_NAME_MAX, type ApiScope } from "../../../../core/api-scopes";
import { FieldFrame, FormField } from "~/components/form-field";
import { Section } from "~/components/intent-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Select } from "~/components/ui/input";
import { SectionForm, useSection, type SectionResult } from "~/components/account/section";
import { m } from "@core/paraglide/messages";

export interface TokenItem {
  id: number;
  name: string;
  prefix: string;
  scopes: ApiScope[];
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
}

export function ApiTokensSection({ tokens, revoking }: { tokens: TokenItem[]; revoking: number | null }) {
  const created = useAnswer<SectionResult>();
  const secret = created?.ok && created.intent === "token-create" ? created.secret : undefined;
  const revoked = useSection("token-revoke");
  return (
    <Section
      id="api-tokens"
      title={m.account_tokens_title()}
      description={m.account_tokens_description()}
    >
      {secret && <NewToken secret={secret} />}
      {revoked.success && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
          {revoked.success}
        </p>
      )}
      {tokens.length === 0 ? <p className="text-slate-700">{m.account_tokens_none()}</p> : <TokenList tokens={tokens} revoking={revoking} />}
      <CreateTokenForm />
    </Section>
  );
}

/** The secret, this once: selectable without JavaScript, with a copy button once the page runs. */
function NewToken({ secret }: { secret: string }) {
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && !!navigator.clipboard), []);
  return (
    <div className="space-y-3 rounded-lg bg-amber-50 p-4 ring-1 ring-amber-300">
      <p role="status" className="font-semibold text-amber-950">
        {m.account_token_copy_now()}
      </p>
      <FieldFrame id="token-secret" label={m.account_token_new_label()} hint={m.account_token_new_hint()}>
        <Input id="token-secret" readOnly value={secret} aria-describedby="token-secret-hint" className="font-mono text-sm" onFocus={(e) => e.currentTarget.select()} />
      </FieldFrame>
      {canCopy && (
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            void navigator.clipboard.writeText(secret).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? m.account_token_copied() : m.account_token_copy()}
        </Button>
      )}
      <p aria-live="polite" className="sr-only">
        {copied ? m.account_token_copied_status() : ""}
      </p>
    </div>
  );
}

function TokenList({ tokens, revoking }: { tokens: TokenItem[]; revoking: number | null }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200" aria-label={m.account_tokens_list()}>
      {tokens.map((t) => (
        <li key={t.id} className="space-y-2 p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold break-words">{t.name}</h3>
            <code className="text-sm text-slate-700">{t.prefix}</code>
          </div>
          <ul className="flex flex-wrap gap-2" aria-label={m.account_token_scopes_of({ name: t.name })}>
            {t.scopes.map((s) => (
              <li key={s}>
                <Badge tone="brand">{s}</Badge>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-600">
            {m.account_token_created({ date: lagosTime(t.createdAt) })} · {t.lastUsedAt ? m.account_token_last_used({ date: lagosTime(t.lastUsedAt) }) : m.account_token_never_used()} ·{" "}
            {t.expiresAt ? m.account_token_expires({ date: lagosTime(t.expiresAt) }) : m.account_token_no_expiry()}
          </p>
          {revoking === t.id ? (
            <ConfirmRevoke token={t} />
          ) : (
            <Link to={`/account?revoke=${t.id}#api-tokens`} preventScrollReset className="inline-flex min-h-11 items-center text-sm font-semibold text-red-700 underline">
              {m.account_token_revoke()}<span className="sr-only"> {t.name}</span>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

function ConfirmRevoke({ token }: { token: TokenItem }) {
  const s = useSection("token-revoke");
  return (
    <div className="rounded-lg bg-red-50 p-3">
      <p className="text-sm text-red-900">{m.account_token_revoke_confirm({ name: token.name })}</p>
      <SectionForm
        intent="token-revoke"
        anchor="api-tokens"
        formError={s.formError}
        submit={{ label: m.account_token_revoke_button(), variant: "danger" }}
        after={
          <Link to="/account#api-tokens" preventScrollReset className="inline-flex min-h-11 items-center text-sm font-semibold underline">
            {m.account_token_keep()}
          </Link>
        }
      >
        <input type="hidden" name="tokenId" value={token.id} />
      </SectionForm>
    </div>
  );
}

function CreateTokenForm() {
  const s = useSection("token-create");
  const ticked = new Set((s.values.scopes ?? "").split(" "));
  return (
    <SectionForm intent="token-create" anchor="api-tokens" formError={s.formError} submit={{ label: m.account_token_create() }}>
      <h3 className="font-semibold">{m.account_token_new_heading()}</h3>
      <FormField
        id="token-name"
        name="name"
        label={m.account_token_name()}
        required
        maxLength={TOKEN_NAME_MAX}
        autoComplete="off"
        hint={m.account_token_name_hint()}
        defaultValue={s.values.name}
        error={s.errors.name}
      />
      <fieldset aria-describedby={s.errors.scopes ? "token-scopes-error" : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-800">{m.account_token_scopes_legend()}</legend>
        <div className="space-y-2">
          {API_SCOPES.map((scope) => (
            <label key={scope} className="flex cursor-pointer items-start gap-3">
              <input
                type="checkbox"
                name="scopes"
                value={scope}
                defaultChecked={ticked.has(scope)}
                aria-invalid={s.errors.scopes ? true : undefined}
                aria-describedby={[`scope-${scope.replace(":", "-")}-hint`, s.errors.scopes && "token-scopes-error"].filter(Boolean).join(" ")}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <span>
                <span className="font-medium">{SCOPE_LABELS[scope].label()}</span> <code className="text-sm text-slate-600">{scope}</code>
                <span id={`scope-${scope.replace(":", "-")}-hint`} className="block text-sm text-slate-600">
                  {SCOPE_LABELS[scope].hint()}
                </span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id="token-scopes-error" message={s.errors.scopes} />
      </fieldset>
      <FieldFrame id="token-expires" label={m.account_token_expires_after()} error={s.errors.expiresIn}>
        <Select id="token-expires" name="expiresIn" defaultValue={s.values.expiresIn ?? "90"} aria-invalid={s.errors.expiresIn ? true : undefined}>
          {Object.entries(TOKEN_LIFETIMES).map(([value, label]) => (
            <option key={value} value={value}>
              {label()}
            </option>
          ))}
        </Select>
      </FieldFrame>
      <p className="text-sm text-slate-600">{m.account_tokens_limits()}</p>
    </SectionForm>
  );
}
