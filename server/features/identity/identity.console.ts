// The operators' side of identity checks (issue 37, item 3): the review queue and its decisions, the selfie (each look
// audited), numbers verified on another account flagged until an operator has looked, and 'Allow 5 more attempts' for a
// person who used theirs. Each action is one audit row in the transaction of its change.
import { m } from "../../../core/paraglide/messages";
import type { Db } from "../../db/client";
import { ConflictError, InvalidError, NotFoundError } from "../../errors";
import type { Operator, OperatorsService } from "../admin/admin-operators.service";
import type { MediaStorage } from "../media/storage";
import type { IdentityNotices, Later } from "./identity.notices";
import * as repo from "./identity.repo";
import { attemptsAllowed, reasonText, TOTAL_ATTEMPTS } from "./identity.schema";

export interface ConsoleDeps {
  originals: MediaStorage;
  operators: Pick<OperatorsService, "record">;
  notices: IdentityNotices;
  now: () => Date;
}

/** An operator's reason or note: trimmed, at most 500 characters; "" for none. */
const noteOf = (v: unknown) => (typeof v === "string" ? v.trim().slice(0, 500) : "");
/** A check's id as a form sends it; NotFoundError for anything that cannot be one (never a query with NaN). */
function checkIdOf(v: unknown, missing: () => string): number {
  const id = typeof v === "number" ? v : Number(v);
  if (!Number.isSafeInteger(id) || id < 1) throw new NotFoundError(missing());
  return id;
}

