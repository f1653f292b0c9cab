// The admin API tests' cast: a visitor, an ordinary person, support and an admin with and without two-factor sign-in,
// and an API token of the admin's (the admin side refuses tokens).
import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import type { ApiHarness, TestPerson } from "./http";

export async function operatorCast(h: ApiHarness) {
  const operator = async (name: string, role: "support" | "admin", twoFactorEnabled: boolean) => {
    const p = await h.join(name, { verified: true });
    await h.db.update(users).set({ role, twoFactorEnabled }).where(eq(users.id, p.id));
    return p;
  };
  const person = await h.join("Ordinary", { verified: true });
  const visitor: TestPerson = { id: "", cookie: "" };
  const support = await operator("Sade Support", "support", true);
  const admin = await operator("Ada Admin", "admin", true);
  const adminNo2fa = await operator("Ade Admin", "admin", false);
  const supportNo2fa = await operator("Sola Support", "support", false);
  const token = (await h.services.apiTokens.create(admin.id, { name: "script", scopes: ["listings:read", "bookings:read"], expiresIn: "90" })).secret;
  return { person, visitor, support, admin, adminNo2fa, supportNo2fa, token };
}
