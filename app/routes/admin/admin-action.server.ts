// The admin area's actions: run one, answer what it did (shown above the queue) or why it did nothing. An item that is
// gone (another operator decided it first) is a message here, not the 404 page.
import { m } from "@core/paraglide/messages";
import { NotFoundError } from "../../../server/errors";
import { fromError, invalid, type Values } from "~/lib/forms.server";

export async function adminAction(values: Values, run: () => Promise<string>) {
  try {
    return { ok: true as const, message: await run() };
  } catch (e) {
    if (e instanceof NotFoundError) return invalid(values, { form: m.admin_gone({ error: e.message }) }, 404);
    return fromError(values, e);
  }
}
