// The server process's timers (the bookings' and the payments' sweeps): one way to repeat a job in the background.

/**
 * Runs `job` every `everyMs` until the returned function is called. The timer does not keep the process alive, a run
 * never overlaps the one before (a tick that finds it still running is skipped), and a run that fails goes to
 * `onError` and is tried again at the next tick.
 */
export function every(everyMs: number, job: () => Promise<void>, onError: (error: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    job()
      .catch(onError)
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
