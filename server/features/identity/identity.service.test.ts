// Identity checks (issue 37, items 1 and 3) through the sandbox's test numbers and a local fake of Dojah: match,
// mismatch to review and an operator's decision, not found, not a test number, a number reused on another account, the
// limits, an outage left pending then recovered, and what is kept: the last 4 digits, never the whole number, and the
// selfie deleted 30 days after the decision. The operators' console: reused numbers listed with the account holding them
// until dismissed with a note, and 5 more attempts allowed to a person who used theirs, each audited.
import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, identityChecks, mailOutbox, notifications, users } from "../../db/schema";
import { ConflictError, InvalidError, NotFoundError, RateLimitedError } from "../../errors";
import type { JobSender } from "../../jobs/queue";
import { getOrCreateSecret } from "../accounts/accounts.repo";
import { createRateLimiter } from "../accounts/rate-limit";
import { createOperatorsService } from "../admin/admin-operators.service";
import { createMailer } from "../mail/mail.service";
import { memoryStorage } from "../media/storage";
import { apiHarness } from "../../testing/http";
import { fakeDojah } from "../../testing/fake-dojah";
import { dojahIdentityProvider } from "./dojah";
import { createIdentityService, SELFIE_KEEP_DAYS } from "./identity.service";

let clock = new Date("2026-11-30T09:00:00Z");
const originals = memoryStorage();
const h = await apiHarness({ media: { originals, cache: memoryStorage() }, now: () => clock });
const selfie = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#a0785a" } }).jpeg().toBuffer();
const operator = { id: "", role: "admin" as const };
const auditOf = (action: string) => h.db.select({ subjectId: auditLog.subjectId, reason: auditLog.reason, before: auditLog.before, after: auditLog.after }).from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);
const checksOf = (userId: string) => h.db.select().from(identityChecks).where(eq(identityChecks.userId, userId)).orderBy(desc(identityChecks.id));

beforeAll(async () => {
  const op = await h.join("Ada Operator", { verified: true });
  await h.db.update(users).set({ role: "admin" }).where(eq(users.id, op.id));
  operator.id = op.id;
});

