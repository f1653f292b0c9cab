// Who runs Haya: roles (support: people, listings, messages; admin: also money and roles), the admin side's gate (a
// role and two-factor sign-in, else the admin side does not exist for that person), and the audit log of what operators
// did and saw. Roles change only from the command line (`npm run admin`) or by an admin, and each change is audited.
import { m } from "../../../core/paraglide/messages";
import type { Db } from "../../db/client";
import { InvalidError, NotFoundError } from "../../errors";
import type { CurrentSession, Role } from "../accounts/accounts.service";
import { dailyFigures } from "./admin-dashboard.repo";
import * as repo from "./admin-operators.repo";

export type OperatorRole = Exclude<Role, "user">;
export interface Operator {
  id: string;
  role: OperatorRole;
}

/** What the admin side makes of a session: nothing (404), a request to set up two-factor sign-in first, or an operator. */
export type Gate = { kind: "none" } | { kind: "needs-two-factor"; role: OperatorRole } | { kind: "operator"; operator: Operator };

export function gateOf(session: CurrentSession | null): Gate {
  const role = session?.user.role;
  if (!session || (role !== "admin" && role !== "support")) return { kind: "none" };
  if (!session.user.twoFactorEnabled) return { kind: "needs-two-factor", role };
  return { kind: "operator", operator: { id: session.user.id, role } };
}

export interface AuditCursor {
  at: Date;
  id: number;
}
export const auditCursor = (r: { createdAt: Date; id: number }) => `${r.createdAt.toISOString()}_${r.id}`;
export function parseAuditCursor(v: string | null | undefined): AuditCursor | undefined {
  const r = /^(\d{4}-\d\d-\d\dT[\d:.]+Z)_(\d{1,15})$/.exec(v ?? "");
  return r ? { at: new Date(r[1]!), id: Number(r[2]) } : undefined;
}

export function createOperatorsService(db: Db, deps: { beforeDashboard?: () => Promise<void> } = {}) {
  /** Sets a person's role, with the audit row, in one transaction. `by` null: the command line. */
  /** `who`: the person's e-mail address (the command line) or their id (the admin side). */
  async function setRole(who: { email: string } | { id: string }, role: Role, by: Operator | null, reason: string) {
    if (by && by.role !== "admin") throw new InvalidError(m.err_admin_only_roles());
    if (by && "id" in who && who.id === by.id) throw new InvalidError(m.err_own_role());
    return db.transaction(async (t0) => {
      const tx = t0 as unknown as Db;
      const person = "email" in who ? await repo.findByEmail(tx, who.email) : await repo.findById(tx, who.id);
      if (!person) throw new NotFoundError(m.err_no_account_email());
      if (person.role === role) return { person, changed: false };
      await repo.setRole(tx, person.id, role);
      await repo.appendAudit(tx, {
        actorId: by?.id ?? null,
        actorRole: by?.role ?? "system",
        action: role === "user" ? "role.revoke" : "role.grant",
        subjectKind: "user",
        subjectId: person.id,
        before: { role: person.role },
        after: { role },
        reason,
      });
      return { person: { ...person, role }, changed: true };
    });
  }

  return {
    gateOf,
    /** Makes `email` an operator (admin unless said otherwise). */
    async grant(email: string, role: OperatorRole, by: Operator | null = null, reason = "npm run admin -- grant") {
      return setRole({ email }, role, by, reason);
    },
    /** Makes `email` an ordinary person again; the admin side closes to them at their next request. */
    async revoke(email: string, by: Operator | null = null, reason = "npm run admin -- revoke") {
      return setRole({ email }, "user", by, reason);
    },
    /** The admin side's role form (a person's page): an admin sets another person's role, with a reason. */
    async changeRole(userId: string, role: Role, by: Operator, reason: string) {
      if (!reason.trim()) throw new InvalidError(m.err_say_why_audit(), { reason: m.err_say_why_audit() });
      return setRole({ id: userId }, role, by, reason.trim());
    },
    /**
     * For a person who lost their phone and their recovery codes (after checking who they are): two-factor sign-in is
     * turned off and their sessions end; an operator must set it up again before the admin side opens.
     */
    async resetTwoFactor(email: string, by: Operator | null = null, reason = "npm run admin -- reset-two-factor") {
      if (by && by.role !== "admin") throw new InvalidError(m.err_admin_only_two_factor());
      return db.transaction(async (t0) => {
        const tx = t0 as unknown as Db;
        const person = await repo.findByEmail(tx, email);
        if (!person) throw new NotFoundError(m.err_no_account_email());
        if (!person.twoFactorEnabled) return { person, changed: false };
        await repo.clearTwoFactor(tx, person.id);
        await repo.endSessions(tx, person.id);
        await repo.appendAudit(tx, {
          actorId: by?.id ?? null,
          actorRole: by?.role ?? "system",
          action: "two-factor.reset",
          subjectKind: "user",
          subjectId: person.id,
          before: { twoFactorEnabled: true },
          after: { twoFactorEnabled: false },
          reason,
        });
        return { person: { ...person, twoFactorEnabled: false }, changed: true };
      });
    },
    operators: () => repo.listOperators(db),
    /** The dashboard's figures for the last `days` Lagos days (7, 30 or 90). */
    async dashboard(days: 7 | 30 | 90 | number) {
      // This process's searches of the last minute count too.
      await deps.beforeDashboard?.();
      return dailyFigures(db, Math.min(Math.max(Math.trunc(days), 1), 366));
    },
    /** One row of the audit log; pass the transaction of the action it records, so the two stand or fall together. */
    record: (tx: Db, by: Operator, entry: Omit<repo.AuditEntry, "actorId" | "actorRole">) =>
      repo.appendAudit(tx, { ...entry, actorId: by.id, actorRole: by.role }),
    async auditPage(opts: { cursor?: string | null; subject?: { kind: string; id: string }; action?: string; limit?: number }) {
      const limit = Math.min(Math.max(opts.limit ?? 50, 1), 200);
      const rows = await repo.auditPage(db, { before: parseAuditCursor(opts.cursor), limit: limit + 1, subject: opts.subject, action: opts.action });
      const page = rows.slice(0, limit);
      return { rows: page, nextCursor: rows.length > limit ? auditCursor(page[page.length - 1]!) : null };
    },
  };
}
export type OperatorsService = ReturnType<typeof createOperatorsService>;
