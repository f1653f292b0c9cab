// Image work is CPU-bound: at most `n` jobs at once per process, the rest queue, so a burst of uploads or new photos
// cannot starve page requests of the machine's cores.
export function concurrencyLimit(n: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function limited<T>(work: () => Promise<T>): Promise<T> {
    if (running >= n) await new Promise<void>((r) => waiting.push(r));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