describe("the sandbox provider", () => {
  it("verifies a NIN ending in 0 for the profile's name, keeping its last 4 digits only, and tells the person", async () => {
    const p = await h.join("Amaka Okafor");
    const v = await h.services.identity.submit(p.id, { idType: "nin", idNumber: "12345 678 900", selfie });
    expect(v).toMatchObject({ status: "verified", idType: "nin", idLast4: "8900", reason: null });
    expect(await h.services.identity.isIdVerified(p.id)).toBe(true);
    const [row] = await checksOf(p.id);
    expect(JSON.stringify(row)).not.toContain("12345678900");
    expect(row).toMatchObject({ idSealed: null, providerRef: expect.stringMatching(/^sbx_/), faceScore: 97.5, nameMatches: true, verifiedDob: "1990-01-01" });
    expect(row!.selfieKey).toMatch(/^identity\//);
    expect(await originals.read(row!.selfieKey!)).toBeDefined();
    const [mail] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.subject, "Your identity is verified on Haya"));
    expect(mail).toBeDefined();
    const bell = await h.db.select().from(notifications).where(and(eq(notifications.userId, p.id), eq(notifications.kind, "identity")));
    expect(bell.map((n) => n.title)).toEqual(["Your identity is verified"]);
  });

  it("refuses a NIN ending in 2 as not found, and any other ending as not a test number", async () => {
    const p = await h.join("Bayo Adeyemi");
    expect(await h.services.identity.submit(p.id, { idType: "nin", idNumber: "12345678902", selfie })).toMatchObject({ status: "refused", reason: expect.stringContaining("not found") });
    expect(await h.services.identity.submit(p.id, { idType: "nin", idNumber: "12345678907", selfie })).toMatchObject({ status: "refused", reason: expect.stringContaining("not a sandbox test number") });
    expect(await h.services.identity.isIdVerified(p.id)).toBe(false);
  });

  it("refuses bad input with the field it is about, and stores nothing", async () => {
    const p = await h.join("Chidi Eze");
    const bad = async (input: Parameters<typeof h.services.identity.submit>[1]) =>
      h.services.identity.submit(p.id, input).then(
        () => ({}),
        (e: { fields?: Record<string, string> }) => e.fields ?? {},
      );
    expect(Object.keys(await bad({ idType: "bvn", idNumber: "12345678900", selfie }))).toEqual(["idType"]);
    expect(Object.keys(await bad({ idType: "nin", idNumber: "1234567890a", selfie }))).toEqual(["idNumber"]);
    expect(Object.keys(await bad({ idType: "nin", idNumber: "123", selfie }))).toEqual(["idNumber"]);
    expect(Object.keys(await bad({ idType: "nin", idNumber: "12345678900", selfie: null }))).toEqual(["selfie"]);
    expect(Object.keys(await bad({ idType: "nin", idNumber: "12345678900", selfie: new TextEncoder().encode("not a picture at all") }))).toEqual(["selfie"]);
    expect(await checksOf(p.id)).toEqual([]);
  });

  it("sends a mismatch to review, where an operator verifies or refuses it with a reason, each audited", async () => {
    const a = await h.join("Dapo Oyelaran");
    const v = await h.services.identity.submit(a.id, { idType: "nin", idNumber: "22222222221", selfie });
    expect(v).toMatchObject({ status: "review", reason: expect.stringContaining("not the name on your profile") });
    const queue = await h.services.identity.reviewQueue();
    const item = queue.find((q) => q.userId === a.id)!;
    expect(item).toMatchObject({ idLast4: "2221", nameMatches: false, verifiedName: "Chukwuemeka Obi-Sandbox", hasSelfie: true });
    const seen = await h.services.identity.selfie(operator, item.id);
    expect(seen.type).toBe("image/webp");
    await h.services.identity.decide(operator, item.id, { decision: "approve" });
    expect(await h.services.identity.status(a.id)).toMatchObject({ status: "verified" });

    const b = await h.join("Efe Ighodaro");
    await h.services.identity.submit(b.id, { idType: "nin", idNumber: "33333333331", selfie });
    const other = (await h.services.identity.reviewQueue()).find((q) => q.userId === b.id)!;
    await expect(h.services.identity.decide(operator, other.id, { decision: "refuse" })).rejects.toMatchObject({ fields: { reason: expect.any(String) } });
    await h.services.identity.decide(operator, other.id, { decision: "refuse", reason: "The selfie is of someone else." });
    expect(await h.services.identity.status(b.id)).toMatchObject({ status: "refused", reason: "The selfie is of someone else." });
    await expect(h.services.identity.decide(operator, other.id, { decision: "approve" })).rejects.toThrow();
    const audit = await h.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.actorId, operator.id));
    expect(audit.map((r) => r.action).sort()).toEqual(["identity.approve", "identity.refuse", "identity.selfie.view"]);
  });

  it("refuses and flags a number already verified on another account, without asking the provider", async () => {
    const first = await h.join("Funke Akindele");
    await h.services.identity.submit(first.id, { idType: "nin", idNumber: "55555555550", selfie });
    const second = await h.join("Funke Akindele");
    const v = await h.services.identity.submit(second.id, { idType: "nin", idNumber: "55555555550", selfie });
    expect(v).toMatchObject({ status: "refused", reason: "This number is already verified on another account." });
    const [row] = await checksOf(second.id);
    expect(row).toMatchObject({ flag: "reused", selfieKey: null, providerRef: null });
  });

  it("allows 3 attempts a day and 5 in all, then an operator must look", async () => {
    const p = await h.join("Gbenga Daniel");
    const tryOnce = () => h.services.identity.submit(p.id, { idType: "nin", idNumber: "12121212122", selfie });
    for (let i = 0; i < 3; i++) await tryOnce();
    await expect(tryOnce()).rejects.toBeInstanceOf(RateLimitedError);
    clock = new Date(clock.getTime() + 25 * 3_600_000);
    await tryOnce();
    await tryOnce();
    await expect(tryOnce()).rejects.toThrow(/tried 5 times/);
    expect(await checksOf(p.id)).toHaveLength(5);
    expect((await h.services.identity.reviewQueue()).find((q) => q.userId === p.id)).toMatchObject({ flag: "attempts" });
  });

  it("deletes the selfie 30 days after the decision, and keeps the decision", async () => {
    const p = await h.join("Hauwa Bello");
    await h.services.identity.submit(p.id, { idType: "nin", idNumber: "70707070700", selfie });
    const [row] = await checksOf(p.id);
    clock = new Date(clock.getTime() + (SELFIE_KEEP_DAYS - 1) * 86_400_000);
    await h.services.identity.sweep();
    expect(await originals.read(row!.selfieKey!)).toBeDefined();
    clock = new Date(clock.getTime() + 2 * 86_400_000);
    expect((await h.services.identity.sweep()).selfiesDeleted).toBeGreaterThanOrEqual(1);
    expect(await originals.read(row!.selfieKey!)).toBeUndefined();
    expect((await checksOf(p.id))[0]).toMatchObject({ selfieKey: null, status: "verified", idLast4: "0700" });
  });
});

