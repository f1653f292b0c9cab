import { describe, expect, it } from "vitest";
import fs from "node:fs";
import { DEMO_ICONS_FILE, demoIconNames, demoIconsModule } from "../../../scripts/demo-icons";
import { renderDemoArt, demoPhotoKey } from "./demo-art";

describe("demo icons", () => {
  it("the committed module is what npm run demo:icons writes from the seed's icons (run it after changing them)", () => {
    expect(fs.readFileSync(DEMO_ICONS_FILE, "utf8")).toBe(demoIconsModule());
  });

  it("every subcategory's photo draws its own icon, not the fallback", () => {
    const fallback = renderDemoArt(demoPhotoKey("package", ["#123456", "#abcdef"], 0));
    for (const icon of demoIconNames().filter((n) => n !== "package")) {
      const art = renderDemoArt(demoPhotoKey(icon, ["#123456", "#abcdef"], 0));
      expect(art, icon).toMatch(/<path|<circle|<rect|<line|<polyline|<polygon|<ellipse/);
      expect(art, icon).not.toBe(fallback);
    }
  });
});
