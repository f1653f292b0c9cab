// Personal API tokens: the /account form that creates or revokes one (the scopes themselves: core/api-scopes.ts).
import { z } from "zod";
import { isApiScope, TOKEN_LIFETIMES, TOKEN_NAME_MAX, type ApiScope, type TokenLifetime } from "../../../core/api-scopes";

export const createTokenSchema = z.object({
  name: z
    .string({ error: "Give the token a name" })
    .trim()
    .min(1, "Give the token a name, such as the script that will use it")
    .max(TOKEN_NAME_MAX, `Use at most ${TOKEN_NAME_MAX} characters`)
    .refine((v) => !/[<>]/.test(v), "Names cannot contain < or >"),
  // Checked as a whole, so that any refusal shows beside the group of boxes (`scopes`), not one box.
  scopes: z
    .array(z.string(), { error: "Choose at least one scope" })
    .min(1, "Choose at least one scope")
    .refine((v) => v.every(isApiScope), "Choose from the scopes listed")
    .transform((v) => [...new Set(v)] as ApiScope[]),
  expiresIn: z.enum(Object.keys(TOKEN_LIFETIMES) as [TokenLifetime, ...TokenLifetime[]], { error: "Choose how long the token lasts" }).default("90"),
});
export type CreateTokenInput = z.output<typeof createTokenSchema>;

export const revokeTokenSchema = z.object({ tokenId: z.coerce.number({ error: "No such token" }).int().min(1).max(2 ** 31 - 1) });