describe("the operators' console", () => {
  it("lists a reused number with the account that holds it verified, never the whole number", async () => {
    const holder = await h.join("Ngozi Eze");
    await h.services.identity.submit(holder.id, { idType: "nin", idNumber: "31313131310", selfie });
    const tryer = await h.join("Ngozi Eze");
    await h.services.identity.submit(tryer.id, { idType: "nin", idNumber: "31313131310", selfie });
    const flag = (await h.services.identity.reusedFlags()).find((f) => f.userId === tryer.id);
    expect(flag).toMatchObject({ name: "Ngozi Eze", email: expect.stringMatching(/^ngozieze-/), idType: "nin", idLast4: "1310", holder: { id: holder.id, name: "Ngozi Eze", verifiedAt: expect.any(String) } });
    expect(JSON.stringify(await h.services.identity.reusedFlags())).not.toContain("31313131310");
    // The holder's own check is not a flag.
    expect((await h.services.identity.reusedFlags()).some((f) => f.userId === holder.id)).toBe(false);
  });

  it("flags a check approved in review whose number was verified on another account meanwhile", async () => {
    const a = await h.join("Obinna Uzo");
    await h.services.identity.submit(a.id, { idType: "nin", idNumber: "41414141411", selfie });
    const b = await h.join("Obinna Uzo");
    await h.services.identity.submit(b.id, { idType: "nin", idNumber: "41414141411", selfie });
    const queue = await h.services.identity.reviewQueue();
    await h.services.identity.decide(operator, queue.find((q) => q.userId === a.id)!.id, { decision: "approve" });
    await h.services.identity.decide(operator, queue.find((q) => q.userId === b.id)!.id, { decision: "approve" });
    expect(await h.services.identity.status(b.id)).toMatchObject({ status: "refused", reason: "This number is already verified on another account." });
    expect((await h.services.identity.reusedFlags()).find((f) => f.userId === b.id)).toMatchObject({ holder: { id: a.id } });
  });

  it("dismisses a flag with a note, audited, and refuses no note or an unknown check, changing nothing", async () => {
    const holder = await h.join("Pelumi Ade");
    await h.services.identity.submit(holder.id, { idType: "nin", idNumber: "51515151510", selfie });
    const tryer = await h.join("Pelumi Adewale");
    await h.services.identity.submit(tryer.id, { idType: "nin", idNumber: "51515151510", selfie });
    const flag = (await h.services.identity.reusedFlags()).find((f) => f.userId === tryer.id)!;

    await expect(h.services.identity.dismissReused(operator, flag.id, { note: "  " })).rejects.toBeInstanceOf(InvalidError);
    await expect(h.services.identity.dismissReused(operator, flag.id, {})).rejects.toMatchObject({ fields: { reason: "Write a short note: the audit log keeps it" } });
    for (const id of [987654321, "abc", "", -1, "1.5"])
      await expect(h.services.identity.dismissReused(operator, id, { note: "Looked" }), String(id)).rejects.toMatchObject({ message: "There is no reused number waiting to be looked at here" });
    // A check that is not a reused flag (the holder's own, verified) cannot be dismissed either.
    const [own] = await checksOf(holder.id);
    await expect(h.services.identity.dismissReused(operator, own!.id, { note: "Looked" })).rejects.toBeInstanceOf(NotFoundError);
    expect((await h.services.identity.reusedFlags()).some((f) => f.id === flag.id)).toBe(true);
    expect(await auditOf("identity.reused.dismiss")).toEqual([]);

    await h.services.identity.dismissReused(operator, String(flag.id), { note: "Same family, two accounts: told them to use one." });
    expect((await h.services.identity.reusedFlags()).some((f) => f.id === flag.id)).toBe(false);
    expect((await checksOf(tryer.id))[0]).toMatchObject({ flag: "reused", status: "refused", flagDismissedBy: operator.id, flagDismissedAt: expect.any(Date) });
    expect(await auditOf("identity.reused.dismiss")).toEqual([
      { subjectId: tryer.id, reason: "Same family, two accounts: told them to use one.", before: { checkId: flag.id, flag: "reused" }, after: { checkId: flag.id, flagDismissed: true } },
    ]);
    // Twice (another operator was first): nothing more is written.
    await expect(h.services.identity.dismissReused(operator, flag.id, { note: "Again" })).rejects.toBeInstanceOf(NotFoundError);
    expect(await auditOf("identity.reused.dismiss")).toHaveLength(1);
  });

  it("allows 5 more attempts to a person who used theirs, audited and told; the daily limit still applies", async () => {
    const p = await h.join("Rotimi Alade");
    const tryOnce = () => h.services.identity.submit(p.id, { idType: "nin", idNumber: "61616161612", selfie });
    for (let i = 0; i < 3; i++) await tryOnce();
    clock = new Date(clock.getTime() + 25 * 3_600_000);
    await tryOnce();
    await tryOnce();
    await expect(tryOnce()).rejects.toThrow(/tried 5 times/);
    const inReview = (await h.services.identity.reviewQueue()).find((q) => q.userId === p.id)!;
    expect(inReview).toMatchObject({ flag: "attempts" });
    expect(await h.services.identity.attempts(p.id)).toEqual({ verifiedAt: null, used: 5, allowed: 5, canAllowMore: true });

    // Bad input changes nothing.
    await expect(h.services.identity.allowMoreAttempts(operator, p.id, { reason: "" })).rejects.toMatchObject({ fields: { reason: expect.any(String) } });
    await expect(h.services.identity.allowMoreAttempts(operator, "no-such-person", { reason: "Typo in the number" })).rejects.toBeInstanceOf(NotFoundError);
    expect(await h.services.identity.attempts(p.id)).toMatchObject({ used: 5, allowed: 5 });
    expect(await h.services.identity.status(p.id)).toMatchObject({ status: "review" });
    expect((await auditOf("identity.attempts.allow")).filter((a) => a.subjectId === p.id)).toEqual([]);

    clock = new Date(clock.getTime() + 60_000);
    expect(await h.services.identity.allowMoreAttempts(operator, p.id, { reason: "They typed a digit wrong each time; called them." })).toEqual({ name: "Rotimi Alade", allowed: 10 });
    expect((await h.services.identity.reviewQueue()).some((q) => q.userId === p.id)).toBe(false);
    expect(await h.services.identity.status(p.id)).toMatchObject({ status: "refused", reason: expect.stringContaining("allowed you 5 more attempts") });
    expect((await auditOf("identity.attempts.allow")).filter((a) => a.subjectId === p.id)).toEqual([
      { subjectId: p.id, reason: "They typed a digit wrong each time; called them.", before: { attemptsUsed: 5, attemptsAllowed: 5 }, after: { attemptsUsed: 5, attemptsAllowed: 10 } },
    ]);
    const person = (await h.db.select({ email: users.email }).from(users).where(eq(users.id, p.id)))[0]!;
    const mails = await h.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, person.email), eq(mailOutbox.subject, "You can verify your identity on Haya again")));
    expect(mails).toHaveLength(1);
    const bell = await h.db.select().from(notifications).where(and(eq(notifications.userId, p.id), eq(notifications.kind, "identity"), eq(notifications.key, "identity:allowed:10")));
    expect(bell.map((n) => n.title)).toEqual(["You can verify your identity again"]);

    // The person tries again: 2 were today, so 1 more today, then the daily limit.
    await tryOnce();
    await expect(tryOnce()).rejects.toThrow(/3 times today/);
    expect(await h.services.identity.attempts(p.id)).toMatchObject({ used: 6, allowed: 10, canAllowMore: false });
    await expect(h.services.identity.allowMoreAttempts(operator, p.id, { reason: "Again" })).rejects.toMatchObject({ message: "This person has not used their attempts yet: 4 left" });
  });

  it("keeps a reused number on the list when the person then runs out of attempts (not moved to review)", async () => {
    const holder = await h.join("Tobi Lawal");
    await h.services.identity.submit(holder.id, { idType: "nin", idNumber: "81818181810", selfie });
    const p = await h.join("Tobi Lawal");
    for (let i = 0; i < 3; i++) await h.services.identity.submit(p.id, { idType: "nin", idNumber: "81818181812", selfie });
    clock = new Date(clock.getTime() + 25 * 3_600_000);
    await h.services.identity.submit(p.id, { idType: "nin", idNumber: "81818181812", selfie });
    await h.services.identity.submit(p.id, { idType: "nin", idNumber: "81818181810", selfie });
    await expect(h.services.identity.submit(p.id, { idType: "nin", idNumber: "81818181812", selfie })).rejects.toThrow(/tried 5 times/);
    expect((await h.services.identity.reviewQueue()).some((q) => q.userId === p.id)).toBe(false);
    expect((await h.services.identity.reusedFlags()).find((f) => f.userId === p.id)).toMatchObject({ holder: { id: holder.id } });
    expect(await h.services.identity.attempts(p.id)).toMatchObject({ used: 5, canAllowMore: true });
  });

  it("refuses more attempts for a verified person", async () => {
    const p = await h.join("Sola Bankole");
    await h.services.identity.submit(p.id, { idType: "nin", idNumber: "71717171710", selfie });
    await expect(h.services.identity.allowMoreAttempts(operator, p.id, { reason: "Why not" })).rejects.toBeInstanceOf(ConflictError);
  });
});

