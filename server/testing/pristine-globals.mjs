// Vitest runs test files one after another in the same process (vitest.config.ts: isolate: false), so what one file
// changes globally the next one sees. @hono/node-server puts its own Request and Response on globalThis when a file
// starts a real HTTP listener; this puts Node's back before each file, so that every file starts as if it ran alone.
const key = Symbol.for("haya.test.pristineGlobals");
globalThis[key] ??= { Request: globalThis.Request, Response: globalThis.Response };
for (const [name, value] of Object.entries(globalThis[key])) {
  Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
}
