// The calendar fetcher's guard against reaching inside Haya's network: which addresses count as public, and a host name
// that resolves to this machine refused in the socket's own look-up, before any connection is made.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CalendarFetchError, calendarUrl, fetchCalendar, isPublicAddress } from "./ical-fetch";

describe("isPublicAddress", () => {
  it("refuses this machine, private, shared, link-local, reserved and multicast ranges, in IPv4 and IPv6 forms", () => {
    for (const ip of ["127.0.0.1", "127.8.9.10", "10.0.0.1", "172.16.0.1", "172.31.255.255", "192.168.0.1", "100.64.0.1", "169.254.169.254", "0.0.0.0", "224.0.0.1", "255.255.255.255", "198.18.0.1", "::1", "::", "fe80::1", "fd12:3456::1", "ff02::1", "::ffff:127.0.0.1", "::ffff:a9fe:a9fe", "64:ff9b::a00:1", "2001:db8::1"])
      expect(isPublicAddress(ip), ip).toBe(false);
    for (const ip of ["8.8.8.8", "102.89.32.1", "172.32.0.1", "2a00:1450:4001::200e", "::ffff:8.8.8.8"]) expect(isPublicAddress(ip), ip).toBe(true);
    expect(isPublicAddress("not an ip")).toBe(false);
  });

  it("lets tests reach this machine only, when they ask", () => {
    expect(isPublicAddress("127.0.0.1", true)).toBe(true);
    expect(isPublicAddress("::1", true)).toBe(true);
    expect(isPublicAddress("10.0.0.1", true)).toBe(false);
    expect(isPublicAddress("169.254.169.254", true)).toBe(false);
  });
});

describe("calendarUrl", () => {
  it("reads webcal:// as https://, and takes http:// only from this machine when tests ask", () => {
    expect(String(calendarUrl("webcal://calendar.example.com/a.ics"))).toBe("https://calendar.example.com/a.ics");
    expect(calendarUrl("http://127.0.0.1:8080/a.ics")).toBe("address-https");
    expect(String(calendarUrl("http://127.0.0.1:8080/a.ics", { allowLoopback: true }))).toBe("http://127.0.0.1:8080/a.ics");
    expect(calendarUrl("http://10.0.0.1/a.ics", { allowLoopback: true })).toBe("address-https");
  });
});

describe("fetchCalendar", () => {
  let server: net.Server;
  let port = 0;
  let connections = 0;
  beforeAll(async () => {
    server = net.createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("refuses a host name that resolves to this machine without connecting to it", async () => {
    await expect(fetchCalendar(`https://localhost:${port}/calendar.ics`)).rejects.toThrow(new CalendarFetchError("private"));
    expect(connections).toBe(0);
  });
});
