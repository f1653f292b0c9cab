import { describe, expect, it } from "vitest";
import fs from "node:fs";
import { DEMO_ICONS_FILE, demoIconNames, demoIconsModule } from "../../../scripts/demo-icons";
import { allowDemoKeys, renderDemoArt, demoPhotoKey } from "./demo-art";
import { DEMO_ICONS } from "./demo-icons";

// lucide-static, which the module is generated from, is not in npm install (scripts/on-demand.ts): the module is checked
// against it where `npm run demo:icons` has fetched it (.tools/), and against the seed's icon names everywhere.
const lucideFetched = fs.existsSync(new URL("../../../.tools/node_modules/lucide-static/package.json", import.meta.url));

describe("demo icons", () => {
  it("the committed module draws every icon the seed names (run npm run demo:icons after changing them)", () => {
    expect(Object.keys(DEMO_ICONS).sort()).toEqual(demoIconNames());
  });

  it.runIf(lucideFetched)("the committed module is what npm run demo:icons writes from lucide-static", () => {
    expect(fs.readFileSync(DEMO_ICONS_FILE, "utf8")).toBe(demoIconsModule());
  });

  it("every subcategory's photo draws its own icon, not the fallback", () => {
    // Only the keys drawn here are allowed (a seed run earlier in this process may have allowed only its own).
    allowDemoKeys(demoIconNames().map((icon) => demoPhotoKey(icon, ["#123456", "#abcdef"], 0)));
    const fallback = renderDemoArt(demoPhotoKey("package", ["#123456", "#abcdef"], 0));
    for (const icon of demoIconNames().filter((n) => n !== "package")) {
      const art = renderDemoArt(demoPhotoKey(icon, ["#123456", "#abcdef"], 0));
      expect(art, icon).toMatch(/<path|<circle|<rect|<line|<polyline|<polygon|<ellipse/);
      expect(art, icon).not.toBe(fallback);
    }
  });
});
