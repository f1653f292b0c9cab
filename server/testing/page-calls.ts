// A page's loader and action called as a browser would, for a page's tests: a person's page context from their session
// cookie, and form posts that answer what the action returns or throws. The page's module is handed in by the test
// (app/ lies above server/: nothing here imports it).
import { meta } from "./accounts";
import type { ApiHarness } from "./http";
import { testContext } from "./page-context";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a route module's own Route.*Args types stay with it
type Handler = (args: any) => unknown;

export function pageCalls<P extends { loader: Handler; action: Handler }>(h: ApiHarness, ip: string, path: string, page: P) {
  async function contextOf(cookie: string) {
    const { session } = await h.services.accounts.getSession(meta(cookie));
    return testContext({ services: h.services, log: () => {}, siteUrl: "http://localhost", session, meta: { ip, headers: new Headers({ cookie }) } });
  }
  return {
    /** POST `path` with `fields`, as its forms send them: what the action answered, or threw. */
    async post(cookie: string, fields: Record<string, string>): Promise<unknown> {
      const request = new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });
      try {
        return await page.action({ request, params: {}, context: await contextOf(cookie) });
      } catch (thrown) {
        return thrown;
      }
    },
    /** GET `path` + `query`: the loader's data. */
    async load(cookie: string, query = ""): Promise<Awaited<ReturnType<P["loader"]>>> {
      return (await page.loader({ request: new Request(`http://localhost${path}${query}`), params: {}, context: await contextOf(cookie) })) as Awaited<ReturnType<P["loader"]>>;
    },
  };
}
