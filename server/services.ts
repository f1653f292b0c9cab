// Builds every domain service on one database; route loaders and API handlers both receive this object.
import type { Db } from "./db/client";
import { createCatalogueService } from "./features/catalogue/catalogue.service";
import { createContactService } from "./features/contact/contact.service";
import { createMailer, createOutboxService } from "./features/mail/mail.service";
import { createNewsletterService } from "./features/newsletter/newsletter.service";
import { createSearchService } from "./features/search/search.service";
import type { Log } from "./http/logger";

export function createServices(db: Db, opts: { smtpUrl?: string; mailFrom: string; log?: Log }) {
  return {
    catalogue: createCatalogueService(db),
    search: createSearchService(db),
    newsletter: createNewsletterService(db),
    contact: createContactService(db),
    mail: createMailer({ db, smtpUrl: opts.smtpUrl, from: opts.mailFrom, log: opts.log }),
    outbox: createOutboxService(db),
  };
}
export type Services = ReturnType<typeof createServices>;
