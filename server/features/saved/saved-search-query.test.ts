// A saved search's label, made from its filters when the person gives none, in the language of the person saving it.
import { describe, expect, it } from "vitest";
import { messagesFollowRequest } from "../../http/i18n/messages-locale";
import { requestLocale } from "../../http/i18n/request-locale";
import { labelOf } from "./saved-search-query";
import type { SearchQuery } from "../search/search.schema";

messagesFollowRequest();
const query = (q: Partial<SearchQuery>) => q as SearchQuery;

describe("a saved search's label", () => {
  it("names the filters, or says all rentals", () => {
    expect(labelOf(query({ search: "jeep", location: "Ibadan", minPrice: 5000, maxPrice: 20000, instant: true }), { category: "Cars & SUVs" })).toBe(
      "“jeep” · Cars & SUVs · Ibadan · ₦5,000–₦20,000/day · instant book",
    );
    expect(labelOf(query({ minPrice: 5000 }))).toBe("from ₦5,000/day");
    expect(labelOf(query({ maxPrice: 9000 }))).toBe("up to ₦9,000/day");
    expect(labelOf(query({}))).toBe("All rentals");
  });

  it("is in Pidgin when saved from a Pidgin page", () => {
    requestLocale.run("pcm", () => {
      expect(labelOf(query({ search: "jeep", minPrice: 5000, maxPrice: 20000, instant: true }))).toBe("“jeep” · ₦5,000–₦20,000 per day · instant booking");
      expect(labelOf(query({}))).toBe("All di rentals");
    });
  });
});
