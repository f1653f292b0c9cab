// A person's copy of their own data (issue 37, item 4; the Nigeria Data Protection Act's right to a portable copy;
// decision 056). Asked for on /account or POST /api/v1/me/export, made in the background by the data-export job (a ZIP
// of JSON files and their listings' photo originals, archive.ts), kept as a private file in the media originals under
// `exports/…` (never under `originals/`, which is all /media reads), e-mailed as a link to /account, downloadable by its
// owner's session for EXPORT_VALID_HOURS, then deleted by the data-export-sweep. One at a time: asking again while one is
// being made answers with that one.
import { randomBytes } from "node:crypto";
import type { Locale } from "../../../core/locales";
import { isLocale } from "../../../core/locales";
import { lagosTime } from "../../../core/dates";
import { m } from "../../../core/paraglide/messages";
import type { Db, Tx } from "../../db/client";
import { NotFoundError } from "../../errors";
import type { JobSender } from "../../jobs/queue";
import { errorText, type Log } from "../../logger";
import type { RateLimiter } from "../accounts/rate-limit";
import { describeDevice } from "../accounts/sessions";
import type { Mail, SendOptions } from "../mail/mail.service";
import { isDemoPhotoKey, renderDemoArt } from "../media/demo-art";
import type { MediaStorage } from "../media/storage";
import { buildArchive, type ArchivePhoto, type ExportFileName } from "./archive";
import { exportReadyMail } from "./exports.mails";
import * as repo from "./exports.repo";
import type { DataExport } from "./exports.schema";

/** How long a made export can be downloaded. */
export const EXPORT_VALID_HOURS = 24;
/** A pending export older than this has failed every retry (the job gives up well before): it no longer blocks a new one. */
export const EXPORT_GIVE_UP_MS = 60 * 60_000;

export interface ExportsDeps {
  /** The media originals: the listings' photos are read from `originals/…`, the archives written under `exports/…`. */
  originals: MediaStorage;
  limiter: RateLimiter;
  /** The queue: the archive is made by the data-export job, written with the ask. Unset (tests): made right away. */
  jobs?: JobSender | undefined;
  /** Sends now, at most once per key (the job's mailer). */
  sendMail: (mail: Mail, opts?: SendOptions) => Promise<void>;
  siteUrl: string;
  now?: (() => Date) | undefined;
  log?: Log | undefined;
}

/** Where an export's download is: the API's, for its owner's session only. */
export const downloadPath = (id: number) => `/api/v1/me/export/${id}/download`;

/** An export's state as its owner sees it: a pending one that gave up, or a ready one past its end, is expired. */
function stateOf(row: repo.ExportRow, at: Date): DataExport["status"] {
  if (row.status === "pending") return at.getTime() - row.createdAt.getTime() > EXPORT_GIVE_UP_MS ? "expired" : "pending";
  if (row.status === "ready" && row.expiresAt && row.expiresAt > at && row.storageKey) return "ready";
  return "expired";
}

