// Identity checks' background work: asking the provider (written with the check), and every 10 minutes the sweep.
import type { JobHandler } from "../../jobs/queue";
import type { Log } from "../../logger";
import type { IdentityService } from "./identity.service";

export function identityJobs(identity: Pick<IdentityService, "run" | "sweep">, log: Log): Record<"identity-check" | "identity-sweep", JobHandler> {
  return {
    "identity-check": (data) => identity.run((data as { checkId: number }).checkId),
    async "identity-sweep"() {
      const r = await identity.sweep();
      if (r.resent > 0 || r.selfiesDeleted > 0) log("info", "identity sweep", r);
    },
  };
}
