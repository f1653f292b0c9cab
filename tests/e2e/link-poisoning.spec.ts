// Links in e-mails never come from the request: a script that sends another Host (or X-Forwarded-Host) to the sign-up,
// password-reset or resend forms, with a matching Origin so that the cross-site guard lets it by, still gets e-mails
// whose every link points at the site's own address (PUBLIC_URL). Before, the reset link went to the attacker's site.
import http from "node:http";
import { expect, newPerson, signUp, test } from "./accounts-helpers";

const EVIL = "evil.example";

/** A form post sent straight over a socket, so that Host is whatever the attacker writes (fetch would not allow it). */
function forgedPost(baseURL: string, path: string, form: Record<string, string>, headers: Record<string, string>): Promise<number> {
  const body = new URLSearchParams(form).toString();
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: hostname, port, path, method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body), ...headers } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** Every absolute link in every e-mail to `to`, read from the dev outbox. */
async function linksMailedTo(request: import("@playwright/test").APIRequestContext, to: string): Promise<string[]> {
  const list = await (await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`)).text();
  const ids = [...new Set([...list.matchAll(/href="\/dev\/outbox\/(\d+)"/g)].map((m) => m[1]!))];
  expect(ids.length, `no e-mail to ${to}`).toBeGreaterThan(0);
  const links: string[] = [];
  for (const id of ids) {
    // The e-mail is the page's main part (the site's footer links to social networks).
    const html = /<main[\s\S]*<\/main>/.exec(await (await request.get(`/dev/outbox/${id}`)).text())?.[0] ?? "";
    links.push(...[...html.matchAll(/href="(https?:\/\/[^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&")));
  }
  return links;
}

const ATTACKS: [label: string, headers: Record<string, string>][] = [
  ["Host", { host: EVIL, origin: `http://${EVIL}` }],
  ["X-Forwarded-Host", { "x-forwarded-host": EVIL, origin: `http://${EVIL}` }],
  ["Host and X-Forwarded-Host with X-Forwarded-Proto", { host: EVIL, "x-forwarded-host": EVIL, "x-forwarded-proto": "https", origin: `https://${EVIL}` }],
];

for (const [label, headers] of ATTACKS) {
  test(`a forged ${label} never reaches a link in the sign-up, reset or 'already joined' e-mails`, async ({ baseURL, request, browser, ip }) => {
    const victim = await signUp(await (await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": ip } })).newPage(), newPerson("victim"));
    const fresh = newPerson("fresh");
    const sent = { ...headers, "x-forwarded-for": ip };
    // Whatever the guard answers, no e-mail may carry the forged address: the statuses say how far each request got.
    const statuses = [
      await forgedPost(baseURL!, "/forgot-password", { email: victim.email }, sent),
      await forgedPost(baseURL!, "/login", { mode: "signup", name: fresh.name, email: fresh.email, password: fresh.password }, sent),
      await forgedPost(baseURL!, "/login", { mode: "signup", name: victim.name, email: victim.email, password: `${victim.password}-x` }, sent),
    ];
    expect(statuses.every((s) => s < 500), String(statuses)).toBe(true);

    // The e-mails are sent by the job queue a moment later: the victim's sign-up, then the reset and 'already joined'
    // e-mails of the forged posts that got through (a refused one, 403 or 400, sends nothing).
    const expected = 1 + (statuses[0]! < 400 ? 1 : 0) + (statuses[2]! < 400 ? 1 : 0);
    await expect.poll(async () => (await linksMailedTo(request, victim.email).catch(() => [])).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(expected);
    const links = [...(await linksMailedTo(request, victim.email)), ...(await linksMailedTo(request, fresh.email).catch(() => []))];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(new URL(link).origin, link).toBe(new URL(baseURL!).origin);
    expect(links.join(" ")).not.toContain(EVIL);
  });
}