export function identityConsole(db: Db, deps: ConsoleDeps) {
  const { notices, now } = deps;

  /** A person's attempts: made, allowed in all, and whether an operator may allow more (all used, not verified). */
  async function attemptsIn(tx: Db, userId: string, lock = false) {
    const person = await repo.personOf(tx, userId, lock);
    if (!person) throw new NotFoundError(m.err_no_such_account());
    const used = await repo.attemptsOf(tx, userId);
    const allowed = attemptsAllowed(person.attemptsAllowed);
    return { person, used, allowed, canAllowMore: !person.idVerifiedAt && used >= allowed };
  }

  return {
    /** The operators' queue: checks in review, oldest first, with what the provider answered (never the number). */
    async reviewQueue(limit = 100) {
      const rows = await repo.reviewQueue(db, Math.min(Math.max(limit, 1), 200));
      return rows.map(({ check: c, name, email }) => ({
        id: c.id,
        userId: c.userId,
        name,
        email,
        idType: c.idType,
        idLast4: c.idLast4,
        provider: c.provider,
        providerRef: c.providerRef,
        verifiedName: c.verifiedName,
        verifiedDob: c.verifiedDob,
        nameMatches: c.nameMatches,
        faceScore: c.faceScore,
        reason: reasonText(c.reasonCode),
        flag: c.flag,
        hasSelfie: Boolean(c.selfieKey),
        createdAt: c.createdAt.toISOString(),
      }));
    },

    /** An operator verifies or refuses (with a reason) a check in review: one audit row, the email and the bell with it. */
    async decide(operator: Operator, checkId: number, input: { decision?: unknown; reason?: unknown }) {
      const decision = input.decision === "approve" || input.decision === "refuse" ? input.decision : undefined;
      const reason = noteOf(input.reason);
      if (!decision) throw new InvalidError(m.err_no_such_identity_check(), { decision: m.err_no_such_identity_check() });
      if (decision === "refuse" && !reason) throw new InvalidError(m.admin_identity_refuse_reason(), { reason: m.admin_identity_refuse_reason() });
      const id = checkIdOf(checkId, m.err_no_such_identity_check);
      const later: Later = [];
      const result = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const c = await repo.checkById(tx, id, true);
        if (!c || c.status !== "review") throw new NotFoundError(m.err_no_such_identity_check());
        const at = now();
        const verify = decision === "approve" && !(await repo.verifiedElsewhere(tx, c.idHash, c.userId));
        const status = verify ? "verified" : "refused";
        // Approved, but the number was verified on another account meanwhile: refused as reused, and flagged as such.
        const reused = !verify && !reason;
        await repo.updateCheck(tx, c.id, {
          status,
          reason: verify ? null : reason || null,
          reasonCode: reused ? "reused" : c.reasonCode,
          ...(reused ? { flag: "reused" } : {}),
          decidedAt: at,
          decidedBy: operator.id,
          idSealed: null,
        });
        if (verify) await repo.markIdVerified(tx, c.userId, at);
        await deps.operators.record(tx, operator, {
          action: `identity.${verify ? "approve" : "refuse"}`,
          subjectKind: "user",
          subjectId: c.userId,
          before: { identityStatus: c.status },
          after: { identityStatus: status },
          reason,
        });
        await notices.decided(tx, c.userId, c.id, verify, verify ? {} : reason ? { text: reason } : { code: "reused" }, later);
        return { id: c.id, status };
      });
      await notices.send(later);
      return result;
    },

    /** The selfie of a check for an operator, each look audited (identity.selfie.view); NotFoundError without one. */
    async selfie(operator: Operator, checkId: number) {
      const id = checkIdOf(checkId, m.err_no_such_identity_check);
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const c = await repo.checkById(tx, id);
        const body = c?.selfieKey ? await deps.originals.read(c.selfieKey) : undefined;
        if (!c || !body) throw new NotFoundError(m.err_no_such_identity_check());
        await deps.operators.record(tx, operator, { action: "identity.selfie.view", subjectKind: "user", subjectId: c.userId, before: null, after: null, reason: "" });
        return { body, type: "image/webp" };
      });
    },

    /**
     * Checks refused because their number is verified on another account, that no operator has dismissed, newest first:
     * who tried, and the account holding the number verified (found by the number's keyed hash; the number is not kept).
     */
    async reusedFlags(limit = 100) {
      const rows = await repo.reusedFlags(db, Math.min(Math.max(limit, 1), 200));
      return rows.map((r) => ({
        id: r.id,
        userId: r.userId,
        name: r.name,
        email: r.email,
        idType: r.idType,
        idLast4: r.idLast4,
        createdAt: r.createdAt.toISOString(),
        holder: r.holderId ? { id: r.holderId, name: r.holderName ?? "", email: r.holderEmail ?? "", verifiedAt: r.holderVerifiedAt?.toISOString() ?? null } : null,
      }));
    },

    /** An operator has looked at a reused number's flag: off the list, with their note in the audit log (identity.reused.dismiss). */
    async dismissReused(operator: Operator, checkId: unknown, input: { note?: unknown }) {
      const id = checkIdOf(checkId, m.err_no_such_identity_flag);
      const note = noteOf(input.note);
      if (!note) throw new InvalidError(m.err_identity_operator_note(), { reason: m.err_identity_operator_note() });
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const row = await repo.dismissReused(tx, id, operator.id, now());
        if (!row) throw new NotFoundError(m.err_no_such_identity_flag());
        await deps.operators.record(tx, operator, {
          action: "identity.reused.dismiss",
          subjectKind: "user",
          subjectId: row.userId,
          before: { checkId: id, flag: "reused" },
          after: { checkId: id, flagDismissed: true },
          reason: note,
        });
        return { id, userId: row.userId };
      });
    },

    /** A person's attempts for their file: made, allowed in all, and whether an operator may allow more. */
    async attempts(userId: string) {
      const { person, used, allowed, canAllowMore } = await attemptsIn(db, userId);
      return { verifiedAt: person.idVerifiedAt?.toISOString() ?? null, used, allowed, canAllowMore };
    },

    /**
     * 'Allow 5 more attempts' for a person who used all theirs (with a reason, audited as identity.attempts.allow): the
     * checks allowed in all become those made plus 5; the daily limit of 3 still applies. A check in review only for the
     * attempts is closed (refused, saying more are allowed), so the person can send a new one. They are emailed and belled.
     */
    async allowMoreAttempts(operator: Operator, userId: string, input: { reason?: unknown }) {
      const reason = noteOf(input.reason);
      if (!reason) throw new InvalidError(m.err_identity_operator_note(), { reason: m.err_identity_operator_note() });
      const later: Later = [];
      const result = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const { person, used, allowed, canAllowMore } = await attemptsIn(tx, userId, true);
        if (person.idVerifiedAt) throw new ConflictError(m.err_identity_person_verified());
        if (!canAllowMore) throw new ConflictError(m.err_identity_attempts_left({ left: String(allowed - used) }));
        const latest = await repo.latestCheck(tx, userId);
        if (latest && latest.status === "review" && latest.flag === "attempts")
          await repo.updateCheck(tx, latest.id, { status: "refused", reasonCode: "more_attempts", decidedAt: now(), decidedBy: operator.id });
        const raised = used + TOTAL_ATTEMPTS;
        await repo.setAttemptsAllowed(tx, userId, raised);
        await deps.operators.record(tx, operator, {
          action: "identity.attempts.allow",
          subjectKind: "user",
          subjectId: userId,
          before: { attemptsUsed: used, attemptsAllowed: allowed },
          after: { attemptsUsed: used, attemptsAllowed: raised },
          reason,
        });
        await notices.moreAttempts(tx, person, userId, raised, later);
        return { name: person.name, allowed: raised };
      });
      await notices.send(later);
      return result;
    },
  };
}
