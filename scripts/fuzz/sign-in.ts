// The fuzz's people on a running Haya with the demo data (README: Demo people), signed in as a browser does, through
// the /login form: the demo owner and renter, and a stranger who joins for the run.
import { DEMO_OWNER, DEMO_PASSWORD, DEMO_RENTER } from "../../server/seed/data/demo-people";
import type { HttpClient } from "./client";

async function postLogin(
  client: HttpClient,
  form: Record<string, string>,
  ip: string,
): Promise<{ cookie: string }> {
  const a = await client.send({
    method: "POST",
    path: "/login",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: client.origin,
      "x-forwarded-for": ip,
    },
    body: Buffer.from(new URLSearchParams(form).toString()),
  });
  const setCookie = a.headers["set-cookie"] ?? [];
  const cookie = setCookie
    .map((c) => c.split(";")[0])
    .filter((c) => !/=$/.test(c!))
    .join("; ");
  if (!cookie)
    throw new Error(
      `signing in as ${form.email} failed: ${a.error ?? a.status} ${a.body.toString("utf8").slice(0, 300)}`,
    );
  return { cookie };
}

export async function signInOverHttp(client: HttpClient) {
  const stranger = `stranger-${Date.now().toString(36)}@example.com`;
  return {
    owner: await postLogin(
      client,
      { email: DEMO_OWNER.email, password: DEMO_PASSWORD },
      "10.77.0.2",
    ),
    renter: await postLogin(
      client,
      { email: DEMO_RENTER.email, password: DEMO_PASSWORD },
      "10.77.0.3",
    ),
    stranger: await postLogin(
      client,
      {
        mode: "signup",
        name: "Sade Stranger",
        email: stranger,
        password: `kola-river-${Math.random().toString(36).slice(2)}-Lagos`,
      },
      "10.77.0.4",
    ),
  };
}
