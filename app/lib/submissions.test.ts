import { describe, expect, it } from "vitest";
import { isBusy, liveKeys, settle, submissionKey, type Sent } from "./submissions";

const form = (entries: [string, string | File][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

const sentOf = (key: string, over: Partial<Sent> = {}): Sent => ({ key, native: false, mine: true, fresh: true, ...over });

describe("submissionKey", () => {
  it("is the same for the same fields and method, whatever the FormData object or the method's case", () => {
    expect(submissionKey("post", form([["intent", "pay"]]))).toBe(submissionKey("POST", form([["intent", "pay"]])));
  });

  it("tells apart another value, another order, another method and another file", () => {
    const a = submissionKey("POST", form([["intent", "accept"], ["id", "1"]]));
    expect(submissionKey("POST", form([["intent", "accept"], ["id", "2"]]))).not.toBe(a);
    expect(submissionKey("POST", form([["id", "1"], ["intent", "accept"]]))).not.toBe(a);
    expect(submissionKey("GET", form([["intent", "accept"], ["id", "1"]]))).not.toBe(a);
    const photo = (name: string) => submissionKey("POST", form([["photo", new File(["xx"], name, { type: "image/jpeg" })]]));
    expect(photo("a.jpg")).toBe(photo("a.jpg"));
    expect(photo("a.jpg")).not.toBe(photo("b.jpg"));
  });

  it("cannot be confused by a value that looks like the separator", () => {
    expect(submissionKey("POST", form([["a", "1,b"]]))).not.toBe(submissionKey("POST", form([["a", "1"], ["b", ""]])));
  });
});

describe("liveKeys", () => {
  it("lists the router's submissions under way, not idle ones or navigations without a form", () => {
    const data = form([["search", "generator"]]);
    expect(
      liveKeys([
        { state: "loading", formMethod: "GET", formData: data },
        { state: "loading" },
        { state: "idle", formMethod: "POST", formData: form([["email", "a@b.ng"]]) },
      ]),
    ).toEqual([submissionKey("GET", data)]);
  });
});

describe("isBusy and settle", () => {
  const key = submissionKey("POST", form([["intent", "pay"]]));
  const other = submissionKey("POST", form([["intent", "decline"]]));

  it("is busy at once when its form is sent, before the router shows the submission", () => {
    expect(isBusy(null, [])).toBe(false);
    expect(isBusy(sentOf(key), [])).toBe(true);
  });

  it("once the router has shown it under way, is busy exactly as long as the router has it", () => {
    const shown = settle(sentOf(key), [key], false);
    expect(shown.sent).toEqual(sentOf(key, { fresh: false }));
    expect(shown.expire).toBe(false);
    expect(isBusy(shown.sent, [key])).toBe(true);
    expect(isBusy(shown.sent, [other])).toBe(false);
    expect(isBusy(shown.sent, [])).toBe(false);
  });

  it("waits for the router while it works on something else, and times out only once it is idle", () => {
    const sent = sentOf(key);
    expect(settle(sent, [other], false)).toEqual({ sent, expire: false });
    expect(settle(sent, [], false)).toEqual({ sent, expire: false });
    expect(settle(sent, [], true)).toEqual({ sent, expire: true });
    // Timed out, it is still this submission's if the router shows it after all.
    expect(isBusy(sentOf(key, { fresh: false }), [key])).toBe(true);
  });

  it("keeps a form the browser sends itself busy until the page is left", () => {
    const sent = sentOf(key, { native: true });
    expect(settle(sent, [], true)).toEqual({ sent, expire: false });
    expect(isBusy(sent, [])).toBe(true);
  });
});
