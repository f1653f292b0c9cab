// Media storage behind one interface: a local folder under DATA_DIR (an S3-compatible bucket is in s3-storage.ts), or memory in tests.
import fs from "node:fs/promises";
import path from "node:path";

export interface MediaStorage {
  read(key: string): Promise<Buffer | undefined>;
  write(key: string, data: Buffer): Promise<void>;
  /** Deletes the file if it is there. */
  remove(key: string): Promise<void>;
}

/** A relative path of letters, digits and / _ . - (no ".."): safe to join under a root. */
export function isSafeKey(key: string): boolean {
  return /^[a-z0-9][a-z0-9/_.-]*$/i.test(key) && !key.includes("..");
}

export function localStorage(root: string): MediaStorage {
  const resolve = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe media key: ${key}`);
    return path.join(root, key);
  };
  return {
    async read(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw e;
      }
    },
    async write(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, data);
      await fs.rename(tmp, file);
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}

/** For tests and tools that keep nothing: files live as long as the process. */
export function memoryStorage(): MediaStorage {
  const files = new Map<string, Buffer>();
  return {
    read: async (key) => files.get(key),
    write: async (key, data) => void files.set(key, data),
    remove: async (key) => void files.delete(key),
  };
}
