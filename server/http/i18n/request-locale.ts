// The language of the request being answered, for everything a page request runs (loaders, actions, the render): set
// by server/http/i18n/locale.ts around React Router's handler and read by the pages' messages (app/entry.server.tsx).
// One instance per process, kept on globalThis: the server bundle and React Router's page bundle each load this file.
import { AsyncLocalStorage } from "node:async_hooks";
import type { Locale } from "../../../core/locales";

const KEY = Symbol.for("haya.request-locale");
const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<Locale> };

export const requestLocale: AsyncLocalStorage<Locale> = (holder[KEY] ??= new AsyncLocalStorage<Locale>());