const dojah = await fakeDojah();
describe("Dojah, against a local fake of its API", () => {
  afterAll(() => dojah.close());
  const sent: { name: string; data: { checkId: number } }[] = [];
  const jobs: JobSender = { send: async (name, data) => void sent.push({ name, data: data as { checkId: number } }) };
  const service = createIdentityService(h.db, {
    provider: dojahIdentityProvider(dojah.options),
    originals,
    limiter: createRateLimiter(h.db, () => clock),
    secret: (name) => getOrCreateSecret(h.db, name),
    jobs,
    sendMail: (m) => createMailer({ db: h.db, from: "Haya <no-reply@haya.ng>" }).send(m),
    notify: async () => undefined,
    operators: createOperatorsService(h.db),
    siteUrl: "http://haya.test",
    now: () => clock,
  });

  it("answers pending, keeps the check through an outage, and verifies once Dojah answers", async () => {
    const p = await h.join("Ifeoma Nwosu");
    dojah.register.set("80808080801", { first_name: "IFEOMA", last_name: "NWOSU", date_of_birth: "1992-04-18", confidence: 96.2 });
    const v = await service.submit(p.id, { idType: "nin", idNumber: "80808080801", selfie }, "10.1.1.1");
    expect(v).toMatchObject({ status: "pending", idLast4: "0801", providerDown: false });
    const job = sent.at(-1)!;
    expect(job.name).toBe("identity-check");

    dojah.failFor(1);
    await expect(service.run(job.data.checkId)).rejects.toThrow(/HTTP 503/);
    expect(await service.status(p.id)).toMatchObject({ status: "pending", providerDown: true });

    await service.run(job.data.checkId);
    expect(await service.status(p.id)).toMatchObject({ status: "verified" });
    const [row] = await checksOf(p.id);
    expect(row).toMatchObject({ faceScore: 96.2, verifiedDob: "1992-04-18", nameMatches: true, tries: 2, idSealed: null, providerRef: expect.stringMatching(/^dj_0801/) });
    expect(JSON.stringify(row)).not.toContain("80808080801");
    const call = dojah.calls.at(-1)!;
    expect(call).toMatchObject({ path: "/api/v1/kyc/nin/verify", body: { nin: "80808080801", selfie_image: expect.any(String) } });
  });

  it("sends a low face-match score to review, and a number Dojah does not know is refused", async () => {
    const p = await h.join("Jide Kosoko");
    dojah.register.set("90909090901", { first_name: "Jide", last_name: "Kosoko", date_of_birth: "1980-01-01", confidence: 55 });
    await service.submit(p.id, { idType: "nin", idNumber: "90909090901", selfie });
    await service.run(sent.at(-1)!.data.checkId);
    expect(await service.status(p.id)).toMatchObject({ status: "review", reason: expect.stringContaining("selfie could not be matched") });

    const q = await h.join("Kemi Adetiba");
    await service.submit(q.id, { idType: "drivers_licence", idNumber: "ABC12345678", selfie });
    await service.run(sent.at(-1)!.data.checkId);
    expect(await service.status(q.id)).toMatchObject({ status: "refused", idType: "drivers_licence", idLast4: "5678" });
  });

  it("sends a pending check whose job gave up again from the sweep", async () => {
    const p = await h.join("Lola Shoneye");
    dojah.register.set("60606060601", { first_name: "Lola", last_name: "Shoneye", date_of_birth: "1985-05-05", confidence: 99 });
    await service.submit(p.id, { idType: "nin", idNumber: "60606060601", selfie });
    const before = sent.length;
    clock = new Date(clock.getTime() + 20 * 60_000);
    expect((await service.sweep()).resent).toBeGreaterThanOrEqual(1);
    expect(sent.slice(before).some((s) => s.name === "identity-check")).toBe(true);
  });
});
