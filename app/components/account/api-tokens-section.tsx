// /account: personal API tokens for scripts (a fleet's own tools): the list, the new token shown once, create and revoke.
import { useEffect, useState } from "react";
import { useActionData } from "react-router";
import { Link } from "~/lib/links";
import { lagosTime } from "../../../core/dates";
import { API_SCOPES, SCOPE_LABELS, TOKEN_LIFETIMES, TOKEN_NAME_MAX, type ApiScope } from "../../../core/api-scopes";
import { FieldFrame, FormField } from "~/components/form-field";
import { Section } from "~/components/intent-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Select } from "~/components/ui/input";
import { SectionForm, useSection, type SectionResult } from "./section";

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
  const created = useActionData() as SectionResult | undefined;
  const secret = created?.ok && created.intent === "token-create" ? created.secret : undefined;
  const revoked = useSection("token-revoke");
  return (
    <Section
      id="api-tokens"
      title="API tokens"
      description="A token lets your own scripts manage your listings, calendars and bookings through Haya's API (/api/v1), acting as you within the scopes you choose. Keep it secret, like a password."
    >
      {secret && <NewToken secret={secret} />}
      {revoked.success && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
          {revoked.success}
        </p>
      )}
      {tokens.length === 0 ? <p className="text-slate-700">You have no API tokens.</p> : <TokenList tokens={tokens} revoking={revoking} />}
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
        Copy your new token now. You will not be able to see it again.
      </p>
      <FieldFrame id="token-secret" label="Your new token" hint="Send it as the header Authorization: Bearer followed by the token.">
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
          {copied ? "Copied" : "Copy token"}
        </Button>
      )}
      <p aria-live="polite" className="sr-only">
        {copied ? "The token is copied." : ""}
      </p>
    </div>
  );
}

function TokenList({ tokens, revoking }: { tokens: TokenItem[]; revoking: number | null }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200" aria-label="Your API tokens">
      {tokens.map((t) => (
        <li key={t.id} className="space-y-2 p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold break-words">{t.name}</h3>
            <code className="text-sm text-slate-700">{t.prefix}</code>
          </div>
          <ul className="flex flex-wrap gap-2" aria-label={`Scopes of ${t.name}`}>
            {t.scopes.map((s) => (
              <li key={s}>
                <Badge tone="brand">{s}</Badge>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-600">
            Created {lagosTime(t.createdAt)} · {t.lastUsedAt ? `Last used ${lagosTime(t.lastUsedAt)}` : "Never used"} ·{" "}
            {t.expiresAt ? `Expires ${lagosTime(t.expiresAt)}` : "No expiry"}
          </p>
          {revoking === t.id ? (
            <ConfirmRevoke token={t} />
          ) : (
            <Link to={`/account?revoke=${t.id}#api-tokens`} preventScrollReset className="inline-flex min-h-11 items-center text-sm font-semibold text-red-700 underline">
              Revoke<span className="sr-only"> {t.name}</span>
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
      <p className="text-sm text-red-900">Revoke “{token.name}”? Scripts using it stop working at once. This cannot be undone.</p>
      <SectionForm
        intent="token-revoke"
        anchor="api-tokens"
        formError={s.formError}
        submit={{ label: "Revoke token", variant: "danger" }}
        after={
          <Link to="/account#api-tokens" preventScrollReset className="inline-flex min-h-11 items-center text-sm font-semibold underline">
            Keep it
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
    <SectionForm intent="token-create" anchor="api-tokens" formError={s.formError} submit={{ label: "Create token" }}>
      <h3 className="font-semibold">New token</h3>
      <FormField
        id="token-name"
        name="name"
        label="Token name"
        required
        maxLength={TOKEN_NAME_MAX}
        autoComplete="off"
        hint="What will use it, such as “fleet calendar sync”."
        defaultValue={s.values.name}
        error={s.errors.name}
      />
      <fieldset aria-describedby={s.errors.scopes ? "token-scopes-error" : undefined}>
        <legend className="mb-1 text-sm font-medium text-slate-800">Scopes: what the token may do</legend>
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
                <span className="font-medium">{SCOPE_LABELS[scope].label}</span> <code className="text-sm text-slate-600">{scope}</code>
                <span id={`scope-${scope.replace(":", "-")}-hint`} className="block text-sm text-slate-600">
                  {SCOPE_LABELS[scope].hint}
                </span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id="token-scopes-error" message={s.errors.scopes} />
      </fieldset>
      <FieldFrame id="token-expires" label="Expires after" error={s.errors.expiresIn}>
        <Select id="token-expires" name="expiresIn" defaultValue={s.values.expiresIn ?? "90"} aria-invalid={s.errors.expiresIn ? true : undefined}>
          {Object.entries(TOKEN_LIFETIMES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </FieldFrame>
      <p className="text-sm text-slate-600">A token never changes your password, email, business details or tokens, and cannot book or pay.</p>
    </SectionForm>
  );
}
