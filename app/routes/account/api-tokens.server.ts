// /account's API token forms: create (the secret comes back in this one answer, never again) and revoke. Only a signed-in
// browser reaches them: pages never read a token, so a token cannot make or revoke tokens.
import { data } from "react-router";
import { redirect } from "~/lib/links";
import { createTokenSchema, revokeTokenSchema } from "../../../server/features/accounts/api-tokens.schema";
import type { ApiTokensService } from "../../../server/features/accounts/api-tokens.service";
import { fromZod, type Values } from "~/lib/forms.server";
import { m } from "@core/paraglide/messages";

/** What the create form answers on success: the secret to show once. */
export interface TokenCreated {
  ok: true;
  intent: "token-create";
  message: string;
  secret: string;
  name: string;
}

export async function createTokenAction(tokens: ApiTokensService, userId: string, form: FormData, values: Values) {
  const scopes = form.getAll("scopes").filter((v): v is string => typeof v === "string");
  // The boxes ticked go back to the form after a refusal, as one field.
  const typed = { ...values, scopes: scopes.join(" ") };
  const parsed = createTokenSchema.safeParse({ name: values.name ?? "", scopes, expiresIn: values.expiresIn || undefined });
  if (!parsed.success) return fromZod(typed, parsed.error);
  const { secret, token } = await tokens.create(userId, parsed.data);
  return data<TokenCreated>(
    { ok: true, intent: "token-create", message: m.account_token_ready({ name: token.name }), secret, name: token.name },
    // The secret is in this page: never kept by any cache.
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function revokeTokenAction(tokens: ApiTokensService, userId: string, values: Values) {
  const parsed = revokeTokenSchema.safeParse(values);
  if (!parsed.success) return fromZod(values, parsed.error);
  await tokens.revoke(userId, parsed.data.tokenId);
  return redirect("/account?saved=token-revoke#api-tokens");
}
