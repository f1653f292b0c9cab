// One-use sign-in tickets of phone sign-in: phone.ts issues one when a code checks out, better-auth's phone plugin
// (auth.ts) takes it moments later. Beneath both, which each hold the same tickets.
import { randomBytes, timingSafeEqual } from "node:crypto";

/** Sign-in tickets: issued by Haya once a code checks out, taken once by better-auth's plugin (auth.ts) moments later. */
export function createSignInTickets(ttlMs = 30_000) {
  const tickets = new Map<string, { ticket: string; until: number }>();
  return {
    issue(phone: string): string {
      const ticket = randomBytes(24).toString("base64url");
      tickets.set(phone, { ticket, until: Date.now() + ttlMs });
      return ticket;
    },
    take(phone: string, ticket: string): boolean {
      const held = tickets.get(phone);
      tickets.delete(phone);
      if (!held || held.until < Date.now()) return false;
      const a = Buffer.from(held.ticket);
      const b = Buffer.from(ticket);
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
export type SignInTickets = ReturnType<typeof createSignInTickets>;
