// LISTEN/NOTIFY for pg-boss on PostgreSQL (its `listen` contract): a connection of its own, outside the app's pool, that
// hears the NOTIFY pg-boss sends with each new job, so that an idle worker wakes at once instead of polling for it. A
// connection that drops is opened again with a growing pause (1 s to 30 s), and then `onReconnect` lets pg-boss fetch
// what was sent meanwhile. A listener that went silent without an error is covered by the workers' slow backstop poll.
import pg from "pg";

type Listen = (channel: string, onNotification: (payload: string) => void, onReconnect: () => void) => Promise<{ close(): Promise<void> }>;

/** Lets go of a client whatever state it is in: no more events reach the listener, and a late error is swallowed. */
function discard(client: pg.Client): Promise<void> {
  client.removeAllListeners();
  client.on("error", () => {});
  return client.end().catch(() => {});
}

export function postgresListener(settings: Pick<pg.ClientConfig, "connectionString" | "connectionTimeoutMillis">): Listen {
  return async (channel, onNotification, onReconnect) => {
    let closed = false;
    let current: pg.Client | undefined;
    let pause: NodeJS.Timeout | undefined;
    let attempt = 0;

    const drop = (client: pg.Client) => {
      if (closed || current !== client) return;
      current = undefined;
      void discard(client);
      again();
    };
    const again = () => {
      if (closed || pause) return;
      pause = setTimeout(() => {
        pause = undefined;
        connect().then(onReconnect, again);
      }, Math.min(30_000, 1_000 * 2 ** attempt++));
      pause.unref();
    };
    const connect = async () => {
      const client = new pg.Client({ ...settings, keepAlive: true });
      client.on("notification", (n) => {
        if (n.channel === channel && n.payload !== undefined) onNotification(n.payload);
      });
      client.on("error", () => drop(client));
      client.on("end", () => drop(client));
      current = client;
      try {
        await client.connect();
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      } catch (e) {
        current = undefined;
        await discard(client);
        throw e;
      }
      if (closed) await discard(client);
      attempt = 0;
    };

    await connect();
    return {
      async close() {
        closed = true;
        clearTimeout(pause);
        const client = current;
        current = undefined;
        if (client) await discard(client);
      },
    };
  };
}
