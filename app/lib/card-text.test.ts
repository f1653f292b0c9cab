import { describe, expect, test } from "vitest";
import { CARD_DESCRIPTION_CHARS, asCards, cardDescription } from "./card-text";

describe("a card's description", () => {
  test("a short one is sent whole", () => {
    expect(cardDescription("Clean 7.5 kVA generator, fuelled, delivered in Ikeja.")).toBe("Clean 7.5 kVA generator, fuelled, delivered in Ikeja.");
  });

  test("a long one is cut at a word within the limit, with an ellipsis, past what two lines show", () => {
    const text = "Full-service move for families relocating within Lagos or Abuja, from packing kitchen items and wardrobes to loading, transport, offloading and setting up beds in the new home.";
    const cut = cardDescription(text);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(CARD_DESCRIPTION_CHARS + 1);
    expect(cut.length).toBeGreaterThan(130);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).not.toMatch(/[ ,]…$/);
  });

  test("one long word is cut at the limit", () => {
    expect(cardDescription("x".repeat(400))).toBe(`${"x".repeat(CARD_DESCRIPTION_CHARS)}…`);
  });

  test("cards keep everything else, and a card whose description is short is the same object", () => {
    const short = { id: 1, description: "Short." };
    const long = { id: 2, title: "Canopy", description: "word ".repeat(100) };
    const [a, b] = asCards([short, long]);
    expect(a).toBe(short);
    expect(b).toEqual({ id: 2, title: "Canopy", description: expect.stringMatching(/^(word ){31}word…$/) });
  });
});
