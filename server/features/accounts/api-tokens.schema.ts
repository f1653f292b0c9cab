// Personal API tokens: the /account form that creates or revokes one (the scopes themselves: core/api-scopes.ts).
import { ID_MAX } from "../../../core/ids";
import { z } from "zod";
import { isApiScope, TOKEN_LIFETIMES, TOKEN_NAME_MAX, type ApiScope, type TokenLifetime } from "../../../core/api-scopes";
import { m } from "../../../core/paraglide/messages";

export const createTokenSchema = z.object({
  name: z
    .string({ error: () => m.err_token_name_required() })
    .trim()
    .min(1, { error: () => m.err_token_name_example() })
    .max(TOKEN_NAME_MAX, { error: () => m.err_max_chars({ max: TOKEN_NAME_MAX }) })
    .refine((v) => !/[<>]/.test(v), { error: () => m.err_name_brackets() }),
  // Checked as a whole, so that any refusal shows beside the group of boxes (`scopes`), not one box.
  scopes: z
    .array(z.string(), { error: () => m.err_token_scope_required() })
    .min(1, { error: () => m.err_token_scope_required() })
    .refine((v) => v.every(isApiScope), { error: () => m.err_token_scope_listed() })
    .transform((v) => [...new Set(v)] as ApiScope[]),
  expiresIn: z.enum(Object.keys(TOKEN_LIFETIMES) as [TokenLifetime, ...TokenLifetime[]], { error: () => m.err_token_lifetime() }).default("90"),
});
export type CreateTokenInput = z.output<typeof createTokenSchema>;

export const revokeTokenSchema = z.object({ tokenId: z.coerce.number({ error: () => m.err_no_such_token() }).int().min(1).max(ID_MAX) });
