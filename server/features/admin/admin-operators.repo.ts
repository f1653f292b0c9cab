// The operators' SQL: people's roles, and the audit log (appended only; the database refuses changes to it).
import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditLog, sessions, twoFactors, users } from "../../db/schema";
import type { Role } from "../accounts/accounts.service";

export interface PersonRole {
  id: string;
  name: string;
  email: string;
  role: Role;
  twoFactorEnabled: boolean;
}

const personColumns = { id: users.id, name: users.name, email: users.email, role: users.role, twoFactorEnabled: users.twoFactorEnabled };

export async function findByEmail(db: Db, email: string): Promise<PersonRole | undefined> {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, sql`${users.deletedAt} IS NULL`));
  return row as PersonRole | undefined;
}

export async function findById(db: Db, id: string): Promise<PersonRole | undefined> {
  const [row] = await db.select(personColumns).from(users).where(eq(users.id, id));
  return row as PersonRole | undefined;
}

export async function setRole(db: Db, userId: string, role: Role): Promise<void> {
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Removes the person's authenticator secret and recovery codes: their next sign-in is by password alone. */
export async function clearTwoFactor(db: Db, userId: string): Promise<void> {
  await db.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await db.update(users).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Every session of the person ends: their browsers are signed out at their next request. */
export async function endSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function listOperators(db: Db): Promise<PersonRole[]> {
  return (await db.select(personColumns).from(users).where(sql`${users.role} <> 'user'`).orderBy(users.email)) as PersonRole[];
}

export interface AuditEntry {
  actorId: string | null;
  actorRole: string;
  action: string;
  subjectKind: string;
  subjectId: string;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

export async function appendAudit(db: Db, e: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: e.actorId,
    actorRole: e.actorRole,
    action: e.action,
    subjectKind: e.subjectKind,
    subjectId: e.subjectId,
    before: e.before ?? null,
    after: e.after ?? null,
    reason: e.reason ?? "",
  });
}

export interface AuditRow {
  id: number;
  createdAt: Date;
  actorId: string | null;
  actorName: string | null;
  actorRole: string;
  action: string;
  subjectKind: string;
  subjectId: string;
  before: unknown;
  after: unknown;
  reason: string;
}

/** Newest first, by (created_at, id) keyset; optionally one subject's or one action's rows. */
export async function auditPage(
  db: Db,
  opts: { before?: { at: Date; id: number } | undefined; limit: number; subject?: { kind: string; id: string } | undefined; action?: string | undefined },
): Promise<AuditRow[]> {
  const where = and(
    opts.before ? or(lt(auditLog.createdAt, opts.before.at), and(eq(auditLog.createdAt, opts.before.at), lt(auditLog.id, opts.before.id))) : undefined,
    opts.subject ? and(eq(auditLog.subjectKind, opts.subject.kind), eq(auditLog.subjectId, opts.subject.id)) : undefined,
    opts.action ? eq(auditLog.action, opts.action) : undefined,
  );
  return db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      actorId: auditLog.actorId,
      actorName: users.name,
      actorRole: auditLog.actorRole,
      action: auditLog.action,
      subjectKind: auditLog.subjectKind,
      subjectId: auditLog.subjectId,
      before: auditLog.before,
      after: auditLog.after,
      reason: auditLog.reason,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(opts.limit);
}
