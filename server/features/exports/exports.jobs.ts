// Data exports' background work on the job queue: making one archive (written with the ask), and every 10 minutes,
// deleting the files of those past their 24 hours.
import type { JobHandler } from "../../jobs/queue";
import type { Log } from "../../logger";
import type { ExportsService } from "./exports.service";

export function exportsJobs(exports: Pick<ExportsService, "make" | "sweep">, log: Log): Record<"data-export" | "data-export-sweep", JobHandler> {
  return {
    "data-export": (data) => exports.make((data as { exportId: number }).exportId),
    async "data-export-sweep"() {
      const expired = await exports.sweep();
      if (expired > 0) log("info", "data exports expired and deleted", { expired });
    },
  };
}
