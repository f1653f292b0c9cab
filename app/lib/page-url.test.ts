import { describe, expect, it } from "vitest";
import { pageUrl } from "./page-url.server";

const of = (u: string) => pageUrl(new Request(`http://haya.test${u}`)).toString().replace("http://haya.test", "");

describe("pageUrl", () => {
  it("turns React Router's data requests back into the page's address", () => {
    expect(of("/browse.data?search=jeep&_routes=routes%2Fbrowse")).toBe("/browse?search=jeep");
    expect(of("/_.data")).toBe("/");
    expect(of("/pcm/_.data?_routes=root")).toBe("/pcm/");
    expect(of("/bookings/12.data?index")).toBe("/bookings/12");
  });

  it("leaves a page's own address as it is", () => {
    expect(of("/browse?search=jeep&state=Lagos")).toBe("/browse?search=jeep&state=Lagos");
    expect(of("/item/3/data-saver")).toBe("/item/3/data-saver");
    expect(of("/browse?index=2")).toBe("/browse?index=2");
  });
});
