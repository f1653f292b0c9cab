// A page's React Router context for tests that call a loader or action directly, from only the fields it reads.
import { routerContext, type PageContext } from "../http/page-context";

export const testContext = (fields: Partial<PageContext>) => routerContext(fields as PageContext);
