// Photo storage in a temporary folder for tests that read what was stored; removed when the test file ends.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { localStorage } from "../features/media/storage";

export function tempMedia(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `haya-${prefix}-`));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return { dir, originals: localStorage(path.join(dir, "media")), cache: localStorage(path.join(dir, "cache")) };
}
