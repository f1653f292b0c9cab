// Photo originals into a backup and back, through the media storage interface: a bucket and DATA_DIR/media alike. In a
// backup they sit under media/ at their storage keys, as in DATA_DIR/media. Resized copies are not kept: they are made
// again from the originals.
import fs from "node:fs/promises";
import path from "node:path";
import type { MediaStorage } from "../features/media/storage";
import { BackupError, sha256, type Manifest } from "./manifest";

/** Requests to a bucket at once: enough to hide its latency, few enough for a small machine. */
const AT_ONCE = 8;

async function eachAtOnce<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker));
}

/** Copies the originals of `keys` into `dir`/media; an original the database names but storage does not have is reported, not fatal. */
export async function savePhotos(storage: MediaStorage, keys: string[], dir: string) {
  const files: Manifest["files"] = {};
  const missing: string[] = [];
  let bytes = 0;
  await eachAtOnce(keys, async (key) => {
    const data = await storage.read(`originals/${key}`);
    if (!data) return void missing.push(key);
    const name = `media/originals/${key}`;
    const file = path.join(dir, name);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, data);
    files[name] = { bytes: data.length, sha256: sha256(data) };
    bytes += data.length;
  });
  return { files, missing: missing.sort(), count: Object.keys(files).length, bytes };
}

/** Writes every original of the backup in `dir` to storage and reads each back to check it arrived whole. */
export async function restorePhotos(storage: MediaStorage, dir: string, files: Manifest["files"]): Promise<number> {
  const names = Object.keys(files).filter((n) => n.startsWith("media/"));
  await eachAtOnce(names, async (name) => {
    const key = name.slice("media/".length);
    await storage.write(key, await fs.readFile(path.join(dir, name)));
    const back = await storage.read(key);
    if (!back || sha256(back) !== files[name]!.sha256) throw new BackupError(`the photo ${key} did not arrive whole in storage; run the restore again`);
  });
  return names.length;
}
