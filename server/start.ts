// The process's entry (build/server.js): first the memory settings that only a starting process takes
// (memory-settings.ts), by replacing this process with itself so started, then the server (index.ts). Replaced, not
// spawned: one process, the same pid for systemd and signals, and every way Haya is started gets them (npm start,
// `node build/server.js`, a cluster's workers, which inherit them).
import { FFI_FLAG, relaunch } from "./memory-settings";

const ffi = process.allowedNodeEnvironmentFlags.has(FFI_FLAG);
const again = relaunch({ execArgv: process.execArgv, argv: process.argv, env: process.env, platform: process.platform, ffi });
// process.execve: Node 22.15 and later, not on Windows; without it, or should it fail, Haya runs as it is, only larger.
if (again && typeof process.execve === "function" && process.platform !== "win32") {
  const env = Object.fromEntries(Object.entries(again.env).filter((e): e is [string, string] => e[1] !== undefined));
  try {
    process.execve(process.execPath, again.argv, env);
  } catch (e) {
    process.emitWarning(`could not restart with the memory settings (${String(e)}); running without them`);
  }
}

await import("./index");
