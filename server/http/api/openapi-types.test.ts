import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { API_TYPES_FILE, apiTypesModule } from "../../../scripts/api-types";

describe("the typed API client's contract", () => {
  it("the committed openapi-types.d.ts is what npm run api:types makes from the document (run it after changing a route)", async () => {
    expect(fs.readFileSync(API_TYPES_FILE, "utf8")).toBe(await apiTypesModule());
  });
});
