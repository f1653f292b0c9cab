// Page form posts with bad bytes: the action never runs, and the page gets its form back with messages (status 400).
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { guardFormActions } from "./bad-bytes-forms";
import { messagesFollowRequest } from "../i18n/messages-locale";
import { requestLocale } from "../i18n/request-locale";
import { testContext } from "../../testing/page-context";
import { m } from "../../../core/paraglide/messages";

// What the code under test says, in English (it speaks the request's language).
const BAD_FORM_MESSAGE =
  "Something you sent contains a character that can't be used (an invisible control character, or a broken one). We took it out: check what you typed and send the form again.";
const BAD_FIELD_MESSAGE = m.err_bad_field({}, { locale: "en" });

type Args = Parameters<NonNullable<ServerBuild["routes"][string]>["module"]["action"] & {}>[0];

/** A build of one route whose action records the form it read. */
function buildWithAction() {
  const seen: FormData[] = [];
  const build = {
    routes: {
      "routes/contact": {
        id: "routes/contact",
        path: "contact",
        module: { action: async ({ request }: { request: Request }) => (seen.push(await request.formData()), { ok: true }) },
      },
      "routes/home": { id: "routes/home", index: true, module: {} },
    },
  } as unknown as ServerBuild;
  const guarded = guardFormActions(build);
  const action = guarded.routes["routes/contact"]!.module.action!;
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    action({ request: new Request("http://haya.test/contact", { method: "POST", body, headers }), params: {}, context: testContext({}) } as unknown as Args);
  return { build, guarded, seen, post };
}

const urlencoded = { "content-type": "application/x-www-form-urlencoded" };

describe("page form actions", () => {
  it("gives the form back without running the action: bad characters taken out, secrets dropped, each field named", async () => {
    const { post, seen } = buildWithAction();
    const answer = await post("intent=send&name=Ada%00Obi&message=Line+1%0D%0ALine%092&password=pa%01ss&email=ada%40example.com", urlencoded);
    expect(seen).toHaveLength(0);
    expect(answer).toMatchObject({
      type: "DataWithResponseInit",
      init: { status: 400 },
      data: {
        ok: false,
        errors: { form: BAD_FORM_MESSAGE, name: BAD_FIELD_MESSAGE, password: BAD_FIELD_MESSAGE },
        values: { intent: "send", name: "AdaObi", message: "Line 1\r\nLine\t2", email: "ada@example.com" },
        message: BAD_FORM_MESSAGE,
      },
    });
    expect((answer as { data: { values: object } }).data.values).not.toHaveProperty("password");
  });

  it("refuses broken percent-encoding, bytes that are not UTF-8 and a tab in a one-line field", async () => {
    const { post, seen } = buildWithAction();
    for (const [body, field] of [
      ["name=50%off", "name"],
      ["name=%ED%A0%80", "name"],
      [new Uint8Array([0x6e, 0x3d, 0xff]), "form"],
      ["name=Ada%09Obi", "name"],
      ["a%00b=1", "form"],
    ] as const) {
      const answer = (await post(body, urlencoded)) as { init: { status: number }; data: { errors: Record<string, string> } };
      expect(answer.init.status, String(body)).toBe(400);
      expect(Object.keys(answer.data.errors), String(body)).toContain(field);
    }
    expect(seen).toHaveLength(0);
  });

  it("checks a multipart form's text fields and hands the action the same form, files untouched, read once", async () => {
    const { post, seen } = buildWithAction();
    const photo = new File([new Uint8Array([0, 1, 2, 0xff, 0xd8])], "photo.jpg", { type: "image/jpeg" });
    const form = new FormData();
    form.append("intent", "avatar");
    form.append("avatar", photo);
    expect(await post(form)).toEqual({ ok: true });
    expect(seen).toHaveLength(1);
    const file = seen[0]!.get("avatar") as File;
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([0, 1, 2, 0xff, 0xd8]));

    const bad = new FormData();
    bad.append("intent", "profile");
    bad.append("name", "Ada\u0000");
    const answer = (await post(bad)) as { init: { status: number }; data: { errors: Record<string, string>; values: Record<string, string> } };
    expect(answer.init.status).toBe(400);
    expect(answer.data.errors.name).toBe(BAD_FIELD_MESSAGE);
    expect(answer.data.values).toEqual({ intent: "profile", name: "Ada" });
    expect(seen).toHaveLength(1);

    const broken = (await post("--x\r\nnot a part", { "content-type": "multipart/form-data; boundary=y" })) as { init: { status: number } };
    expect(broken.init.status).toBe(400);
  });

  it("passes good forms and other bodies through as they are", async () => {
    const { post, seen, guarded, build } = buildWithAction();
    expect(await post("name=Ada+Obi&message=Hello%0D%0Athere", urlencoded)).toEqual({ ok: true });
    expect(Object.fromEntries(seen[0]!)).toEqual({ name: "Ada Obi", message: "Hello\r\nthere" });
    expect(guarded.routes["routes/home"]).toBe(build.routes["routes/home"]);
    expect(guardFormActions(build)).toBe(guarded);
  });

  it("says so in the page's language: Pidgin on a Pidgin page", async () => {
    messagesFollowRequest();
    const { post } = buildWithAction();
    const answer = (await requestLocale.run("pcm", () => post("name=Ada%00Obi", urlencoded))) as { data: { errors: Record<string, string> } };
    expect(answer.data.errors).toEqual({
      form: "Something wey you send get one character wey no fit work (one control character wey you no fit see, or one wey don spoil). We don comot am: check wetin you type, then send di form again.",
      name: "Dis one get character wey no fit work; we don comot am. Check am, then send again.",
    });
    const broken = (await requestLocale.run("pcm", () => post("--x\r\nnot a part", { "content-type": "multipart/form-data; boundary=y" }))) as { data: { errors: Record<string, string> } };
    expect(broken.data.errors).toEqual({ form: "We no fit read your form. Abeg send am again." });
    expect(((await post("--x\r\nnot a part", { "content-type": "multipart/form-data; boundary=y" })) as { data: { errors: object } }).data.errors).toEqual({ form: "Your form could not be read. Please send it again." });
  });
});
