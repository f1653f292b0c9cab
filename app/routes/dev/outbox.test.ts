import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../server/testing/db";
import { createServices, type Services } from "../../../server/services";
import type { Route } from "./+types/outbox";
import { loader } from "./outbox";
import { testContext } from "../../../server/testing/page-context";

let services: Services;
beforeAll(async () => {
  services = createServices((await freshDatabase({ seed: false })).db, { mailFrom: "Haya <no-reply@haya.ng>" });
});

function load(path: string, { devOutbox = true, id }: { devOutbox?: boolean; id?: string } = {}) {
  const args = { request: new Request(`http://haya.test${path}`), params: { id }, context: testContext({ services, log: () => {}, devOutbox }) };
  return loader(args as unknown as Route.LoaderArgs);
}

/** The status of what the loader threw (React Router's `data(…, { status })`). */
async function thrownStatus(p: Promise<unknown>): Promise<number | undefined> {
  const thrown = await p.then(() => undefined, (e: unknown) => e);
  return (thrown as { init?: { status?: number } } | undefined)?.init?.status;
}

describe("/dev/outbox loader", () => {
  it("is a 404 when DEV_OUTBOX is off, for the list and for a message", async () => {
    await services.mail.send({ to: "ada@example.com", subject: "Secret link", text: "https://haya.ng/reset?token=x" });
    const [sent] = await services.outbox.list();
    expect(await thrownStatus(load("/dev/outbox", { devOutbox: false }))).toBe(404);
    expect(await thrownStatus(load(`/dev/outbox/${sent!.id}`, { devOutbox: false, id: String(sent!.id) }))).toBe(404);
  });

  it("lists the outbox newest first, filtered by recipient, and shows one message", async () => {
    await services.mail.send({ to: "bola@example.com", subject: "Verify your email", text: "https://haya.ng/verify?token=y", html: "<p>Verify</p>" });
    const all = await load("/dev/outbox");
    expect(all).toMatchObject({ kind: "list", to: "", transport: "outbox" });
    expect(all.kind === "list" && all.messages.map((m) => m.subject)).toEqual(["Verify your email", "Secret link"]);

    const filtered = await load("/dev/outbox?to=BOLA%40example.com");
    expect(filtered.kind === "list" && filtered.messages.map((m) => m.to)).toEqual(["bola@example.com"]);
    const tooLong = await load(`/dev/outbox?to=${"a".repeat(255)}`);
    expect(tooLong).toMatchObject({ kind: "list", messages: [], error: "An email address has at most 254 characters" });

    const id = all.kind === "list" ? all.messages[0]!.id : 0;
    expect(await load(`/dev/outbox/${id}`, { id: String(id) })).toMatchObject({ kind: "message", message: { id, to: "bola@example.com", html: "<p>Verify</p>" } });
  });

  it("is a 404 for an id that is not a message", async () => {
    for (const id of ["999999", "abc", "1e3", "-1", "99999999999"]) expect(await thrownStatus(load(`/dev/outbox/${id}`, { id })), id).toBe(404);
  });
});
