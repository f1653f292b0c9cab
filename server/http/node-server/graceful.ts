// Stopping an HTTP server without cutting anyone off (SIGTERM: a deploy, a scale-down). Node's own server.close() stops
// listening but also closes every idle kept-alive connection at once, and a client that was just then sending its next
// request on one gets a connection reset. Here instead:
// - the listener closes (new connections go to the other processes behind the load balancer, which /readyz has told);
// - every answer from now on says `Connection: close` (app.ts), and the connection closes once it is sent;
// - after the answer, the connection is kept open for reading a moment longer, so that a request the client had already
//   sent on it is swallowed rather than answered with a reset (the client sees the close and sends it again elsewhere);
// - a connection idle since before the stop, with nothing in flight, is closed once it has been quiet for `idleMs`;
// - whatever is still open after `timeoutMs` is cut.
import type http from "node:http";
import net, { type Socket } from "node:net";

interface Tracked {
  active: number;
  lastActive: number;
}

export interface Drainer {
  /** Whether stop() has been called. */
  readonly draining: boolean;
  /** Stops listening and resolves once every connection has closed (or `timeoutMs` has passed). */
  stop(): Promise<void>;
}

export function drainer(server: http.Server, { timeoutMs, idleMs = 500 }: { timeoutMs: number; idleMs?: number }): Drainer {
  const sockets = new Map<Socket, Tracked>();
  let draining = false;

  server.on("connection", (socket: Socket) => {
    sockets.set(socket, { active: 0, lastActive: Date.now() });
    socket.once("close", () => sockets.delete(socket));
  });
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    const t = sockets.get(req.socket);
    if (!t) return;
    t.active++;
    res.once("close", () => {
      t.active--;
      t.lastActive = Date.now();
    });
  });

  /** Half-close: our side is done; the socket is destroyed when the client closes its side, or after a moment. */
  const lingerClose = (socket: Socket) => {
    socket.removeAllListeners("data");
    socket.on("data", () => {});
    socket.once("end", () => socket.destroy());
    socket.end();
    setTimeout(() => socket.destroy(), 2_000).unref();
  };

  return {
    get draining() {
      return draining;
    },
    stop() {
      if (draining) return Promise.resolve();
      draining = true;
      // Answers sent from now on carry Connection: close; Node then destroys the socket as soon as the answer is
      // written. Closing it half instead keeps a request already on its way from meeting a reset.
      for (const socket of sockets.keys()) patchDestroySoon(socket, lingerClose);
      server.on("connection", (socket: Socket) => patchDestroySoon(socket, lingerClose));
      // net.Server's close: stop listening, without http.Server's closing of idle connections (the reset race above).
      net.Server.prototype.close.call(server);
      const deadline = Date.now() + timeoutMs;
      return new Promise<void>((resolve) => {
        const tick = setInterval(() => {
          const now = Date.now();
          for (const [socket, t] of sockets) {
            if (now >= deadline) socket.destroy();
            else if (t.active === 0 && now - t.lastActive >= idleMs) lingerClose(socket);
          }
          if (sockets.size === 0 || now >= deadline + 100) {
            clearInterval(tick);
            resolve();
          }
        }, 50);
      });
    },
  };
}

/** Node's HTTP server ends a connection whose answer said `Connection: close` with socket.destroySoon(). */
function patchDestroySoon(socket: Socket, close: (socket: Socket) => void) {
  (socket as Socket & { destroySoon: () => void }).destroySoon = () => close(socket);
}
