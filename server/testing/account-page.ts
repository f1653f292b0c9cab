// /account's loader and action called as a browser would, for the account page's tests (app/routes/account): a
// person's page context from their session cookie, and form posts that answer what the action returns or throws.
import type { Route } from "../../app/routes/account/+types/index";
import { action, loader } from "../../app/routes/account/index";
import { meta } from "./accounts";
import type { ApiHarness } from "./http";
import { testContext } from "./page-context";

export function accountPage(h: ApiHarness, ip: string) {
  async function contextOf(cookie: string) {
    const { session } = await h.services.accounts.getSession(meta(cookie));
    return testContext({ services: h.services, log: () => {}, siteUrl: "http://localhost", session, meta: { ip, headers: new Headers({ cookie }) } });
  }
  return {
    /** POST /account with `fields`, as its forms send them. */
    async post(cookie: string, fields: Record<string, string>) {
      const request = new Request("http://localhost/account", { method: "POST", body: new URLSearchParams(fields) });
      try {
        return await action({ request, params: {}, context: await contextOf(cookie) } as unknown as Route.ActionArgs);
      } catch (thrown) {
        return thrown;
      }
    },
    /** GET /account`query`'s loader data. */
    async load(cookie: string, query = "") {
      const request = new Request(`http://localhost/account${query}`);
      return loader({ request, params: {}, context: await contextOf(cookie) } as unknown as Route.LoaderArgs);
    },
  };
}
