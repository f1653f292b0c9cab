// Contact masking (issue 16, item 1): every written form of a Nigerian phone number, e-mail addresses plain and
// spelled out, 10-digit account numbers; and the numbers a rental conversation is full of that must stay.
import { describe, expect, it } from "vitest";
import { HIDDEN_CONTACT, maskContacts } from "./contact-masking";

const H = HIDDEN_CONTACT;
const masked = (text: string) => maskContacts(text).text;

describe("phone numbers", () => {
  it.each([
    ["08031234567", H],
    ["call me on 08031234567 tomorrow", `call me on ${H} tomorrow`],
    ["0803 123 4567", H],
    ["0803-123-4567", H],
    ["0803.123.4567", H],
    ["0803 - 123 - 4567", H],
    ["080 3123 4567", H],
    ["0 8 0 3 1 2 3 4 5 6 7", H],
    ["(0803) 123 4567", H],
    ["+2348031234567", H],
    ["+234 803 123 4567", H],
    ["+234-803-123-4567", H],
    ["+234 (0) 803 123 4567", H],
    ["(+234) 803 123 4567", H],
    ["2348031234567", H],
    ["234 803 123 4567", H],
    ["8031234567", H],
    ["07012345678", H],
    ["09098765432", H],
    ["08101234567", H],
    ["0803\n123\n4567", H],
    ["０８０３１２３４５６７", H],
    ["+44 20 7946 0958", H],
  ])("%j is hidden", (text, out) => {
    expect(maskContacts(text)).toEqual({ text: out, masked: true });
  });

  it.each([
    ["zero eight zero three one two three four five six seven"],
    ["Zero Eight Zero Three One Two Three Four Five Six Seven"],
    ["ZERO EIGHT ZERO THREE ONE TWO THREE FOUR FIVE SIX SEVEN"],
    ["zero-eight-zero-three-one-two-three-four-five-six-seven"],
    ["zeroeightzerothree one two three fourfivesixseven"],
    ["oh eight oh three one two three four five six seven"],
    ["O8O3 123 4567"],
    ["o8o3l23 4567".replace("l", "1")],
    ["0 eight 0 3 one 2 three 4 5 six 7"],
    ["zero 8 zero 3 1 2 3 four 5 6 7"],
    ["080 three one two three four five six seven"],
    ["zero eight zero three double one two triple four"],
  ])("spelled out: %j is hidden", (text) => {
    expect(maskContacts(text)).toEqual({ text: H, masked: true });
  });

  it("keeps the words around a spelled-out number", () => {
    expect(masked("plus two three four eight zero three one two three four five six seven")).toBe(`plus ${H}`);
    expect(masked("my number na zero eight zero three one two three four five six seven, call me")).toBe(`my number na ${H}, call me`);
  });

  it("hides several numbers in one message", () => {
    expect(masked("Call 08031234567 or 0905 555 1234.")).toBe(`Call ${H} or ${H}.`);
  });

  it("hides numbers in links and at the end of a sentence", () => {
    expect(masked("Chat me on wa.me/2348031234567")).toBe(`Chat me on wa.me/${H}`);
    expect(masked("tel:+2348031234567")).toBe(`tel:${H}`);
    expect(masked("My line is 0803 123 4567.")).toBe(`My line is ${H}.`);
    expect(masked("(0803)-123-4567 and 0803 one two three 4567")).toBe(`${H} and ${H}`);
  });

  it("hides a number glued to words", () => {
    expect(masked("WhatsApp:08031234567")).toBe(`WhatsApp:${H}`);
    expect(masked("number-08031234567")).toBe(`number-${H}`);
  });
});

describe("e-mail addresses", () => {
  it.each([
    ["chidi@gmail.com"],
    ["Chidi.Okafor+rent@yahoo.co.uk"],
    ["ada@school.edu.ng"],
    ["chidi @ gmail . com"],
    ["chidi@gmail"],
    ["chidi at gmail dot com"],
    ["chidi AT gmail DOT com"],
    ["chidi at gmail.com"],
    ["chidi at gmail"],
    ["chidi[at]gmail[dot]com"],
    ["chidi [at] gmail [dot] com"],
    ["chidi(at)gmail(dot)com"],
    ["chidi (at) yahoo (dot) co (dot) uk"],
    ["chidi{at}outlook{dot}com"],
    ["chidi at mybiz dot ng"],
    ["ADA@GMAIL.COM"],
    ["ada_eze-2@mail.example.ng"],
    ["chidi.okafor at mybiz dot com dot ng"],
  ])("%j is hidden", (text) => {
    expect(maskContacts(text)).toEqual({ text: H, masked: true });
  });

  it("keeps the sentence around an address", () => {
    expect(masked("Email me at chidi@gmail.com. Thanks")).toBe(`Email me at ${H}. Thanks`);
    expect(masked("write to chidi at gmail dot com please")).toBe(`write to ${H} please`);
  });

  it("leaves 'at' and 'dot' in ordinary sentences", () => {
    for (const text of ["I will be at home by 5pm", "Meet me at the gate", "Pick up at Lekki, drop off at Ikeja", "the dot on the map", "at 10am at the office"]) {
      expect(maskContacts(text)).toEqual({ text, masked: false });
    }
  });
});

describe("bank account numbers", () => {
  it.each([
    ["0123456789"],
    ["2034567891"],
    ["0123 456 789"],
    ["012-345-6789"],
    ["zero one two three four five six seven eight nine"],
  ])("%j is hidden", (text) => {
    expect(maskContacts(text)).toEqual({ text: H, masked: true });
  });

  it("hides the number and keeps the bank's name", () => {
    expect(masked("Pay into GTBank 0123456789, Chidi Okafor")).toBe(`Pay into GTBank ${H}, Chidi Okafor`);
  });
});

describe("what stays", () => {
  it.each([
    "₦25,000",
    "₦25,000 a day, ₦150,000 a week",
    "25000 naira",
    "N25000",
    "₦1,250,000.00",
    "the price is 25000 30000 or 45000",
    "24/12/2026",
    "from 24/12/2026 to 28/12/2026",
    "24.12.2026 - 28.12.2026",
    "24-12-2026 28-12-2026",
    "2026-12-24 2026-12-28",
    "10:30",
    "10.30am",
    "between 9:00 and 17:30",
    "200 chairs",
    "200 chairs, 20 tables and 4 canopies",
    "3 days",
    "I need it for two days, one generator",
    "1 2 3",
    "Plot 15, Block 4, Lekki Phase 1",
    "room 12",
    "0803",
    "08031234",
    "123456789",
    "My booking is for 2 days",
    "abeg o, I go come by 5 o'clock",
    "",
  ])("%j", (text) => {
    expect(maskContacts(text)).toEqual({ text, masked: false });
  });

  it("a price next to a number still hides the number", () => {
    expect(masked("₦25,000 — call 08031234567")).toBe(`₦25,000 — call ${H}`);
  });
});

describe("maskContacts", () => {
  it("is idempotent", () => {
    const once = masked("08031234567 chidi@gmail.com");
    expect(once).toBe(`${H} ${H}`);
    expect(maskContacts(once)).toEqual({ text: once, masked: false });
  });

  it("handles long messages in linear-ish time", () => {
    const long = "I need 200 chairs on 24/12/2026 for ₦25,000. ".repeat(2000);
    const t = performance.now();
    expect(maskContacts(long).masked).toBe(false);
    expect(performance.now() - t).toBeLessThan(1000);
  });
});
