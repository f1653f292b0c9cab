// Server-sent events (text/event-stream) held open by this process: each stream is a ReadableStream fed by its
// subscription, and one shared timer writes every open stream's heartbeat (so 1,000 streams cost 1,000 small objects
// and no timers of their own). A stream ends when its client goes away (the request's signal, or the body's reader
// cancelled by the server when a write fails) or when the process closes it; either way its subscription is dropped.
import client from "prom-client";
import { registry } from "../../metrics";

const HEARTBEAT_MS = 25_000;
const encoder = new TextEncoder();

interface OpenStream {
  write(chunk: string): void;
  close(): void;
}

const open = new Set<OpenStream>();
let heartbeat: NodeJS.Timeout | undefined;

new client.Gauge({
  name: "haya_live_streams",
  help: "Live message streams (server-sent events) open in this process",
  registers: [registry],
  collect() {
    this.set(open.size);
  },
});

function beat() {
  for (const s of open) s.write(": heartbeat\n\n");
}

function track(s: OpenStream) {
  open.add(s);
  if (!heartbeat) {
    heartbeat = setInterval(beat, HEARTBEAT_MS);
    // Never what keeps a process alive (tests, a stopping server).
    heartbeat.unref();
  }
}

function untrack(s: OpenStream) {
  open.delete(s);
  if (open.size === 0 && heartbeat) {
    clearInterval(heartbeat);
    heartbeat = undefined;
  }
}

/** One event: its name, its data (one line of JSON), and an id the browser sends back as Last-Event-ID when it reconnects. */
export function sseEvent(event: string, data: string, id?: number | string): string {
  return `${id === undefined ? "" : `id: ${id}\n`}event: ${event}\ndata: ${data.replace(/\n/g, "\ndata: ")}\n\n`;
}

/**
 * A stream that first writes `first` (events the client missed), then whatever `subscribe` hands it, until the client
 * goes away. `subscribe` answers how to stop it.
 */
export function eventStream(
  signal: AbortSignal,
  first: string[],
  subscribe: (send: (chunk: string) => void) => () => void,
): ReadableStream<Uint8Array> {
  let stream: OpenStream | undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let ended = false;
      const sub: { stop?: () => void } = {};
      const s: OpenStream = {
        write(chunk) {
          if (ended) return;
          try {
            controller.enqueue(encoder.encode(chunk));
          } catch {
            s.close();
          }
        },
        close() {
          if (ended) return;
          ended = true;
          untrack(s);
          signal.removeEventListener("abort", s.close);
          sub.stop?.();
          try {
            controller.close();
          } catch {
            // Already cancelled by its reader.
          }
        },
      };
      stream = s;
      track(s);
      sub.stop = subscribe((chunk) => s.write(chunk));
      // The browser waits 3 s before reconnecting after a drop; a comment first so that proxies pass the headers on.
      s.write(`retry: 3000\n: connected\n\n${first.join("")}`);
      if (signal.aborted) s.close();
      else if (!ended) signal.addEventListener("abort", s.close, { once: true });
    },
    cancel() {
      stream?.close();
    },
  });
}

/** Streams open in this process now (tests, metrics). */
export const openStreams = () => open.size;

/** Ends every open stream (a stopping process: the browsers reconnect to another). */
export function closeAllStreams() {
  for (const s of [...open]) s.close();
}

export const EVENT_STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "private, no-store",
  // nginx and similar proxies would otherwise hold the events back to fill their buffers.
  "X-Accel-Buffering": "no",
};
