// Saved searches: 'Save this search' on browse keeps the search (its normalised query string and a label) for the
// person, up to SAVED_SEARCHES_MAX and once each; /saved lists them with their alerts on or off. The daily alert emails
// are saved-search-alerts.ts; their one-click unsubscribe (a signed token naming one search) turns that search's alerts
// off. Only the person's own searches are read or changed by a signed-in call: every call names them.
import { createHmac, timingSafeEqual } from "node:crypto";
import { SAVED_SEARCHES_MAX } from "../../../core/saved";
import type { Db, Tx } from "../../db/client";
import { ConflictError, InvalidError, NotFoundError } from "../../errors";
import type { Log } from "../../logger";
import { sendAlerts, type AlertDeps } from "./saved-search-alerts";
import { labelOf, normaliseQuery } from "./saved-search-query";
import * as repo from "./saved-searches.repo";
import type { SavedSearch } from "./saved.schema";
import { m } from "../../../core/paraglide/messages";

type Conn = Db | Tx;

export interface SavedSearchesDeps extends AlertDeps {
  /** The HMAC key of unsubscribe links (app_secrets "unsubscribe"), read through `conn`. */
  secret: (conn: Conn) => Promise<string>;
  /** PUBLIC_URL: the links in the alert emails. */
  siteUrl: string;
  now?: (() => Date) | undefined;
  log?: Log | undefined;
}

export const viewOf = (r: repo.SavedSearchRow): SavedSearch => ({
  id: r.id,
  query: r.query,
  label: r.label,
  url: r.query ? `/browse?${r.query}` : "/browse",
  alerts: r.alerts,
  lastAlertedAt: r.lastAlertedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

export function createSavedSearchesService(db: Db, deps: SavedSearchesDeps) {
  const now = deps.now ?? (() => new Date());
  const log: Log = deps.log ?? (() => {});
  const origin = deps.siteUrl.replace(/\/+$/, "");

  let secret: string | undefined;
  const sign = async (id: number, conn: Conn = db) => createHmac("sha256", (secret ??= await deps.secret(conn))).update(`unsubscribe-search:${id}`).digest("base64url");

  /** `search.{id}.{hmac}`: names one saved search; no expiry (an old email's link must keep working). */
  async function unsubscribeToken(id: number, conn: Conn = db): Promise<string> {
    return `search.${id}.${await sign(id, conn)}`;
  }

  /** The search a token names; undefined when it is malformed, forged, or names a search deleted since. */
  async function readToken(token: unknown): Promise<repo.SavedSearchRow | undefined> {
    if (typeof token !== "string" || token.length > 200) return undefined;
    const m = /^search\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!m) return undefined;
    const id = Number(m[1]);
    const expected = Buffer.from(await sign(id));
    const given = Buffer.from(m[2]!);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return repo.findSavedSearch(db, id);
  }

  async function own(userId: string, id: number, change: (conn: Conn) => Promise<repo.SavedSearchRow | undefined>): Promise<SavedSearch> {
    const row = await change(db);
    if (!row || row.userId !== userId) throw new NotFoundError(m.err_saved_not_yours());
    return viewOf(row);
  }

  return {
    /**
     * Saves a browse search for the person: InvalidError for a query browse would refuse (or an unknown category),
     * ConflictError for one already saved or at the cap. Alerts start from now: only listings published after it.
     */
    async save(userId: string, input: { query: string; label?: string | undefined; alerts?: boolean | undefined }): Promise<SavedSearch> {
      const { query, parsed } = normaliseQuery(input.query);
      const category = parsed.category && parsed.category !== "all" ? parsed.category : undefined;
      const names = category ? await repo.categoryNames(db, category, parsed.subcategory) : undefined;
      if (category && !names) throw new InvalidError(m.err_no_such_category(), { query: m.err_no_such_category() });
      // A subcategory of another category matches nothing on browse, which drops it: so does its saved search.
      const normal = names && parsed.subcategory && !names.subcategory ? normaliseQuery(query.replace(/(^|&)subcategory=[^&]*/, "")) : { query, parsed };
      const label = input.label?.trim() || labelOf(normal.parsed, { category: names?.category, subcategory: names?.subcategory ?? undefined });
      const row = await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        if ((await repo.lockCount(tx, userId)) >= SAVED_SEARCHES_MAX)
          throw new ConflictError(m.err_saved_searches_max({ max: SAVED_SEARCHES_MAX }));
        const saved = await repo.insertSavedSearch(tx, { userId, query: normal.query, label, alerts: input.alerts ?? true, at: now() });
        if (!saved) throw new ConflictError(m.err_already_saved());
        return saved;
      });
      log("info", "search saved", { userId, savedSearchId: row.id });
      return viewOf(row);
    },
    async list(userId: string): Promise<SavedSearch[]> {
      return (await repo.listSavedSearches(db, userId)).map(viewOf);
    },
    /** Alerts on or off for one of the person's searches; NotFound for another's or an unknown id. */
    setAlerts: (userId: string, id: number, alerts: boolean) => own(userId, id, (conn) => repo.setAlerts(conn, userId, id, alerts)),
    /** Deletes one of the person's searches; NotFound for another's or an unknown id. */
    async remove(userId: string, id: number): Promise<void> {
      if (!(await repo.deleteSavedSearch(db, userId, id))) throw new NotFoundError(m.err_saved_not_yours());
    },
    unsubscribeToken,
    /** What the unsubscribe page shows for a token: the search's label; undefined for a bad token. */
    async readUnsubscribe(token: unknown): Promise<{ label: string } | undefined> {
      const row = await readToken(token);
      return row && { label: row.label };
    },
    /** The one-click unsubscribe: that search's alerts off, without a session. InvalidError for a bad token. */
    async unsubscribe(token: unknown): Promise<{ label: string }> {
      const row = await readToken(token);
      if (!row) throw new InvalidError(m.err_bad_alert_token(), { token: m.err_bad_alert_token() });
      await repo.alertsOff(db, row.id);
      log("info", "saved search alerts off by unsubscribe", { savedSearchId: row.id });
      return { label: row.label };
    },
    /** The alert emails due now (the saved-search-alerts job): how many were sent. */
    sendAlerts: (at?: Date) => sendAlerts({ db, deps, now: at ? () => at : now, log, origin, unsubscribeToken }),
  };
}
export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
