// Event streams: the first lines, events as the subscription sends them, one heartbeat every 25 s for every open stream
// from one shared timer, and the end (client abort, reader cancel, process stop) dropping the subscription.
import { afterEach, describe, expect, it, vi } from "vitest";
import { closeAllStreams, eventStream, openStreams, sseEvent } from "./event-stream";

const decoder = new TextDecoder();
const read = async (r: ReadableStreamDefaultReader<Uint8Array>) => {
  const { value, done } = await r.read();
  return done ? null : decoder.decode(value);
};

/** A stream whose subscription is recorded: `send` writes to it, `stopped` counts its unsubscriptions. */
function open(first: string[] = []) {
  const abort = new AbortController();
  const sub = { send: (_: string) => {}, stopped: 0 };
  const stream = eventStream(abort.signal, first, (send) => {
    sub.send = send;
    return () => sub.stopped++;
  });
  return { abort, sub, reader: stream.getReader() };
}

afterEach(() => {
  closeAllStreams();
  vi.useRealTimers();
});

describe("event streams", () => {
  it("writes the reconnection delay, what was missed, then each event", async () => {
    const s = open([sseEvent("message", '{"id":1}', 1)]);
    expect(await read(s.reader)).toBe(
      'retry: 3000\n: connected\n\nid: 1\nevent: message\ndata: {"id":1}\n\n',
    );
    s.sub.send(sseEvent("message", "two\nlines"));
    expect(await read(s.reader)).toBe("event: message\ndata: two\ndata: lines\n\n");
    s.abort.abort();
    expect(await read(s.reader)).toBeNull();
    expect(s.sub.stopped).toBe(1);
    expect(openStreams()).toBe(0);
  });

  it("beats every 25 seconds on every open stream with one timer, and stops beating when none is open", async () => {
    vi.useFakeTimers();
    const timers = vi.getTimerCount();
    const a = open();
    const b = open();
    expect(vi.getTimerCount()).toBe(timers + 1);
    await read(a.reader);
    await read(b.reader);
    vi.advanceTimersByTime(25_000);
    expect(await read(a.reader)).toBe(": heartbeat\n\n");
    expect(await read(b.reader)).toBe(": heartbeat\n\n");
    await a.reader.cancel();
    expect(a.sub.stopped).toBe(1);
    expect(openStreams()).toBe(1);
    b.abort.abort();
    expect(b.sub.stopped).toBe(1);
    expect(vi.getTimerCount()).toBe(timers);
  });

  it("ends every stream when the process stops", async () => {
    const a = open();
    await read(a.reader);
    closeAllStreams();
    expect(await read(a.reader)).toBeNull();
    expect(a.sub.stopped).toBe(1);
    expect(openStreams()).toBe(0);
  });
});
