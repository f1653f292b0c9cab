// Image work is CPU-bound: at most `n` jobs at once per process, the rest queue, so a burst of uploads or new photos
// cannot starve page requests of the machine's cores. A queued job whose client has gone away (its signal aborts)
// leaves the queue without running: nobody is waiting for its answer.
export class WorkAbortedError extends Error {
  constructor() {
    super("The client went away before its image work started");
  }
}

export function concurrencyLimit(n: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function limited<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) throw new WorkAbortedError();
    if (running >= n) {
      await new Promise<void>((resolve, reject) => {
        const turn = () => {
          signal?.removeEventListener("abort", leave);
          resolve();
        };
        const leave = () => {
          const i = waiting.indexOf(turn);
          if (i >= 0) waiting.splice(i, 1);
          reject(new WorkAbortedError());
        };
        waiting.push(turn);
        signal?.addEventListener("abort", leave, { once: true });
      });
    }
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
