// One process at a time in an embedded database folder: PGlite is PostgreSQL inside the process that opens it, with no
// server to share it, and PGlite itself lets a second process open the same files and corrupt them. A lock file beside the
// database names the process holding it; a lock left by a process that died (kill -9, a power cut) is taken over.
import fs from "node:fs";
import path from "node:path";

export class DatabaseInUseError extends Error {}

/** How many times this process holds each folder: one process may open its own database more than once. */
const held = new Map<string, number>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists but belongs to someone else, which is still a process holding the folder.
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The file that says which process holds the embedded database in `dataDir`. */
export const lockFileOf = (dataDir: string) => path.join(path.resolve(dataDir), "pglite.lock");

/**
 * Takes the folder for this process, or throws DatabaseInUseError naming the live process that has it. Returns the
 * release, which removes the file once this process's last holder lets go.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  const count = held.get(file) ?? 0;
  if (count === 0) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    for (;;) {
      try {
        fs.writeFileSync(file, `${process.pid}\n`, { flag: "wx" });
        break;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
        let pid: number;
        try {
          pid = Number.parseInt(fs.readFileSync(file, "utf8"), 10);
        } catch (r) {
          // Let go of between our two calls: try again.
          if ((r as NodeJS.ErrnoException).code === "ENOENT") continue;
          throw r;
        }
        // Our own pid: a container restarted as pid 1 again, or this process after a crash it survived.
        if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
          throw new DatabaseInUseError(
            `The embedded database in ${path.dirname(file)} is in use by process ${pid} (a running Haya?): PGlite serves one process at a time. ` +
              `Stop that process first (sudo systemctl stop haya), or delete ${file} if it is not Haya.`,
          );
        }
        fs.rmSync(file, { force: true });
      }
    }
  }
  held.set(file, count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (held.get(file) ?? 1) - 1;
    if (left > 0) return void held.set(file, left);
    held.delete(file);
    fs.rmSync(file, { force: true });
  };
}
