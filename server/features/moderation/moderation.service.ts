// The console's queues in one place for services.ts: business verification, the contact inbox and reports.
import type { Db } from "../../db/client";
import type { BookingsService } from "../bookings/bookings.service";
import type { MediaStorage } from "../media/storage";
import { createOperatorsService } from "../operators/operators.service";
import { createBusinessQueue } from "./business-queue.service";
import { createContactInbox } from "./contact-inbox.service";
import type { ModerationDeps } from "./moderation.mails";
import { createReportsQueue } from "./reports-queue.service";

export function createModerationService(
  db: Db,
  deps: Omit<ModerationDeps, "operators"> & { originals: MediaStorage; bookings: Pick<BookingsService, "cancelAsOperator" | "announceMove"> },
) {
  const all = { ...deps, operators: createOperatorsService(db) };
  return {
    business: createBusinessQueue(db, all),
    contact: createContactInbox(db, all),
    reports: createReportsQueue(db, all),
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
