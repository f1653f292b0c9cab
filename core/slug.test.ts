import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify (the seed's rule)", () => {
  it.each([
    ["Event Halls", "event-halls"],
    ["Lawn & Landscape", "lawn-landscape"],
    ["Photography & Video", "photography-video"],
    ["SUVs & Jeeps", "suvs-jeeps"],
    ["Wi-Fi / MiFi  Devices", "wi-fi-mifi-devices"],
  ])("%s → %s", (name, slug) => expect(slugify(name)).toBe(slug));
});
