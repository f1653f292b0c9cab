// Business verification: the owner sends their CAC certificate with the request (/business), an operator sees the
// pending requests oldest first, reads the certificate (each look is audited) and approves or rejects with a reason;
// the owner is e-mailed either way and the 'Verified owner' badge follows business_status.
//
// The certificate is private: kept in the media originals under `business/…` keys, which the public /media never
// serves, and served only through the admin side. A PDF (known by its magic bytes) is kept as sent; a JPEG or PNG goes
// through the photo pipeline (re-encoded as WebP without its metadata, such as where it was taken).
import { m } from "../../../core/paraglide/messages";
import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client";
import { ConflictError, InvalidError, NotFoundError } from "../../errors";
import { normaliseListingPhoto } from "../media/listing-photos";
import type { MediaStorage } from "../media/storage";
import type { Operator } from "./admin-operators.service";
import { languageOf } from "../accounts/phone.repo";
import { businessApproved, businessRejected, inTransaction, type AdminQueuesDeps } from "./admin-queues.mails";
import * as repo from "./admin-queues.repo";
import { CERTIFICATE_MAX_BYTES, decisionSchema, firstIssue } from "./admin-queues.schema";

type CertificateKind = "pdf" | "jpeg" | "png";
/** What the file is, by its first bytes (never its name or the browser's word for it). */
export function certificateKind(b: Uint8Array): CertificateKind | undefined {
  const starts = (...sig: number[]) => sig.every((v, i) => b[i] === v);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return "pdf"; // %PDF-
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  return undefined;
}

const KEY = /^business\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\.(pdf|webp)$/;
export const certificateType = (key: string) => (key.endsWith(".pdf") ? "application/pdf" : "image/webp");

export function createBusinessQueue(db: Db, deps: AdminQueuesDeps & { originals: MediaStorage }) {
  const now = deps.now ?? (() => new Date());
  const bad = (message: string) => new InvalidError(message, { certificate: message });

  return {
    /**
     * The owner's request: their certificate (PDF, JPEG or PNG up to 5 MB) and unverified → pending. InvalidError
     * (field `certificate`, or `form` when the details are incomplete), ConflictError (already pending or verified).
     */
    async request(userId: string, file: Uint8Array | null) {
      if (!file || file.byteLength === 0) throw bad(m.err_certificate_add());
      if (file.byteLength > CERTIFICATE_MAX_BYTES) throw bad(m.err_certificate_choose());
      const kind = certificateKind(file);
      if (!kind) throw bad(m.err_certificate_choose());
      const current = await repo.lockBusiness(db, userId, false);
      if (!current) throw new NotFoundError(m.err_no_such_account());
      if (current.businessStatus !== "unverified")
        throw new ConflictError(current.businessStatus === "verified" ? m.err_business_already_verified() : m.err_business_request_pending());
      const body = kind === "pdf" ? Buffer.from(file) : await normaliseListingPhoto(file).then((p) => p.body, () => { throw bad(m.err_certificate_choose()); });
      const key = `business/${userId.replace(/[^A-Za-z0-9_-]/g, "")}/${randomBytes(12).toString("base64url")}.${kind === "pdf" ? "pdf" : "webp"}`;
      await deps.originals.write(key, body);
      const moved = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const before = await repo.lockBusiness(tx, userId);
        return before?.businessStatus === "unverified" && (await repo.requestVerification(tx, userId, key, now())) ? before : undefined;
      });
      if (!moved) {
        await deps.originals.remove(key);
        throw new InvalidError(m.err_business_details_first(), { form: m.err_business_details_first() });
      }
      if (moved.certificateKey && moved.certificateKey !== key) await deps.originals.remove(moved.certificateKey).catch(() => undefined);
    },

    /** What /business shows of the request: its status and, after a rejection, the reason. */
    async statusOf(userId: string) {
      const b = await repo.lockBusiness(db, userId, false);
      if (!b) throw new NotFoundError(m.err_no_such_account());
      return { status: b.businessStatus, rejectionReason: b.businessStatus === "unverified" ? b.rejectionReason : null, hasCertificate: Boolean(b.certificateKey) };
    },

    /** The queue: pending requests, oldest first. */
    async pending(limit = 100) {
      const rows = await repo.pendingBusinesses(db, Math.min(Math.max(limit, 1), 200));
      return rows.map(({ certificateKey, rejectionReason: _r, ...r }) => ({ ...r, hasCertificate: Boolean(certificateKey) }));
    },

    /**
     * Approve (pending → verified) or reject with a reason (pending → unverified), with one audit row and the owner's
     * e-mail in the same transaction. InvalidError (no reason for a rejection), NotFoundError (not pending).
     */
    async decide(operator: Operator, userId: string, input: unknown) {
      const parsed = decisionSchema.safeParse(input);
      if (!parsed.success) throw new InvalidError(firstIssue(parsed.error), { reason: firstIssue(parsed.error) });
      const { decision, reason } = parsed.data;
      return inTransaction(db, deps, async (tx, mail) => {
        const b = await repo.lockBusiness(tx, userId);
        if (!b || b.businessStatus !== "pending") throw new NotFoundError(m.err_no_such_verification_request());
        const status = decision === "approve" ? "verified" : "unverified";
        await repo.decideBusiness(tx, userId, { status, reason: decision === "reject" ? reason : null, at: now() });
        await deps.operators.record(tx, operator, {
          action: `business.${decision}`,
          subjectKind: "user",
          subjectId: userId,
          before: { businessStatus: b.businessStatus },
          after: { businessStatus: status },
          reason,
        });
        const who = { name: b.name, email: b.email, businessName: b.businessName, language: await languageOf(tx, userId) };
        await mail(decision === "approve" ? businessApproved(who, deps.siteUrl) : businessRejected(who, reason, deps.siteUrl));
        return { userId, businessStatus: status };
      });
    },

    /** The certificate's bytes for an operator, the look recorded as business.certificate.view; NotFoundError without one. */
    async certificate(operator: Operator, userId: string) {
      return inTransaction(db, deps, async (tx) => {
        const b = await repo.lockBusiness(tx, userId);
        const key = b?.certificateKey;
        const body = key && KEY.test(key) ? await deps.originals.read(key) : undefined;
        if (!key || !body) throw new NotFoundError(m.err_no_certificate());
        await deps.operators.record(tx, operator, { action: "business.certificate.view", subjectKind: "user", subjectId: userId, before: null, after: null, reason: "" });
        return { body, type: certificateType(key) };
      });
    },
  };
}
export type BusinessQueue = ReturnType<typeof createBusinessQueue>;
