// What a line of the log needs to know about the work it belongs to: the request (its id, taken from or set as
// X-Request-Id) or the job run that a request started. Carried through every await by AsyncLocalStorage, so that no
// function has to pass it on.
import { AsyncLocalStorage } from "node:async_hooks";

export interface WorkContext {
  requestId?: string;
  /** A job run: its queue and id. */
  job?: { queue: string; id: string };
  /** Statements sent to the database so far (counted only when /metrics is served: countQuery). */
  queries?: number;
  /** When a page's data began and ended loading (performance.now(); its loaders and action: timeData). */
  data?: { from: number; to: number };
}

const store = new AsyncLocalStorage<WorkContext>();

/** Runs `fn` as part of `context` (a request, or a job run); nested runs see only their own. */
export function runAs<T>(context: WorkContext, fn: () => T): T {
  return store.run(context, fn);
}

/** The request or job run under way here, if any. */
export function currentWork(): WorkContext | undefined {
  return store.getStore();
}

/** One more statement sent for the work under way here (the database's onQuery, server/serve.ts). */
export function countQuery(): void {
  const work = store.getStore();
  if (work) work.queries = (work.queries ?? 0) + 1;
}

/**
 * Runs `load` (a page's loader or action) as data work of the request under way: the request's data time is the span
 * from the first such start to the last end, since a page's loaders run side by side.
 */
export async function timeData<T>(load: () => Promise<T>): Promise<T> {
  const work = store.getStore();
  const from = performance.now();
  try {
    return await load();
  } finally {
    if (work) {
      const to = performance.now();
      work.data = work.data ? { from: Math.min(work.data.from, from), to: Math.max(work.data.to, to) } : { from, to };
    }
  }
}

/** A request id a client or proxy may choose: short, and nothing that could forge a log line. */
export const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;
