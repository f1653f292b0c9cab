import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { allDemoPhotoKeys } from "../../seed/demo";
import { allowDemoKeys, demoPhotoKey } from "./demo-art";
import { createMediaService } from "./media.service";
import { localStorage } from "./storage";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "haya-media-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
allowDemoKeys(allDemoPhotoKeys());
const media = createMediaService(localStorage(path.join(dir, "o")), localStorage(path.join(dir, "c")));

describe("photo variants", () => {
  it("renders a seeded demo photo as WebP at an allowed width and caches it", async () => {
    const key = allDemoPhotoKeys()[0]!;
    const v = await media.getVariant(key, 320, "webp");
    expect(v?.contentType).toBe("image/webp");
    expect(v!.body.subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect(fs.readdirSync(path.join(dir, "c"), { recursive: true }).length).toBeGreaterThan(0);
  });

  it("refuses widths outside the fixed set", async () => {
    expect(await media.getVariant(allDemoPhotoKeys()[0]!, 333, "webp")).toBeUndefined();
  });

  it("refuses demo keys the seed cannot produce, so URLs cannot order new renders", async () => {
    expect(await media.getVariant(demoPhotoKey("car", ["#123456", "#abcdef"], 1), 320, "webp")).toBeUndefined();
  });

  it("refuses unsafe keys without throwing", async () => {
    for (const key of ["../etc/passwd", "a b", "/abs", "x/../../y"])
      expect(await media.getVariant(key, 320, "webp")).toBeUndefined();
  });
});
