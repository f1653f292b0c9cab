// Messages from the contact and support forms, stored for the support team.
import type { Db } from "../../db/client";
import { insertMessage } from "./contact.repo";
import type { ContactInput } from "./contact.schema";

export function createContactService(db: Db) {
  return {
    async submit(input: ContactInput, source: "contact" | "support"): Promise<{ id: number }> {
      return { id: await insertMessage(db, { ...input, email: input.email.toLowerCase(), source }) };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
