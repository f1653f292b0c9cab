// /api/v1/me: the signed-in person's own account. Every handler acts on the session's person; no route names a user id.
import { Hono, type Context } from "hono";
import type { z } from "zod";
import { businessSchema, profilePatchSchema, toMe } from "../../features/accounts/accounts.schema";
import type { Profile } from "../../features/accounts/accounts.repo";
import type { Services } from "../../services";
import type { SessionVars } from "../session";
import { badRequest, domainError, unauthorized } from "./errors";
import { readJson } from "./json-body";
import { myListingsApi } from "./listings";

type Env = { Variables: SessionVars };

export function meApi(services: Services) {
  const { accounts } = services;
  const me = new Hono<Env>();

  me.use("*", async (c, next) => {
    if (!c.get("session")) return unauthorized(c);
    c.header("Cache-Control", "private, no-store");
    await next();
  });

  /** The session's person (the guard above has checked there is one). */
  const userId = (c: Context<Env>) => c.get("session")!.user.id;

  /** Parses the JSON body with `schema`, runs `act` and answers with the account as it now is, or the error. */
  const write =
    <S extends z.ZodType>(schema: S, act: (id: string, input: z.output<S>) => Promise<Profile>) =>
    async (c: Context<Env>) => {
      const read = await readJson(c);
      if ("response" in read) return read.response;
      const parsed = schema.safeParse(read.body);
      if (!parsed.success) return badRequest(c, parsed.error);
      try {
        return c.json({ user: toMe(await act(userId(c), parsed.data)) });
      } catch (e) {
        return domainError(c, e);
      }
    };

  me.get("/", async (c) => c.json({ user: toMe(await accounts.getProfile(userId(c))) }));

  me.patch(
    "/",
    write(profilePatchSchema, async (id, patch) => {
      // The service saves a whole profile; a patch without a name keeps the current one.
      const name = patch.name ?? (await accounts.getProfile(id)).name;
      return accounts.updateProfile(id, { name, phone: patch.phone });
    }),
  );

  me.put(
    "/business",
    write(businessSchema, (id, business) => accounts.saveBusiness(id, business)),
  );

  me.post("/business/verification", async (c) => {
    try {
      return c.json({ user: toMe(await accounts.requestBusinessVerification(userId(c))) });
    } catch (e) {
      return domainError(c, e);
    }
  });

  me.route("/listings", myListingsApi(services));

  return me;
}
