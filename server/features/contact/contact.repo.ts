// Contact and support messages, stored for the support team.
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema";
import type { ContactInput } from "./contact.schema";

export async function insertMessage(db: Db, message: ContactInput & { source: "contact" | "support" }): Promise<number> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!.id;
}
