// Booking attempts on one listing take turns within this process before they ask the database for anything.
//
// Every booking of a listing waits for the listing's row lock (bookings.repo lockListing), and a transaction waiting on
// a lock holds one of the pool's few connections while doing nothing. In a rush on a few listings (a popular generator
// on the day before a holiday) those waiters would fill the pool, and everyone else's requests, however quick, would
// queue behind them for a connection. Here the waiting happens in memory instead: at most one attempt per listing per
// process holds a connection, so the pool stays free for work that can be done. The row lock still decides between
// processes; this only keeps a process's own attempts from queueing on it with a connection each.

/** Runs each task for a key after the one before it for the same key has settled; tasks of different keys run at once. */
export function createTurns<K>() {
  const tails = new Map<K, Promise<unknown>>();
  return {
    run<T>(key: K, task: () => Promise<T>): Promise<T> {
      // A tail never rejects (see below), so the task runs once the one before has settled, whatever its outcome.
      const mine = (tails.get(key) ?? Promise.resolve()).then(task);
      // The entry goes when the line is empty.
      const tail = mine.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return mine;
    },
    /** Keys with a line (for tests: nothing is kept once every task has settled). */
    get size() {
      return tails.size;
    },
  };
}
