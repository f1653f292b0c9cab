// Builds every domain service on one database; route loaders and API handlers both receive this object.
import type { Db } from "./db/client";
import { createCatalogueService } from "./features/catalogue/catalogue.service";
import { createContactService } from "./features/contact/contact.service";
import { createNewsletterService } from "./features/newsletter/newsletter.service";
import { createSearchService } from "./features/search/search.service";

export function createServices(db: Db) {
  return {
    catalogue: createCatalogueService(db),
    search: createSearchService(db),
    newsletter: createNewsletterService(db),
    contact: createContactService(db),
  };
}
export type Services = ReturnType<typeof createServices>;
