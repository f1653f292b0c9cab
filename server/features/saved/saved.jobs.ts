// Saved searches' background work on the job queue: every hour, one process at a time, the alert emails due (at most
// one a day per search, only when something new matches it).
import type { JobHandler } from "../../jobs/queue";
import type { Log } from "../../logger";
import type { SavedSearchesService } from "./saved-searches.service";

export function savedJobs(savedSearches: Pick<SavedSearchesService, "sendAlerts">, log: Log): Record<"saved-search-alerts", JobHandler> {
  return {
    async "saved-search-alerts"() {
      const sent = await savedSearches.sendAlerts();
      if (sent > 0) log("info", "saved search alert emails", { sent });
    },
  };
}
