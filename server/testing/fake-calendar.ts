// A small local calendar server for calendar sync's tests (and the end-to-end journey): serves whatever .ics text a
// test sets at a path, or an error status, a redirect, a body too large, or no answer at all.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeAnswer =
  | { ics: string }
  | { status: number }
  | { redirect: string }
  | { bytes: number }
  | { hang: true };

/** One all-day event per [uid, first day, day after the last] (DTEND exclusive, as iCalendar has it). */
export function icsOf(events: [uid: string, start: string, endExclusive: string][], extra: string[] = []): string {
  const date = (iso: string) => iso.replaceAll("-", "");
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Other platform//Test//EN",
    ...events.flatMap(([uid, start, end]) => ["BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20261101T000000Z", `DTSTART;VALUE=DATE:${date(start)}`, `DTEND;VALUE=DATE:${date(end)}`, "SUMMARY:Reserved", "END:VEVENT"]),
    ...extra,
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

export async function startFakeCalendar() {
  const answers = new Map<string, FakeAnswer>();
  const hits = new Map<string, number>();
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const answer = answers.get(path) ?? { status: 404 };
    if ("ics" in answer) {
      res.writeHead(200, { "content-type": "text/calendar; charset=utf-8" });
      res.end(answer.ics);
    } else if ("redirect" in answer) {
      res.writeHead(302, { location: answer.redirect });
      res.end();
    } else if ("bytes" in answer) {
      // Chunked, with no Content-Length: the limit must hold while reading.
      res.writeHead(200, { "content-type": "text/calendar" });
      const chunk = Buffer.alloc(64 * 1024, "X");
      for (let sent = 0; sent < answer.bytes; sent += chunk.length) res.write(chunk);
      res.end();
    } else if ("hang" in answer) {
      hanging.add(res);
    } else {
      res.writeHead(answer.status);
      res.end("no calendar here");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    set: (path: string, answer: FakeAnswer) => answers.set(path, answer),
    hits: (path: string) => hits.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeCalendar = Awaited<ReturnType<typeof startFakeCalendar>>;
