// The admin side's queues in one place for services.ts: business verification, the contact inbox and reports.
import type { Db } from "../../db/client";
import type { BookingsService } from "../bookings/bookings.service";
import type { MediaStorage } from "../media/storage";
import { createOperatorsService } from "./admin-operators.service";
import { createBusinessQueue } from "./admin-business-queue.service";
import { createContactInbox } from "./admin-contact-inbox.service";
import type { AdminQueuesDeps } from "./admin-queues.mails";
import { createReportsQueue } from "./admin-reports-queue.service";

export function createAdminQueuesService(
  db: Db,
  deps: Omit<AdminQueuesDeps, "operators"> & { originals: MediaStorage; bookings: Pick<BookingsService, "cancelAsOperator" | "announceMove"> },
) {
  const all = { ...deps, operators: createOperatorsService(db) };
  return {
    business: createBusinessQueue(db, all),
    contact: createContactInbox(db, all),
    reports: createReportsQueue(db, all),
  };
}
export type AdminQueuesService = ReturnType<typeof createAdminQueuesService>;
