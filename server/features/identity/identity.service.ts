// Identity verification of people (issue 37, items 1 and 3). A person sends a number and a selfie: the selfie is kept
// as a private file, the number as its last 4 digits and a keyed hash (plus, sealed, until the provider answers), and a
// job asks the provider. A match verifies (users.id_verified_at); a mismatch or an unclear face goes to the operators'
// review; not found is refused. Limits: 3 attempts a day, 5 in all before an operator looks (who may allow 5 more), and
// a number verified on another account is refused and flagged. The person is told each decision by email and the bell,
// in their language. What operators do (review, flags, more attempts) is in identity.console.ts.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto";
import { m } from "../../../core/paraglide/messages";
import type { Db, Tx } from "../../db/client";
import { ConflictError, InvalidError, NotFoundError, RateLimitedError } from "../../errors";
import type { Log } from "../../logger";
import type { RateLimiter } from "../accounts/rate-limit";
import type { OperatorsService } from "../admin/admin-operators.service";
import { normaliseListingPhoto } from "../media/listing-photos";
import type { MediaStorage } from "../media/storage";
import { identityConsole } from "./identity.console";
import { identityNotices, type Later, type NoticeDeps } from "./identity.notices";
import * as repo from "./identity.repo";
import { attemptsAllowed, DAILY_ATTEMPTS, identityInput, reasonText, SELFIE_MAX_BYTES, type IdentityStatus } from "./identity.schema";
import { type IdentityAnswer, type IdentityProvider, IdentityProviderError } from "./provider";

export const SELFIE_KEEP_DAYS = 30;
export const PROVIDER_TIMEOUT_MS = 20_000;
/** A face-match score at or above this (0–100) is the same person; below, an operator looks. */
export const FACE_MATCH_MIN = 80;
/** A pending check not asked about for this long is sent again by the sweep (its job gave up, or was lost). */
export const STALE_PENDING_MS = 15 * 60_000;
const DAY = 86_400_000;

export interface IdentityDeps extends NoticeDeps {
  provider: IdentityProvider;
  originals: MediaStorage;
  limiter: RateLimiter;
  /** App secrets by name (getOrCreateSecret): "identity-hash" keys the number's hash, "identity-seal" seals it. */
  secret: (name: string) => Promise<string>;
  operators: Pick<OperatorsService, "record">;
  now?: (() => Date) | undefined;
  log?: Log | undefined;
}

export interface IdentityView {
  status: IdentityStatus;
  idType: string | null;
  idLast4: string | null;
  verifiedAt: string | null;
  reason: string | null;
  /** Pending after a failed call to the provider: the page says the provider is not answering, and the check is kept. */
  providerDown: boolean;
}

/** A JPEG, PNG or WebP by its first bytes (never its name or the browser's word for it). */
export function isPhoto(b: Uint8Array): boolean {
  const starts = (at: number, ...sig: number[]) => sig.every((v, i) => b[at + i] === v);
  return starts(0, 0xff, 0xd8, 0xff) || starts(0, 0x89, 0x50, 0x4e, 0x47) || (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50));
}

const normalName = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 1);

/** The register's first and last names both appear in the profile's name (in any order; a middle name may be left out). */
export function namesMatch(profileName: string, a: Pick<IdentityAnswer, "firstName" | "lastName">): boolean {
  const profile = new Set(normalName(profileName));
  const register = [...normalName(a.firstName ?? ""), ...normalName(a.lastName ?? "")];
  return register.length > 0 && register.every((w) => profile.has(w));
}