export function createExportsService(db: Db, deps: ExportsDeps) {
  const now = deps.now ?? (() => new Date());
  const log: Log = deps.log ?? (() => {});
  const origin = deps.siteUrl.replace(/\/+$/, "");

  const viewOf = (row: repo.ExportRow): DataExport => {
    const status = stateOf(row, now());
    return {
      id: row.id,
      status,
      url: status === "ready" ? downloadPath(row.id) : null,
      createdAt: row.createdAt.toISOString(),
      expiresAt: status === "ready" ? row.expiresAt!.toISOString() : null,
      sizeBytes: status === "ready" ? row.sizeBytes : null,
    };
  };

  /** Everything the archive holds about the person, and their listings' photos to read. */
  async function collect(userId: string) {
    const profile = await repo.profileOf(db, userId);
    if (!profile.profile) throw new NotFoundError(m.err_export_not_found());
    const locale: Locale = isLocale(profile.profile.language) ? profile.profile.language : "en";
    const [listings, bookings, payments, refunds, payouts, claims, conversations, reviews, notifications, saved, signIns] = await Promise.all([
      repo.listingsOf(db, userId),
      repo.bookingsOf(db, userId),
      repo.paymentsOf(db, userId),
      repo.refundsOf(db, userId),
      repo.payoutsOf(db, userId),
      repo.claimsOf(db, userId),
      repo.conversationsOf(db, userId),
      repo.reviewsOf(db, userId),
      repo.notificationsOf(db, userId),
      repo.savedOf(db, userId),
      repo.signInsOf(db, userId),
    ]);
    const consents = await repo.consentsOf(db, userId, profile.profile.email);
    const photos: (ArchivePhoto & { listingId: number; position: number })[] = listings.flatMap((l) =>
      l.photos.map((p) => {
        const demo = isDemoPhotoKey(p.key);
        return {
          listingId: l.id,
          position: p.position,
          path: `photos/listing-${l.id}/${p.position + 1}.${demo ? "svg" : "webp"}`,
          read: async () => {
            if (demo) {
              const svg = renderDemoArt(p.key);
              return svg === undefined ? undefined : Buffer.from(svg);
            }
            return deps.originals.read(`originals/${p.key}`);
          },
        };
      }),
    );
    const json = (photosIn: Set<string>): Record<ExportFileName, unknown> => ({
      "profile.json": profile,
      "listings.json": listings.map((l) => ({
        ...l,
        photos: l.photos.map(({ key: _key, ...p }) => {
          const path = photos.find((x) => x.listingId === l.id && x.position === p.position)!.path;
          return { ...p, file: photosIn.has(path) ? path : null };
        }),
      })),
      "bookings.json": bookings,
      "payments.json": payments,
      "refunds.json": refunds,
      "payouts.json": payouts,
      "claims.json": claims,
      "messages.json": conversations,
      "reviews.json": reviews,
      "notifications.json": notifications,
      "saved-searches.json": saved,
      "consents.json": consents,
      "sign-in-history.json": {
        ...signIns,
        sessions: signIns.sessions.map(({ userAgent, ...s }) => ({ device: describeDevice(userAgent, locale), userAgent, ...s })),
      },
    });
    return { person: profile.profile, locale, photos, json };
  }

  /** The ready e-mail, sent once per export whatever the retries. */
  async function mailReady(row: repo.ExportRow, person: { name: string; email: string; language: string }) {
    await deps.sendMail(exportReadyMail({ to: person.email, name: person.name, language: person.language, expiresAt: row.expiresAt!, siteUrl: origin }), { key: `data-export:${row.id}` });
  }

  /** Makes export `id` (the data-export job): its archive, stored, then the e-mail. A retry finishes what the last try did not. */
  async function make(id: number): Promise<void> {
    const row = await repo.findExport(db, id);
    if (!row) return;
    if (row.status === "ready") {
      // The archive was made and the e-mail not sent: send it (at most once).
      const { profile } = await repo.profileOf(db, row.userId);
      if (profile && stateOf(row, now()) === "ready") await mailReady(row, profile);
      return;
    }
    if (stateOf(row, now()) !== "pending") return;
    const { person, locale, photos, json } = await collect(row.userId);
    const madeAt = now();
    const { zip, photos: counted } = await buildArchive({ locale, name: person.name, madeAt: lagosTime(madeAt), json, photos });
    const key = `exports/${row.userId.replace(/[^A-Za-z0-9_-]/g, "")}/${randomBytes(12).toString("base64url")}.zip`;
    await deps.originals.write(key, zip);
    const expiresAt = new Date(madeAt.getTime() + EXPORT_VALID_HOURS * 3_600_000);
    if (!(await repo.markReady(db, id, { storageKey: key, sizeBytes: zip.length, readyAt: madeAt, expiresAt }))) {
      // Given up on or deleted with the account meanwhile: the file must not stay.
      await deps.originals.remove(key);
      return;
    }
    log("info", "data export made", { exportId: id, bytes: zip.length, photos: counted.included, photosLeftOut: counted.leftOut });
    await mailReady({ ...row, status: "ready", storageKey: key, expiresAt }, person);
  }

  return {
    /**
     * Asks for a new export of the person's data: answers it pending (or, without a queue, as made). While one is being
     * made, answers with that one and makes no other; at most LIMITS.dataExportAccount a day.
     */
    async request(userId: string): Promise<DataExport> {
      const at = now();
      await repo.abandonStale(db, userId, new Date(at.getTime() - EXPORT_GIVE_UP_MS));
      const latest = await repo.latestExport(db, userId);
      if (latest && latest.status === "pending") return viewOf(latest);
      await deps.limiter.attempt([["dataExportAccount", userId]]);
      const row = await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        const made = await repo.insertPending(t as unknown as Db, userId, at);
        if (made && deps.jobs) await deps.jobs.send("data-export", { exportId: made.id }, tx);
        return made;
      });
      // Asked twice at once: the other ask's export is the one.
      if (!row) return viewOf((await repo.latestExport(db, userId))!);
      if (!deps.jobs) await make(row.id);
      return viewOf((await repo.findExport(db, row.id))!);
    },

    /** The person's newest export, or null when they never asked. */
    async latest(userId: string): Promise<DataExport | null> {
      const row = await repo.latestExport(db, userId);
      return row ? viewOf(row) : null;
    },

    /**
     * The archive of export `id` for its owner: `expired` once its 24 hours have passed (or it was never made); another
     * person's, or none, is not found.
     */
    async download(userId: string, id: number): Promise<{ expired: true } | { expired: false; body: Buffer; filename: string }> {
      const row = await repo.findExport(db, id);
      if (!row || row.userId !== userId) throw new NotFoundError(m.err_export_not_found());
      if (stateOf(row, now()) !== "ready") return { expired: true };
      const body = await deps.originals.read(row.storageKey!);
      if (!body) return { expired: true };
      return { expired: false, body, filename: `haya-data-${row.readyAt!.toISOString().slice(0, 10)}.zip` };
    },

    make,

    /** Deletes the files of exports past their end and marks them expired (the data-export-sweep job): how many. */
    async sweep(at: Date = now()): Promise<number> {
      const due = await repo.dueExports(db, at);
      for (const d of due) if (d.key) await deps.originals.remove(d.key);
      await repo.expireRows(
        db,
        due.map((d) => d.id),
      );
      return due.length;
    },

    /** Deletes archive files whose rows are gone (an account deleted: accounts.repo's anonymiseUser deleted the rows). */
    async removeFiles(keys: string[]): Promise<void> {
      for (const key of keys)
        await deps.originals.remove(key).catch((e: unknown) => log("error", "data export file not deleted; the sweep cannot find it again", { key, error: errorText(e) }));
    },
  };
}
export type ExportsService = ReturnType<typeof createExportsService>;