export function createIdentityService(db: Db, deps: IdentityDeps) {
  const now = deps.now ?? (() => new Date());
  const log: Log = deps.log ?? (() => {});

  const hashOf = async (idType: string, idNumber: string) => createHmac("sha256", await deps.secret("identity-hash")).update(`${idType}:${idNumber}`).digest("base64url");
  const sealKey = async () => createHash("sha256").update(await deps.secret("identity-seal")).digest();
  async function seal(text: string): Promise<string> {
    const iv = randomBytes(12);
    const c = createCipheriv("aes-256-gcm", await sealKey(), iv);
    const body = Buffer.concat([c.update(text, "utf8"), c.final()]);
    return [iv, c.getAuthTag(), body].map((b) => b.toString("base64url")).join(".");
  }
  async function unseal(sealed: string): Promise<string> {
    const [iv, tag, body] = sealed.split(".").map((p) => Buffer.from(p, "base64url"));
    const d = createDecipheriv("aes-256-gcm", await sealKey(), iv!);
    d.setAuthTag(tag!);
    return Buffer.concat([d.update(body!), d.final()]).toString("utf8");
  }

  function view(c: repo.IdentityCheck | undefined, verifiedAt: Date | null): IdentityView {
    if (!c) return { status: "none", idType: null, idLast4: null, verifiedAt: null, reason: null, providerDown: false };
    const status = c.status as IdentityStatus;
    return {
      status,
      idType: c.idType,
      idLast4: c.idLast4,
      verifiedAt: status === "verified" && verifiedAt ? verifiedAt.toISOString() : null,
      reason: status === "refused" || status === "review" ? (c.reason ?? reasonText(c.reasonCode)) : null,
      providerDown: status === "pending" && c.tries > 0,
    };
  }

  const notices = identityNotices(deps, log);
  const tell = notices.decided;
  const send = notices.send;

  /** Writes the provider's answer as the check's outcome, in one transaction with its email and bell. */
  async function settle(checkId: number, answer: IdentityAnswer) {
    const later: Later = [];
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const c = await repo.checkById(tx, checkId, true);
      if (!c || c.status !== "pending") return;
      const person = await repo.personOf(tx, c.userId);
      const at = now();
      const answerKept = { outcome: answer.outcome, firstName: answer.firstName, middleName: answer.middleName, lastName: answer.lastName, dateOfBirth: answer.dateOfBirth, faceScore: answer.faceScore };
      const common = { providerRef: answer.reference, providerAnswer: answerKept, idSealed: null, faceScore: answer.faceScore, verifiedDob: answer.dateOfBirth };
      const verifiedName = [answer.firstName, answer.middleName, answer.lastName].filter(Boolean).join(" ") || null;
      if (answer.outcome !== "found") {
        const code = answer.outcome === "not_found" ? "not_found" : deps.provider.name === "sandbox" ? "not_test_number" : "invalid";
        await repo.updateCheck(tx, c.id, { ...common, status: "refused", reasonCode: code, decidedAt: at });
        await tell(tx, c.userId, c.id, false, { code }, later);
        return;
      }
      const nameOk = namesMatch(person?.name ?? "", answer);
      const faceOk = answer.faceScore !== null && answer.faceScore >= FACE_MATCH_MIN;
      if (await repo.verifiedElsewhere(tx, c.idHash, c.userId)) {
        await repo.updateCheck(tx, c.id, { ...common, verifiedName, nameMatches: nameOk, status: "refused", reasonCode: "reused", flag: "reused", decidedAt: at });
        await tell(tx, c.userId, c.id, false, { code: "reused" }, later);
        return;
      }
      if (nameOk && faceOk) {
        await repo.updateCheck(tx, c.id, { ...common, verifiedName, nameMatches: true, status: "verified", decidedAt: at });
        await repo.markIdVerified(tx, c.userId, at);
        await tell(tx, c.userId, c.id, true, {}, later);
        return;
      }
      await repo.updateCheck(tx, c.id, { ...common, verifiedName, nameMatches: nameOk, status: "review", reasonCode: nameOk ? "face" : "name" });
    });
    await send(later);
  }

  return {
    /** sandbox or dojah: the page shows the sandbox's test numbers only with the sandbox. */
    providerName: deps.provider.name,
    /** Whether the person's identity is verified: what 'ID verified' (issue 37 item 2) builds on. */
    isIdVerified: (userId: string) => repo.isVerified(db, userId),

    async status(userId: string): Promise<IdentityView> {
      const person = await repo.personOf(db, userId);
      if (!person) throw new NotFoundError(m.err_no_such_account());
      return view(await repo.latestCheck(db, userId), person.idVerifiedAt);
    },

    /**
     * A new check: InvalidError (fields idType, idNumber, selfie), ConflictError (verified, or a check still open),
     * RateLimitedError (3 today, 5 in all, or the address's limit). A number verified on another account is refused at
     * once and flagged, without asking the provider. Answers the check as the person now sees it (pending).
     */
    async submit(userId: string, input: { idType?: unknown; idNumber?: unknown; selfie?: Uint8Array | null }, ip?: string): Promise<IdentityView> {
      const parsed = identityInput.safeParse({ idType: input.idType, idNumber: typeof input.idNumber === "string" ? input.idNumber.replace(/[\s-]/g, "").toUpperCase() : input.idNumber });
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const field = String(issue.path[0] ?? "idNumber");
        throw new InvalidError(issue.message, { [field]: issue.message });
      }
      const { idType, idNumber } = parsed.data;
      const selfie = input.selfie;
      if (!selfie || selfie.byteLength === 0) throw new InvalidError(m.err_identity_selfie_add(), { selfie: m.err_identity_selfie_add() });
      if (selfie.byteLength > SELFIE_MAX_BYTES || !isPhoto(selfie)) throw new InvalidError(m.err_identity_selfie_choose(), { selfie: m.err_identity_selfie_choose() });
      const person = await repo.personOf(db, userId);
      if (!person) throw new NotFoundError(m.err_no_such_account());
      if (person.idVerifiedAt) throw new ConflictError(m.err_identity_already_verified());
      const latest = await repo.latestCheck(db, userId);
      if (latest && (latest.status === "pending" || latest.status === "review")) throw new ConflictError(m.err_identity_in_progress());
      if (ip) await deps.limiter.attempt([["identityIp", ip]]);
      const at = now();
      if ((await repo.attemptsOf(db, userId)) >= attemptsAllowed(person.attemptsAllowed)) {
        // One try too many: the latest check goes to an operator, who decides or allows 5 more instead of another paid
        // call. A check already flagged (a reused number, on the console's list) keeps its flag.
        if (latest && latest.status === "refused" && !latest.flag) await repo.updateCheck(db, latest.id, { status: "review", reasonCode: "attempts", flag: "attempts" });
        throw new RateLimitedError(DAY / 1000, m.err_identity_too_many());
      }
      if ((await repo.attemptsOf(db, userId, new Date(at.getTime() - DAY))) >= DAILY_ATTEMPTS) throw new RateLimitedError(DAY / 1000, m.err_identity_daily());
      const idHash = await hashOf(idType, idNumber);
      const base = { userId, idType, idLast4: idNumber.slice(-4), idHash, provider: deps.provider.name, createdAt: at };
      if (await repo.verifiedElsewhere(db, idHash, userId)) {
        const c = await repo.insertCheck(db, { ...base, status: "refused", reasonCode: "reused", flag: "reused", decidedAt: at });
        log("warn", "identity number already verified on another account", { checkId: c.id });
        return view(c, null);
      }
      const body = await normaliseListingPhoto(selfie).then(
        (p) => p.body,
        () => {
          throw new InvalidError(m.err_identity_selfie_choose(), { selfie: m.err_identity_selfie_choose() });
        },
      );
      const selfieKey = `identity/${userId.replace(/[^A-Za-z0-9_-]/g, "")}/${randomBytes(12).toString("base64url")}.webp`;
      await deps.originals.write(selfieKey, body);
      const idSealed = await seal(idNumber);
      const c = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const row = await repo.insertCheck(tx, { ...base, status: "pending", selfieKey, idSealed });
        if (deps.jobs) await deps.jobs.send("identity-check", { checkId: row.id }, tx as unknown as Tx);
        return row;
      });
      // Without a job queue (tools, some tests) the provider is asked now; a failure leaves the check for the sweep.
      if (!deps.jobs) await this.run(c.id).catch((e: unknown) => log("warn", "identity check left pending", { error: String(e) }));
      return view((await repo.checkById(db, c.id)) ?? c, null);
    },

    /** The job: asks the provider with a timeout. Throws when it cannot answer, so that the queue tries again; the check stays pending. */
    async run(checkId: number): Promise<void> {
      const c = await repo.checkById(db, checkId);
      if (!c || c.status !== "pending" || !c.idSealed || !c.selfieKey) return;
      const [person, selfie] = await Promise.all([repo.personOf(db, c.userId), deps.originals.read(c.selfieKey)]);
      if (!person || !selfie) return;
      await repo.updateCheck(db, c.id, { tries: c.tries + 1, lastTriedAt: now() });
      let answer: IdentityAnswer;
      try {
        answer = await deps.provider.verify({ idType: c.idType as never, idNumber: await unseal(c.idSealed), selfie, profileName: person.name }, { timeoutMs: PROVIDER_TIMEOUT_MS });
      } catch (e) {
        if (e instanceof IdentityProviderError) log("warn", "identity provider did not answer; the check stays pending", { checkId, error: e.message });
        throw e;
      }
      await settle(c.id, answer);
    },

    /** Every 10 minutes: pending checks whose jobs gave up are sent again; selfies 30 days past their decision are deleted. */
    async sweep(): Promise<{ resent: number; selfiesDeleted: number }> {
      const at = now();
      const stale = await repo.stalePending(db, new Date(at.getTime() - STALE_PENDING_MS));
      for (const s of stale) {
        if (deps.jobs) await deps.jobs.send("identity-check", { checkId: s.id });
        else await this.run(s.id).catch(() => undefined);
      }
      const old = await repo.expiredSelfies(db, new Date(at.getTime() - SELFIE_KEEP_DAYS * DAY));
      for (const o of old) {
        if (o.selfieKey) await deps.originals.remove(o.selfieKey);
        await repo.dropSelfie(db, o.id);
      }
      return { resent: stale.length, selfiesDeleted: old.length };
    },

    ...identityConsole(db, { originals: deps.originals, operators: deps.operators, notices, now }),
  };
}
export type IdentityService = ReturnType<typeof createIdentityService>;
